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

// Recovery makes a recovering go-sdk receiving middleware: installing
// what it makes recovers the handlers' panics (recoveringfactory).
func Recovery(prefix string) gosdk.Middleware {
	return func(next gosdk.MethodHandler) gosdk.MethodHandler {
		return func(ctx context.Context, method string, req gosdk.Request) (res gosdk.Result, err error) {
			defer func() {
				if r := recover(); r != nil {
					res, err = nil, errors.New(prefix+": internal error")
				}
			}()
			return next(ctx, method, req)
		}
	}
}

// Relog makes a go-sdk receiving middleware that logs a panic and panics
// again: it recovers nothing.
func Relog(logf func(string, ...any)) gosdk.Middleware {
	return func(next gosdk.MethodHandler) gosdk.MethodHandler {
		return func(ctx context.Context, method string, req gosdk.Request) (gosdk.Result, error) {
			defer func() {
				if r := recover(); r != nil {
					logf("panic in %s: %v", method, r)
					panic(r)
				}
			}()
			return next(ctx, method, req)
		}
	}
}

// ToolsWith makes a recovering mcp-go tool handler middleware.
func ToolsWith(text string) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
			defer func() {
				if r := recover(); r != nil {
					res = mcp.NewToolResultError(text)
				}
			}()
			return next(ctx, req)
		}
	}
}

var named = map[string]gosdk.Middleware{}

// Picked makes a recovering middleware, or one it cannot say anything of
// (a map's entry): what it makes may recover nothing.
func Picked(name string) gosdk.Middleware {
	if m, ok := named[name]; ok {
		return m
	}
	return Recovery(name)
}
