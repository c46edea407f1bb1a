// Package plain registers a handler of package handler without a
// converter: its errors stay JSON-RPC errors.
package plain

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/assembly/handler"
)

// New registers handler.Raw as it is.
func New() *server.MCPServer {
	s := server.NewMCPServer("raw", "1.0.0")
	s.AddTool(mcp.NewTool("raw"), handler.Raw)
	s.AddTool(mcp.NewTool("search"), handler.Search)
	s.AddTool(mcp.NewTool("find"), handler.Find)
	return s
}
