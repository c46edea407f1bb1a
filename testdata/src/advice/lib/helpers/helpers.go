// Package helpers builds go-sdk results for package advice/before and
// advice/after: three-value helpers a typed handler returns directly.
package helpers

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Text builds a success result; Error is its flagged twin.
func Text(text string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

// Error builds an isError result.
func Error(text string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: true}, nil, nil
}

// Report builds a success result from a text and an error, and has no
// flagged twin.
func Report(text string, err error) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s: %v", text, err)}}}, nil, nil
}
