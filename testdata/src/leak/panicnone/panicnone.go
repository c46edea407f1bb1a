// Package panicnone registers handlers on a server built elsewhere: what
// recovers their panics (and so where the value goes) is not in view.
package panicnone

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

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read"), read)
}
