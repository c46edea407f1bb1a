// Package converting installs a middleware that turns handler errors into
// isError results, so the handlers' returned errors are not protocol
// errors.
package converting

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func errorsAsResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// A middleware that denies: its own error is a protocol error.
func auth(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Header.Get("X-Token") == "" {
			return nil, errors.New("permission denied: missing token")
		}
		return next(ctx, req)
	}
}

func New() *server.MCPServer {
	s := server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(errorsAsResults))
	s.Use(auth)
	s.AddTool(mcp.NewTool("a"), handler)
	return s
}

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "" {
		return nil, errors.New("q is required: pass a query")
	}
	return mcp.NewToolResultText("ok"), nil
}
