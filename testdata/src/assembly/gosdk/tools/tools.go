// Package tools defines tool functions of the project's own shape (an
// extra dependency parameter) and the adapter that relays them to
// package inventory.
package tools

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"assembly/gosdk/inventory"
)

// Deps are what a tool function needs.
type Deps struct{ Root string }

func depsFrom(ctx context.Context) Deps { return Deps{Root: "/srv"} }

// NewTool wraps a tool function in a typed handler that inventory relays
// through a raw one.
func NewTool[In, Out any](tool mcp.Tool, h func(context.Context, Deps, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)) inventory.ServerTool { // want `NewTool: handler params\(param 1: relays results 0,1,2 as go-sdk typed ToolHandlerFor, returns its error raw as go-sdk raw ToolHandler\)`
	return inventory.NewTypedTool(tool, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) { // want `handler go-sdk typed ToolHandlerFor signature`
		return h(ctx, depsFrom(ctx), req, in)
	})
}

type readArgs struct{ Path string }

// ReadFile is a tool whose function returns Go errors: the raw closure in
// inventory sends them as JSON-RPC errors.
func ReadFile() inventory.ServerTool {
	return NewTool(mcp.Tool{Name: "read_file"}, func(ctx context.Context, d Deps, req *mcp.CallToolRequest, a readArgs) (*mcp.CallToolResult, any, error) { // want `handler go-sdk typed ToolHandlerFor registration`
		if a.Path == "" {
			return nil, nil, errors.New("path is required")
		}
		data, err := os.ReadFile(d.Root + "/" + a.Path)
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil, nil
	})
}

func ping(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler go-sdk raw ToolHandler registration`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "pong"}}}, nil
}

// Ping is a raw handler kept as it is.
func Ping() inventory.ServerTool { return inventory.NewRawTool(mcp.Tool{Name: "ping"}, ping) }

// All lists the tools.
func All() []inventory.ServerTool { return []inventory.ServerTool{ReadFile(), Ping()} }
