// Package panmainrec builds a server that recovers its handlers' panics.
package panmainrec

import (
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/assembly/panreg"
)

func Run() error {
	s := server.NewMCPServer("tools", "1.0.0", server.WithRecovery())
	panreg.InitMatch(s)
	return server.ServeStdio(s)
}
