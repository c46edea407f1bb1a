// Package viareg registers its handlers through package reg.
package viareg

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"handlers/reg"
)

type args struct{ Q string }

func plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
	return nil, nil
}

func guarded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc signature converted by reg.Recovering`
	return nil, nil
}

func guardedByMethod(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `^handler mcp-go ToolHandlerFunc signature converted by reg\.Guard\.Wrap$`
	return nil, nil
}

// Typed-shaped, but registered as structured by reg.Structured: its errors
// become isError results.
func structured(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) { // want `handler mcp-go StructuredToolHandlerFunc registration`
	return nil, nil
}

func Register(s *server.MCPServer) {
	reg.Add(s, "plain", plain)
	reg.Add(s, "guarded", reg.Recovering(guarded))
	reg.Add(s, "guardedByMethod", (&reg.Guard{Prefix: "failed: "}).Wrap(guardedByMethod))
	reg.Structured(s, "structured", structured)
}
