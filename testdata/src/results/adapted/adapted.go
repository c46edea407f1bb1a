// Package adapted has tool functions behind a converting adapter that
// build the SDK's result themselves, as mcp-grafana's do: the result is
// what they send.
package adapted

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"handlers/adapter"
)

type args struct{ Name string }

func get(ctx context.Context, a args) (*mcp.CallToolResult, error) {
	if a.Name == "" {
		return nil, errors.New("name is required") // want `send: an isError result text="name is required"`
	}
	return mcp.NewToolResultText("hello " + a.Name), nil // want `send: success result flag=unset kind=ctor text="hello \{\?\}"`
}

var GetTool = adapter.Must("get", get)
