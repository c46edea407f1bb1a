// Package spread passes the server's options with "...": no fix.
package spread

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

func New(opts ...server.ServerOption) *server.MCPServer {
	s := server.NewMCPServer("browse", "1.0.0", opts...) // want `^this mcp-go server recovers no handler panic, and 1 of its handlers reaches a Must method that panics where its plain form returns an error: \(browser\.Page\)\.MustNavigate at spread/spread\.go:15 \(mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603\); install a recovery \(server\.WithRecovery\(\), or server\.WithToolHandlerMiddleware with a middleware that recovers, or \(server\.MCPServer\)\.Use with a middleware that recovers\), log the panic and answer an isError result$`
	s.AddTool(mcp.NewTool("open"), open)
	return s
}
