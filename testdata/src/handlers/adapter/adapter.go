// Package adapter calls tool functions of its own shape through
// reflection, in the style of mcp-grafana's ConvertTool, and sends their
// errors as isError results.
package adapter

import (
	"context"
	"encoding/json"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ToolFunc is the project's tool shape.
type ToolFunc[T, R any] = func(ctx context.Context, args T) (R, error)

// Tool pairs a tool with its handler.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

func Convert[T, R any](name string, fn ToolFunc[T, R]) server.ToolHandlerFunc { // want Convert:`handler params\(param 1: converts errors\)` Convert:`open mcp-go handler`
	v := reflect.ValueOf(fn)
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// With a defer, results go through implicit result variables.
		defer trace(name)()
		args := reflect.New(v.Type().In(1))
		raw, _ := json.Marshal(req.GetArguments())
		if err := json.Unmarshal(raw, args.Interface()); err != nil {
			return mcp.NewToolResultError("arguments do not match the tool's schema: fix them"), nil
		}
		out := v.Call([]reflect.Value{reflect.ValueOf(ctx), args.Elem()})
		var toolErr error
		if !out[1].IsNil() {
			e, ok := out[1].Interface().(error)
			if ok {
				toolErr = e
			}
		}
		if toolErr != nil {
			return mcp.NewToolResultError(toolErr.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

// Must builds a Tool from a tool function.
func Must[T, R any](name string, fn ToolFunc[T, R]) Tool { // want Must:`handler params\(param 1: converts errors\)`
	return Tool{Tool: mcp.NewTool(name), Handler: Convert(name, fn)}
}

func trace(name string) func() { return func() {} }
