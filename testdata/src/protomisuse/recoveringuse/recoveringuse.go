// Package recoveringuse installs a recovering tool middleware on its
// mcp-go server: no handler's panic reaches the SDK.
package recoveringuse

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func recoverer(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = mcp.NewToolResultError(fmt.Sprintf("internal error: %v", r))
			}
		}()
		return next(ctx, req)
	}
}

func New() *server.MCPServer {
	s := server.NewMCPServer("x", "1")
	s.Use(recoverer)
	s.AddTool(mcp.NewTool("a"), handler)
	return s
}

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetArguments()["q"].(string)
	if q == "" {
		panic("q is required")
	}
	return mcp.NewToolResultText(q), nil
}
