package nilnil

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("a"), search)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	if q == "" {
		return nil, nil // want `^tool handler returns a nil result and a nil error: mcp-go answers with a JSON-RPC error \(code -32603\) "tool '<name>' handler returned no result"; return a result \(an isError result for a failure\)$`
	}
	var res *mcp.CallToolResult
	if q == "x" {
		res = mcp.NewToolResultText("x")
	}
	return res, nil // not known to be nil on every path
}

func named(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	if req.GetString("q", "") == "" {
		return // want `^tool handler returns a nil result and a nil error: mcp-go answers with a JSON-RPC error \(code -32603\) "tool '<name>' handler returned no result"; return a result \(an isError result for a failure\)$`
	}
	res = mcp.NewToolResultText("ok")
	return
}
