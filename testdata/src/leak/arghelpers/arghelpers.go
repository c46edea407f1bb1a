// Package arghelpers: mcp-go's Require* helpers fail with texts they
// write about the model's own arguments (required argument "n" not
// found), safe to show: none is reported. Each helper is an ArgHelpers
// row of the table; without its row, its error is raw SDK text.
package arghelpers

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func resize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	width, err := req.RequireInt("width")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	scale, err := req.RequireFloat("scale")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	keep, err := req.RequireBool("keep_aspect")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(width, scale, keep)), nil
}

func tag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	names, err := req.RequireStringSlice("names")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	ids, err := req.RequireIntSlice("ids")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	weights, err := req.RequireFloatSlice("weights")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	flags, err := req.RequireBoolSlice("flags")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(names, ids, weights, flags)), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("resize"), resize)
	s.AddTool(mcp.NewTool("tag"), tag)
}
