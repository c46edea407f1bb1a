package panictest

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"
)

func TestRead(t *testing.T) {
	s := server.NewMCPServer("t", "1", server.WithRecovery())
	Register(s)
}
