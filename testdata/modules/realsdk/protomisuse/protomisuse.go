// Package protomisuse runs the protomisuse analyzer against the real SDK
// modules (analysistest module mode).
package protomisuse

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read"), readFile)
	s.AddTool(mcp.NewTool("search"), mcp.NewStructuredToolHandler(search))
}

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError("cannot read the file: check the path"), nil
	}
	if len(data) == 0 {
		return nil, nil // want `^tool handler returns a nil result and a nil error: mcp-go answers with a JSON-RPC error \(code -32603\) "tool '<name>' handler returned no result"; return a result \(an isError result for a failure\)$`
	}
	return mcp.NewToolResultText(string(data)), nil
}

type query struct{ Q string }
type hits struct{ N int }

// Structured handlers' errors become isError results: not reported.
func search(ctx context.Context, req mcp.CallToolRequest, q query) (hits, error) {
	if q.Q == "" {
		return hits{}, errors.New("q is required: pass a search term")
	}
	return hits{N: 1}, nil
}

func RegisterGoSDK(s *gomcp.Server) {
	s.AddTool(&gomcp.Tool{Name: "raw"}, raw)
	gomcp.AddTool(s, &gomcp.Tool{Name: "typed"}, typed)
}

func raw(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, errors.New("arguments are required") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
	}
	return nil, nil // want `^tool handler returns a nil result and a nil error: go-sdk answers with a null result and the server crashes on protocol 2026-07-28; return a result \(an isError result for a failure\)$`
}

func typed(ctx context.Context, req *gomcp.CallToolRequest, q query) (*gomcp.CallToolResult, hits, error) {
	if q.Q == "" {
		return nil, hits{}, errors.New("q is required")
	}
	return nil, hits{N: 1}, nil
}
