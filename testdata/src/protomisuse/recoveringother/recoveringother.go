// Package recoveringother installs another package's recovering tool
// middleware on its mcp-go server: no handler's panic reaches the SDK.
package recoveringother

import (
	"context"
	"regexp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/recoverlib"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(recoverlib.Tools))
	s.AddTool(mcp.NewTool("grep"), grep)
	return s
}

func grep(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	re := regexp.MustCompile(req.GetString("q", ""))
	return mcp.NewToolResultText(re.String()), nil
}
