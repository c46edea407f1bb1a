// Package appended has results whose content is assembled with append
// over a loop or several branches.
package appended

import (
	"context"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type files struct{ Paths []string }

// Must not: a batch that reports per-item failures beside the items that
// worked is a partial success, not a failure.
func batch(ctx context.Context, req *mcp.CallToolRequest, in files) (*mcp.CallToolResult, any, error) {
	var contents []mcp.Content
	for _, p := range in.Paths {
		data, err := os.ReadFile(p)
		if err != nil {
			contents = append(contents, &mcp.TextContent{Text: fmt.Sprintf("reading %s failed: %v", p, err)})
			continue
		}
		contents = append(contents, &mcp.TextContent{Text: string(data)})
	}
	return &mcp.CallToolResult{Content: contents}, nil, nil
}

// An empty list on a failure path is an empty result.
func empty(ctx context.Context, req *mcp.CallToolRequest, in files) (*mcp.CallToolResult, any, error) {
	if _, err := os.Stat(in.Paths[0]); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{}}, nil, nil // want `^typed tool handler returns an empty result after an error check: go-sdk sends a success result, so the model is told the call worked and never learns what failed; return a result with IsError: true and a text saying what failed and what to do$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}
