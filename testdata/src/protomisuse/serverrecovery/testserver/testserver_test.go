package testserver

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// shared is built in init, which has no position of its own.
var shared = mcp.NewServer(&mcp.Implementation{Name: "shared"}, nil)

func TestRegister(t *testing.T) {
	Register(shared)
	s := mcp.NewServer(&mcp.Implementation{Name: "test"}, nil)
	Register(s)
}
