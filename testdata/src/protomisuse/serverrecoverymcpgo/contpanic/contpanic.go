// Package contpanic: a handler's continuation (doRead, whose results
// read returns) panics with os.ReadFile's error. With server.WithRecovery
// that value would be the JSON-RPC error's text (leak's panic sink judges
// continuations too): the server-recovery finding has no fix (a
// reviewer's case).
package contpanic

import (
	"context"
	"os"

	"github.com/example/browser"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var page = &browser.Page{}

func open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page.MustNavigate("https://example.com/")
	return mcp.NewToolResultText("loaded"), nil
}

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return doRead(ctx, req.GetString("path", ""))
}

func doRead(ctx context.Context, path string) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		panic(err) // want `^panic in a tool handler fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; return an isError result instead$`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer("browse", "1.0.0") // want `^this mcp-go server recovers no handler panic, and 1 of its handlers reaches a Must method that panics where its plain form returns an error: \(browser\.Page\)\.MustNavigate at contpanic/contpanic\.go:20 \(mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603\); install a recovery \(server\.WithRecovery\(\), or server\.WithToolHandlerMiddleware with a middleware that recovers, or \(server\.MCPServer\)\.Use with a middleware that recovers\), log the panic and answer an isError result$`
	s.AddTool(mcp.NewTool("open"), open)
	s.AddTool(mcp.NewTool("read"), read)
	return s
}
