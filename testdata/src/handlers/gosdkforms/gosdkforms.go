package gosdkforms

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Q string }
type out struct{ N int }

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler go-sdk raw ToolHandler registration`
	return nil, nil
}

func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) { // want `handler go-sdk typed ToolHandlerFor registration`
	return nil, out{}, nil
}

// Generic typed handlers are handlers too.
func generic[T any](ctx context.Context, req *mcp.CallToolRequest, a T) (*mcp.CallToolResult, any, error) { // want `handler go-sdk typed ToolHandlerFor registration`
	return nil, nil, nil
}

func prompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "raw"}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "generic"}, generic[in])
	s.AddPrompt(&mcp.Prompt{Name: "p"}, prompt)
}
