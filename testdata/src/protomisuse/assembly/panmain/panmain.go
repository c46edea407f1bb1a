// Package panmain builds a stdio server with nothing recovering and has
// panreg register the tools on it.
package panmain

import (
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/assembly/panreg"
)

func Run() error {
	s := server.NewMCPServer("tools", "1.0.0")
	panreg.Init(s)
	panreg.Setup(s)
	return server.ServeStdio(s)
}
