// Package wrapper registers typed-shaped functions through a raw go-sdk
// adapter of its own: every wrapped function's error becomes a protocol
// error, which is reported once, at the adapter.
package wrapper

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type typedFunc[In any] func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error)

func adapt[In any](h typedFunc[In]) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments are not valid JSON: send an object"}}}, nil
		}
		res, _, err := h(ctx, req, in)
		return res, err // want `^tool handler returns the error of the typed-handler-shaped function it wraps: go-sdk sends it as a JSON-RPC error \(code 0\), so every wrapped function's failures are hidden from the model; turn the error into an isError result here$`
	}
}

type searchIn struct{ Q string }

// Typed-shaped: its own returns are not reported.
func search(ctx context.Context, req *mcp.CallToolRequest, in searchIn) (*mcp.CallToolResult, any, error) {
	if in.Q == "" {
		return nil, nil, errors.New("q is required")
	}
	return &mcp.CallToolResult{}, nil, nil
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "search"}, adapt(search))
}
