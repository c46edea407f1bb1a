package structured

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("structured"), mcp.NewStructuredToolHandler(search))
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(typed))
}

type query struct {
	Q string `json:"q"`
}

type hits struct{ N int }

// mcp-go sends "tool execution failed: " + err.Error(): the author's part
// is judged, and quoted without the SDK's prefix.
func search(ctx context.Context, req mcp.CallToolRequest, q query) (hits, error) {
	if q.Q == "" {
		return hits{}, errors.New("failed") // want `^tool failure text "failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if q.Q == "*" {
		return hits{}, fmt.Errorf("q %q matches everything: narrow the query", q.Q)
	}
	return hits{N: 1}, nil
}

func typed(ctx context.Context, req mcp.CallToolRequest, q query) (*mcp.CallToolResult, error) {
	if q.Q == "" {
		return mcp.NewToolResultError("Something went wrong"), nil // want `^tool failure text "Something went wrong" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return mcp.NewToolResultText("found"), nil
}
