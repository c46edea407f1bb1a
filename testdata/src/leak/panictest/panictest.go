// Package panictest registers a handler that panics; only its test builds
// a server with server.WithRecovery, which says nothing of the server the
// program runs: the panic's value is not judged as a JSON-RPC message.
package panictest

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/data"); err != nil {
		panic(err)
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) { s.AddTool(mcp.NewTool("read"), read) }
