// Package panicrecovered builds servers that recover panics and
// registers panichandler's Find and GoFind on them: nothing is reported.
package panicrecovered

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/assembly/panichandler"
	"protomisuse/recoverlib"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("find", "1.0.0", server.WithRecovery())
	s.AddTool(mcp.NewTool("find"), panichandler.Find)
	return s
}

func NewGoSDK() *gosdk.Server {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "find"}, nil)
	s.AddReceivingMiddleware(recoverlib.Methods)
	s.AddTool(&gosdk.Tool{Name: "find"}, panichandler.GoFind)
	return s
}
