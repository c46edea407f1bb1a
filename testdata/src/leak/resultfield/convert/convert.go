// Package convert is the module's result helper, in a package of its
// own as kubernetes-mcp-server's NewStructuredResult is beside its
// adapter: an error passed to it becomes the text of an isError result.
package convert

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Structured sends err's text as an isError result when err is not nil,
// and content otherwise.
func Structured(content string, data any, err error) *mcp.CallToolResult {
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: content}}, StructuredContent: data}
}
