package order

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

func listTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir(req.GetString("dir", ""))
	if err != nil {
		return failed(err), nil
	}
	return mcp.NewToolResultText(entries[0].Name()), nil
}

func removeTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Remove(req.GetString("path", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("removed"), nil
}

//mcplint:ignore protomisuse nothing here: the directive is stale
