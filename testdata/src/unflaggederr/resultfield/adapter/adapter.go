// Package adapter registers the tools of package tools as raw go-sdk
// handlers whose result convert.ToMCP makes from the tool's.
package adapter

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"unflaggederr/resultfield/api"
	"unflaggederr/resultfield/convert"
	"unflaggederr/resultfield/tools"
)

// Register adds every tool.
func Register(s *mcp.Server) {
	for _, t := range tools.All() {
		tool := t
		s.AddTool(&mcp.Tool{Name: tool.Name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := tool.Handler(api.Params{})
			if err != nil {
				return nil, err
			}
			return convert.ToMCP(res), nil
		})
	}
}
