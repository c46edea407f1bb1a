// Package server assembles two servers from packages handler and mw.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/assembly/handler"
	"protomisuse/assembly/mw"
)

// recovering turns every returned error into an isError result.
func recovering(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError("the tool failed: " + err.Error()), nil
		}
		return res, nil
	}
}

// New installs the rate limiter inside the converter (converted) and the
// authentication outside it (not converted: its errors stay -32603).
func New() *server.MCPServer {
	s := server.NewMCPServer("lookup", "1.0.0",
		server.WithToolHandlerMiddleware(mw.Auth("")),
		server.WithToolHandlerMiddleware(recovering),
		server.WithToolHandlerMiddleware(mw.RateLimit(10)),
	)
	s.AddTool(mcp.NewTool("lookup"), handler.Lookup)
	return s
}
