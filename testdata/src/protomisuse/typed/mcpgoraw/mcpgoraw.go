// Package mcpgoraw registers rawtools in mcp-go handlers that return the
// tool function's error as their own.
package mcpgoraw

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/typed/api"
	"protomisuse/typed/rawtools"
)

// Register adds every tool.
func Register(s *server.MCPServer) {
	for _, t := range rawtools.All() {
		tool := t
		s.AddTool(mcp.NewTool(tool.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := tool.Handler(api.Params{Args: req.GetArguments()})
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(res.Content), nil
		})
	}
}
