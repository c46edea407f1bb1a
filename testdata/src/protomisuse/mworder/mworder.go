// Package mworder installs, in one package, an authentication middleware
// before a converting one: the first installed is the outermost, so the
// authentication's own errors are not converted and stay JSON-RPC errors;
// a limiter installed after the converter is converted.
package mworder

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func auth(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Header.Get("Authorization") == "" {
			return nil, errors.New("no credentials: the client must send an Authorization header") // want `^tool middleware returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
		}
		return next(ctx, req)
	}
}

func asResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func limit(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("q", "") == "*" {
			return nil, errors.New("q may not be a wildcard: name the entries to look up") // converted by asResults: not reported
		}
		return next(ctx, req)
	}
}

func New() *server.MCPServer {
	s := server.NewMCPServer("x", "1")
	s.Use(auth)
	s.Use(asResults)
	s.Use(limit)
	return s
}
