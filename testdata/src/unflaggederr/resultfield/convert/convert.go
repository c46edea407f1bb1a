// Package convert turns the project's result into the SDK's, as
// xiaohongshu-mcp's convertToMCPResult does: the message is the text,
// the flag is IsError.
package convert

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"unflaggederr/resultfield/api"
)

// ToMCP converts r.
func ToMCP(r *api.Result) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: r.Failed, Content: []mcp.Content{&mcp.TextContent{Text: r.Message}}}
}
