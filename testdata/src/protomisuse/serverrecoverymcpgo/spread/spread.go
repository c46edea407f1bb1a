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
	s := server.NewMCPServer("browse", "1.0.0", opts...) // want `^this mcp-go server recovers no handler panic`
	s.AddTool(mcp.NewTool("open"), open)
	return s
}
