// Package panichandler declares exported tool handlers that panic on the
// model's input and registers none: whether anything recovers their
// panics is settled where a server registers them (panicserver: nothing
// does; panicrecovered: server.WithRecovery does).
package panichandler

import (
	"context"
	"regexp"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Grep is registered on a server with nothing recovering.
func Grep(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	re := regexp.MustCompile(req.GetString("q", "")) // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call regexp\.Compile and return an isError result on its error$`
	return mcp.NewToolResultText(re.String()), nil
}

// Find is registered on a server built with server.WithRecovery only.
func Find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	re := regexp.MustCompile(req.GetString("q", ""))
	return mcp.NewToolResultText(re.String()), nil
}

// GoGrep is a go-sdk handler registered on a server with nothing
// recovering.
func GoGrep(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	_ = regexp.MustCompile(string(req.Params.Arguments)) // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; call regexp\.Compile and return an isError result on its error$`
	return &gosdk.CallToolResult{}, nil
}

// GoFind is registered on a go-sdk server with a recovering middleware.
func GoFind(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	_ = regexp.MustCompile(string(req.Params.Arguments))
	return &gosdk.CallToolResult{}, nil
}
