// Package recoverlib has recovering middleware that servers in other
// packages install (recoveringother, recoveringothergosdk).
package recoverlib

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tools is a recovering mcp-go tool handler middleware.
func Tools(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = mcp.NewToolResultError("internal error: the tool failed")
			}
		}()
		return next(ctx, req)
	}
}

// Methods is a recovering go-sdk receiving middleware.
func Methods(next gosdk.MethodHandler) gosdk.MethodHandler {
	return func(ctx context.Context, method string, req gosdk.Request) (res gosdk.Result, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = nil, errors.New("internal error")
			}
		}()
		return next(ctx, method, req)
	}
}
