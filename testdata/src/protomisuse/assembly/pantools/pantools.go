// Package pantools declares tool factories, as vault-mcp-server's
// pkg/tools/pki does: each returns a ServerTool whose handler panics on
// the model's input. The handlers are settled here (registered in the
// ServerTool), but the server is built two packages up: panreg registers
// them on the server it is given, panmain builds that server with nothing
// recovering, panmainrec with server.WithRecovery.
package pantools

import (
	"context"
	"regexp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Grep's handler is registered by panreg.Init on panmain's server.
func Grep() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("grep"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			re := regexp.MustCompile(req.GetString("q", "")) // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call regexp\.Compile and return an isError result on its error$`
			return mcp.NewToolResultText(re.String()), nil
		},
	}
}

// Mount's handler calls a delegate, as every tool of vault-mcp-server
// does: the delegate's panics are its handler's.
func Mount() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("mount"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mountHandler(ctx, req, "kv")
		},
	}
}

func mountHandler(ctx context.Context, req mcp.CallToolRequest, kind string) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if options := args["options"]; options != nil {
		for k := range options.(map[string]any) { // want `^type assertion of the model's input to map\[string\]any without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
			_ = k
		}
	}
	return mcp.NewToolResultText(kind), nil
}

// Count's handler checks its input: nothing to report.
func Count() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("count"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			re, err := regexp.Compile(req.GetString("q", ""))
			if err != nil {
				return mcp.NewToolResultError("q is not a regular expression: " + err.Error()), nil
			}
			return mcp.NewToolResultText(re.String()), nil
		},
	}
}

// Match's handler is registered only on panmainrec's recovering server.
func Match() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("match"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			re := regexp.MustCompile(req.GetString("q", ""))
			return mcp.NewToolResultText(re.String()), nil
		},
	}
}

// Glob's handler is registered by a method of panreg, reached from
// panmain through a chain of functions that pass the server on.
func Glob() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("glob"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			re := regexp.MustCompile(req.GetString("pattern", "")) // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call regexp\.Compile and return an isError result on its error$`
			return mcp.NewToolResultText(re.String()), nil
		},
	}
}
