// Package selfpanic: a handler panics itself, so server.WithRecovery
// would send its panic value as the error's text (leak's panic sink):
// the finding has no fix.
package selfpanic

import (
	"context"

	"github.com/example/browser"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var page = &browser.Page{}

func open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page.MustNavigate("https://example.com/")
	return mcp.NewToolResultText("loaded"), nil
}

func boom(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	panic("not implemented") // want `^panic in a tool handler fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; return an isError result instead$`
}

func New() *server.MCPServer {
	s := server.NewMCPServer("browse", "1.0.0") // want `^this mcp-go server recovers no handler panic, and 1 of its handlers reaches a Must method that panics where its plain form returns an error: \(browser\.Page\)\.MustNavigate at selfpanic/selfpanic\.go:17 \(mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603\); install a recovery \(server\.WithRecovery\(\), or server\.WithToolHandlerMiddleware with a middleware that recovers, or \(server\.MCPServer\)\.Use with a middleware that recovers\), log the panic and answer an isError result$`
	s.AddTool(mcp.NewTool("open"), open)
	s.AddTool(mcp.NewTool("boom"), boom)
	return s
}
