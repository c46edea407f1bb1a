// Package panicserver builds servers with nothing recovering panics and
// registers panichandler's handlers on them: their input panics are
// reported, at the handlers' lines.
package panicserver

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/assembly/panichandler"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("grep", "1.0.0")
	s.AddTool(mcp.NewTool("grep"), panichandler.Grep)
	return s
}

func NewGoSDK() *gosdk.Server {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "grep"}, nil)
	s.AddTool(&gosdk.Tool{Name: "grep"}, panichandler.GoGrep)
	return s
}
