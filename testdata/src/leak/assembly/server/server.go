// Package server registers package handler's tools behind a middleware
// that converts their errors into isError results.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"leak/assembly/handler"
)

// converting turns every returned error into an isError result.
func converting(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// New registers the tools.
func New(h *handler.Handlers) *server.MCPServer {
	s := server.NewMCPServer("csv", "1.0.0", server.WithToolHandlerMiddleware(converting))
	s.AddTool(mcp.NewTool("list"), h.List)
	s.AddTool(mcp.NewTool("history"), h.History)
	s.AddTool(mcp.NewTool("search"), h.Search)
	return s
}
