// Package reg is a project's registration library in its own package.
package reg

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Add registers h.
func Add(s *server.MCPServer, name string, h server.ToolHandlerFunc) { // want Add:`handler params\(param 2: registers mcp-go ToolHandlerFunc\)`
	s.AddTool(mcp.NewTool(name), h)
}

// Structured registers h through mcp-go's structured constructor.
func Structured[A, R any](s *server.MCPServer, name string, h func(context.Context, mcp.CallToolRequest, A) (R, error)) { // want Structured:`handler params\(param 2: registers mcp-go StructuredToolHandlerFunc\)`
	s.AddTool(mcp.NewTool(name), mcp.NewStructuredToolHandler(h))
}

// Recovering wraps h in an adapter that turns its errors into results.
func Recovering(h server.ToolHandlerFunc) server.ToolHandlerFunc { // want Recovering:`handler params\(param 0: converts errors\)` Recovering:`open mcp-go middleware`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError("the tool failed: " + err.Error()), nil
		}
		return res, nil
	}
}

// Guard is a middleware with settings of its own.
type Guard struct{ Prefix string }

// Wrap wraps h in an adapter that turns its errors into results.
func (g *Guard) Wrap(h server.ToolHandlerFunc) server.ToolHandlerFunc { // want Wrap:`^handler params\(param 0: converts errors\)$` Wrap:`^open mcp-go middleware$`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(g.Prefix + err.Error()), nil
		}
		return res, nil
	}
}
