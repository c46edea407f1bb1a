// Package bynamemcpgo: an mcp-go raw handler that dispatches by name.
package bynamemcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.Tool{Name: "a"}, dispatch)
}

func dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, ok := req.Params.Arguments.(map[string]any)
	if !ok {
		return nil, errors.New("arguments must be an object") // want `^tool handler returns an error for arguments that are not a JSON object: mcp-go sends it as a JSON-RPC error \(code -32603\); arguments that break the CallToolRequest schema are a protocol error, not a tool failure, with code -32602, which mcp-go does not let a handler send$`
	}
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText(fmt.Sprint(len(args))), nil
	default:
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name) // want `^tool handler returns an error for a tool name it does not know: mcp-go sends it as a JSON-RPC error \(code -32603\); an unknown tool is a protocol error, not a tool failure, with code -32602, which mcp-go sends itself for a tool that is not registered: register each tool with its own handler$`
	}
}
