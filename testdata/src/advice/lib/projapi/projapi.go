// Package projapi is a project's own handler type and result for the
// tools of advice/before/project and advice/after/project: the adapter
// copies a result's Message into the SDK result's text and its Failed
// into IsError, and returns a tool function's error as its own.
package projapi

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Params carries what a tool is called with.
type Params struct {
	Args map[string]any
}

// Result is what a tool returns.
type Result struct {
	Message string
	Failed  bool
}

// ToolHandlerFunc is the tools' handler type.
type ToolHandlerFunc func(params Params) (*Result, error)

// ServerTool is a tool and its handler.
type ServerTool struct {
	Name    string
	Handler ToolHandlerFunc
}

// ToMCP converts r.
func ToMCP(r *Result) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: r.Failed, Content: []mcp.Content{&mcp.TextContent{Text: r.Message}}}
}
