// Package adapted has a tool function behind a converting adapter (in the
// style of mcp-grafana's ConvertTool) that builds its own results.
package adapted

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"handlers/adapter"
)

type args struct{ Name string }

var errUnknown = errors.New("unknown name")

func lookup(name string) error {
	if name == "" {
		return errUnknown
	}
	return nil
}

func get(ctx context.Context, a args) (*mcp.CallToolResult, error) {
	if err := lookup(a.Name); err != nil {
		return mcp.NewToolResultText("lookup of " + a.Name + " failed: check the name"), nil // want `^tool handler reports a failure in a result without IsError: its text says "failed" after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText("hello " + a.Name), nil
}

var GetTool = adapter.Must("get", get)
