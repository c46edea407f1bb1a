// Package recovered installs mcp-go's recovery option, so panics are
// answered (-32603) rather than fatal.
package recovered

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("x", "1", server.WithRecovery())
	s.AddTool(mcp.NewTool("a"), handler)
	return s
}

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "" {
		panic("q is required")
	}
	return mcp.NewToolResultText("ok"), nil
}
