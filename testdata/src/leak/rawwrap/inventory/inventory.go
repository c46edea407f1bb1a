// Package inventory wraps typed tool functions in raw go-sdk handlers
// that return their error unchanged: a JSON-RPC error (protomisuse
// reports the wrapper, once).
package inventory

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Wrap runs h as a raw handler.
func Wrap(h func(context.Context, *mcp.CallToolRequest, map[string]any) (*mcp.CallToolResult, any, error)) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, _, err := h(ctx, req, nil)
		return res, err
	}
}

// Deps are a tool's dependencies.
type Deps struct{ Token string }

// NewTool runs a tool function of the project's shape behind Wrap: its
// errors leave raw too.
func NewTool(h func(context.Context, Deps, *mcp.CallToolRequest, map[string]any) (*mcp.CallToolResult, any, error)) mcp.ToolHandler {
	return Wrap(func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
		return h(ctx, Deps{}, req, args)
	})
}
