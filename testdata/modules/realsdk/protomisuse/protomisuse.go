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
		return nil, err // want `tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\)`
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError("cannot read the file: check the path"), nil
	}
	if len(data) == 0 {
		return nil, nil // want `mcp-go answers with a JSON-RPC error \(code -32603\) "tool '<name>' handler returned no result"`
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
		return nil, errors.New("arguments are required") // want `tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\)`
	}
	return nil, nil // want `go-sdk answers with a null result and the server crashes on protocol 2026-07-28`
}

func typed(ctx context.Context, req *gomcp.CallToolRequest, q query) (*gomcp.CallToolResult, hits, error) {
	if q.Q == "" {
		return nil, hits{}, errors.New("q is required")
	}
	return nil, hits{N: 1}, nil
}
