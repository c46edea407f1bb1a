// Package generated registers a handler declared in a generated file
// (not checked) beside one of its own (checked).
package generated

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func own(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.ReadFile("/etc/own.conf")
	return nil, err // want `^tool handler returns the error of os\.ReadFile unchecked: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup"), genLookup)
	s.AddTool(mcp.NewTool("own"), own)
}
