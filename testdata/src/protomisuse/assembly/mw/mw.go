// Package mw holds middleware: Auth returns Go errors of its own, and
// whether those are converted depends on where the server installs it.
package mw

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Auth rejects calls without a token.
func Auth(token string) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if token == "" {
				return nil, errors.New("no API token is configured: ask the operator to set one") // want `^tool middleware returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
			}
			return next(ctx, req)
		}
	}
}

// RateLimit rejects calls over the limit.
func RateLimit(n int) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if n <= 0 {
				return nil, errors.New("rate limit reached: retry in a minute")
			}
			return next(ctx, req)
		}
	}
}
