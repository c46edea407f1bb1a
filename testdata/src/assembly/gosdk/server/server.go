// Package server assembles the server from packages tools and inventory.
package server

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"assembly/gosdk/inventory"
	"assembly/gosdk/tools"
)

// New returns the server with every tool registered.
func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "files"}, nil)
	inventory.Register(s, tools.All())
	return s
}
