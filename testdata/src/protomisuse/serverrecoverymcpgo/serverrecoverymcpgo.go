// Package serverrecoverymcpgo builds an mcp-go server without
// server.WithRecovery whose handlers reach a Must method of a browser
// library: reported once at the construction, with a fix that adds the
// SDK's recovery option (it writes no message: mcp-go answers -32603
// with its own text).
package serverrecoverymcpgo

import (
	"context"

	"github.com/example/browser"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var page = &browser.Page{}

func load(p *browser.Page) {
	p.MustNavigate("https://example.com/")
}

func open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	load(page)
	return mcp.NewToolResultText("loaded"), nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer( // want `^this mcp-go server recovers no handler panic, and 1 of its handlers reaches a Must method that panics where its plain form returns an error: \(browser\.Page\)\.MustNavigate at serverrecoverymcpgo/serverrecoverymcpgo\.go:19 \(mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603\); install a recovery \(server\.WithRecovery\(\), or server\.WithToolHandlerMiddleware with a middleware that recovers, or \(server\.MCPServer\)\.Use with a middleware that recovers\), log the panic and answer an isError result$`
		"browse",
		"1.0.0",
	)
	s.AddTool(mcp.NewTool("open"), open)
	return s
}
