// Package fixpoint registers its handler through a chain of seven of
// its own helpers, each declared before the one it calls. Scanning the
// package in source order finds one more helper's summary per round:
// reg1's in the first, reg7's in the seventh, and the registration of
// lookup in New in the eighth, the last round the fixpoint runs. Fewer
// rounds leave lookup found by its signature only. search, registered
// through a chain of eight, would need a ninth round: it is found by its
// signature only, and more rounds would find its registration.
package fixpoint

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("fixpoint", "1.0.0")
	reg7(s, lookup)
	return s
}

func reg7(s *server.MCPServer, h server.ToolHandlerFunc) { reg6(s, h) }
func reg6(s *server.MCPServer, h server.ToolHandlerFunc) { reg5(s, h) }
func reg5(s *server.MCPServer, h server.ToolHandlerFunc) { reg4(s, h) }
func reg4(s *server.MCPServer, h server.ToolHandlerFunc) { reg3(s, h) }
func reg3(s *server.MCPServer, h server.ToolHandlerFunc) { reg2(s, h) }
func reg2(s *server.MCPServer, h server.ToolHandlerFunc) { reg1(s, h) }

func reg1(s *server.MCPServer, h server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool("lookup"), h)
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `^handler mcp-go ToolHandlerFunc registration$`
	return mcp.NewToolResultText("ok"), nil
}

func NewPast() *server.MCPServer {
	s := server.NewMCPServer("fixpoint", "1.0.0")
	pre8(s, search)
	return s
}

func pre8(s *server.MCPServer, h server.ToolHandlerFunc) { pre7(s, h) }
func pre7(s *server.MCPServer, h server.ToolHandlerFunc) { pre6(s, h) }
func pre6(s *server.MCPServer, h server.ToolHandlerFunc) { pre5(s, h) }
func pre5(s *server.MCPServer, h server.ToolHandlerFunc) { pre4(s, h) }
func pre4(s *server.MCPServer, h server.ToolHandlerFunc) { pre3(s, h) }
func pre3(s *server.MCPServer, h server.ToolHandlerFunc) { pre2(s, h) }
func pre2(s *server.MCPServer, h server.ToolHandlerFunc) { pre1(s, h) }

func pre1(s *server.MCPServer, h server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool("search"), h)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `^handler mcp-go ToolHandlerFunc signature$`
	return mcp.NewToolResultText("ok"), nil
}
