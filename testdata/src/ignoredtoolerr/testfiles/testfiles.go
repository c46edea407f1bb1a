// Package testfiles has tests that read failing results on purpose.
package testfiles

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func NewServer() *server.MCPServer {
	s := server.NewMCPServer("t", "1")
	s.AddTool(mcp.NewTool("fail"), nil)
	return s
}
