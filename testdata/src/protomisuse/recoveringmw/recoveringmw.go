// Package recoveringmw wraps some handlers in a recovering middleware
// where it registers them: their panics never reach the SDK.
package recoveringmw

import (
	"context"
	"log"
	"regexp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func withRecovery(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = mcp.NewToolResultError("internal error: the tool failed; retry or report it")
			}
		}()
		return next(ctx, req)
	}
}

// logPanics logs a panic and panics again: it recovers nothing.
func logPanics(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		defer func() {
			if r := recover(); r != nil {
				log.Print(r)
				panic(r)
			}
		}()
		return next(ctx, req)
	}
}

type entry struct {
	tool    mcp.Tool
	handler server.ToolHandlerFunc
}

func register() *server.MCPServer {
	s := server.NewMCPServer("recoveringmw", "1")
	s.AddTool(mcp.NewTool("wrapped"), withRecovery(wrapped))
	h := server.ToolHandlerFunc(reassigned)
	h = withRecovery(h)
	s.AddTool(mcp.NewTool("reassigned"), h)
	for _, e := range []entry{{mcp.NewTool("listed"), listed}} {
		s.AddTool(e.tool, withRecovery(e.handler))
	}
	s.AddTool(mcp.NewTool("logged"), logPanics(logged))
	s.AddTool(mcp.NewTool("bare"), bare)
	return s
}

func wrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_ = regexp.MustCompile(req.GetString("q", ""))
	panic("not yet")
}

func reassigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetArguments()["q"].(string)
	return mcp.NewToolResultText(q), nil
}

func listed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetArguments()["q"].(string)
	return mcp.NewToolResultText(q), nil
}

func logged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetArguments()["q"].(string) // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	return mcp.NewToolResultText(q), nil
}

func bare(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetArguments()["q"].(string) // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	return mcp.NewToolResultText(q), nil
}

// go-sdk: a raw handler wrapped in a recovering ToolHandler.
func recoverRaw(next gosdk.ToolHandler) gosdk.ToolHandler {
	return func(ctx context.Context, req *gosdk.CallToolRequest) (res *gosdk.CallToolResult, err error) {
		defer func() {
			if recover() != nil {
				res = &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "internal error: retry"}}}
			}
		}()
		return next(ctx, req)
	}
}

func registerGoSDK() *gosdk.Server {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "recoveringmw"}, nil)
	s.AddTool(&gosdk.Tool{Name: "g"}, recoverRaw(goWrapped))
	s.AddTool(&gosdk.Tool{Name: "h"}, goBare)
	return s
}

func goWrapped(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	_ = regexp.MustCompile(string(req.Params.Arguments))
	panic("not yet")
}

func goBare(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	_ = regexp.MustCompile(string(req.Params.Arguments)) // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; call regexp\.Compile and return an isError result on its error$`
	return &gosdk.CallToolResult{}, nil
}
