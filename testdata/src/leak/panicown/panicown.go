// Package panicown: a recovering middleware of the module, installed
// beside server.WithRecovery (here after it, as the inner one), takes the
// panic first and writes its own text: the panic's value is not judged.
package panicown

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.ReadFile("/srv/data.json"); err != nil {
		panic(err)
	}
	return mcp.NewToolResultText("ok"), nil
}

func recovering(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = mcp.NewToolResultError("the tool failed: see the server log")
			}
		}()
		return next(ctx, req)
	}
}

func Serve() {
	s := server.NewMCPServer("panicown", "1.0.0", server.WithRecovery(), server.WithToolHandlerMiddleware(recovering))
	s.AddTool(mcp.NewTool("read"), read)
	_ = server.ServeStdio(s)
}
