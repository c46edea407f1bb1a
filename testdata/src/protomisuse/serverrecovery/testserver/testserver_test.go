package testserver

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestRegister(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "test"}, nil)
	Register(s)
}
