// Package panreg registers pantools' tools on a server it is given, as
// vault-mcp-server's pkg/tools.InitTools does.
package panreg

import (
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/assembly/pantools"
)

func Init(s *server.MCPServer) {
	grep := pantools.Grep()
	s.AddTool(grep.Tool, grep.Handler)
	add(s, pantools.Count())
	add(s, pantools.Mount())
}

func add(s *server.MCPServer, t server.ServerTool) {
	s.AddTool(t.Tool, t.Handler)
}

// InitMatch registers the tool only panmainrec serves.
func InitMatch(s *server.MCPServer) {
	m := pantools.Match()
	s.AddTool(m.Tool, m.Handler)
}

// Setup reaches Registry.Init through a chain declared callers first:
// each link is known to register Glob only once the next one is.
func Setup(s *server.MCPServer) { setupA(s) }

func setupA(s *server.MCPServer) { setupB(s) }

func setupB(s *server.MCPServer) { setupC(s) }

func setupC(s *server.MCPServer) { Registry{}.Init(s) }

// Registry registers through a method: its server is the first
// parameter after the receiver.
type Registry struct{}

func (Registry) Init(s *server.MCPServer) {
	g := pantools.Glob()
	s.AddTool(g.Tool, g.Handler)
}
