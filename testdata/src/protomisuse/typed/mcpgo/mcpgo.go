// Package mcpgo registers convtools behind an adapter that converts the
// tool function's error into an isError result.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/typed/api"
	"protomisuse/typed/convtools"
)

// Register adds every tool.
func Register(s *server.MCPServer) {
	for _, t := range convtools.All() {
		tool := t
		s.AddTool(mcp.NewTool(tool.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := tool.Handler(api.Params{Args: req.GetArguments()})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if res.Error != nil {
				return mcp.NewToolResultError(res.Error.Error()), nil
			}
			return mcp.NewToolResultText(res.Content), nil
		})
	}
}
