package crosspkg

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/reghelper"
)

func Register(s *server.MCPServer) {
	reghelper.Tool(s, "plain", plain)
	reghelper.Safe(s, "safe", safe)
	reghelper.Structured(s, "structured", structured)
}

func plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("plain failure") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
}

// Errors converted by reghelper.Safe: not reported.
func safe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("safe failure")
}

type args struct{ Q string }

// A typed-shaped function registered through NewStructuredToolHandler in
// another package: its errors become isError results.
func structured(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	return nil, errors.New("structured failure")
}
