// Package adapter turns typed tool functions into mcp-go handlers the way
// mcp-grafana's ConvertTool does: it calls them through reflect and puts
// their error's text into an isError result.
package adapter

import (
	"context"
	"errors"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ToolFunc is a typed tool function.
type ToolFunc[T, R any] func(ctx context.Context, args T) (R, error)

// Convert makes a handler of fn.
func Convert[T, R any](name string, fn ToolFunc[T, R]) (mcp.Tool, server.ToolHandlerFunc) {
	fv := reflect.ValueOf(fn)
	h := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		out := fv.Call([]reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(args)})
		var herr error
		if !out[1].IsNil() {
			herr, _ = out[1].Interface().(error)
		}
		if herr != nil {
			return &mcp.CallToolResult{
				Content: []mcp.Content{mcp.TextContent{Type: "text", Text: herr.Error()}},
				IsError: true,
			}, nil
		}
		return mcp.NewToolResultText("done"), nil
	}
	return mcp.NewTool(name), h
}

// Must passes its tool function on to Convert.
func Must[T, R any](name string, fn ToolFunc[T, R]) mcp.Tool {
	t, h := Convert(name, fn)
	if h == nil {
		panic(errors.New("no handler"))
	}
	return t
}

// Direct calls its function parameter without reflect.
func Direct(name string, fn func(context.Context) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s, err := fn(ctx)
		if err != nil {
			return mcp.NewToolResultError(name + " failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText(s), nil
	}
}
