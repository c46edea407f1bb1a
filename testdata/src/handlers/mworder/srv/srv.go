// Package srv installs mw's middleware around a converting one, each in
// its own call, in source order: mcp-go makes the first middleware
// installed the outermost, so Auth (before the converter) keeps its
// errors as JSON-RPC errors and RateLimit (after it) is converted.
package srv // want `claims mw.Auth as declared` `claims mw.RateLimit converted`

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"handlers/mworder/mw"
)

func asResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError("the call failed: " + err.Error()), nil
		}
		return res, nil
	}
}

func New() *server.MCPServer {
	s := server.NewMCPServer("srv", "1.0.0")
	s.Use(mw.Auth(""))
	s.Use(asResults)
	s.Use(mw.RateLimit(10))
	return s
}
