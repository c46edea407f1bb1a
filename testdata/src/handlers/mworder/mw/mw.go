// Package mw holds middleware whose own errors are Go errors: whether
// they reach the model is settled where a server installs them, by
// whether a converting middleware is installed before them (outside).
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
				return nil, errors.New("no API token is configured: ask the operator to set one")
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
