// Package passed builds an mcp-go server and passes it to a function of
// another package, which may register handlers that panic with values of
// their own: the option would send them, and this package cannot see
// them. The server-recovery finding has no fix (a reviewer's case).
package passed

import (
	"context"

	"github.com/example/browser"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/serverrecoverymcpgo/passed/more"
)

var page = &browser.Page{}

func open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page.MustNavigate("https://example.com/")
	return mcp.NewToolResultText("loaded"), nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer("browse", "1.0.0") // want `^this mcp-go server recovers no handler panic, and 1 of its handlers reaches a Must method that panics where its plain form returns an error: \(browser\.Page\)\.MustNavigate at passed/passed\.go:20 \(mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603\); install a recovery \(server\.WithRecovery\(\), or server\.WithToolHandlerMiddleware with a middleware that recovers, or \(server\.MCPServer\)\.Use with a middleware that recovers\), log the panic and answer an isError result$`
	s.AddTool(mcp.NewTool("open"), open)
	more.Register(s)
	return s
}
