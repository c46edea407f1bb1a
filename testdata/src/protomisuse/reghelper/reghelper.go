// Package reghelper is a server's own registration library, in another
// package than its tools.
package reghelper

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool registers h as a plain tool handler.
func Tool(s *server.MCPServer, name string, h server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool(name), h)
}

// Safe registers h behind an adapter that turns its errors into isError
// results.
func Safe(s *server.MCPServer, name string, h func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)) {
	s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError("tool failed: " + err.Error()), nil
		}
		return res, nil
	})
}

// Structured registers a structured handler: mcp-go turns its errors into
// isError results.
func Structured[A, R any](s *server.MCPServer, name string, h func(ctx context.Context, req mcp.CallToolRequest, args A) (R, error)) {
	s.AddTool(mcp.NewTool(name), mcp.NewStructuredToolHandler(h))
}
