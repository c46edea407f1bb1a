// Package values wraps tool functions of package tools that it keeps in a
// map and a slice, which the pass does not follow: a weak handler referred
// to as a value in a package that wraps handlers of its kind is taken for
// one.
package values

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wrap/tools"
)

type typed = func(context.Context, mcp.CallToolRequest, tools.Args) (*mcp.CallToolResult, error)

func Register(s *server.MCPServer) {
	hs := map[string]typed{"chmod": tools.Chmod}
	for name, h := range hs {
		s.AddTool(mcp.NewTool(name), mcp.NewTypedToolHandler(h))
	}
}
