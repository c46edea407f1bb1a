// Package helpers builds go-sdk results the way flux-operator's toolbox
// does: three-value helpers a typed handler returns directly.
package helpers

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Fail(text string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: true}, nil, nil
}

// FailErr appends the error when there is one.
func FailErr(text string, err error) (*mcp.CallToolResult, any, error) {
	if err != nil {
		text = fmt.Sprintf("%s: %v", text, err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: true}, nil, nil
}

func Text(text string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}
