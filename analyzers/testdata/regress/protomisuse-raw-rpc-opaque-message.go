// Found by FuzzHandlers: protomisuse's fix for a raw go-sdk handler
// returning a *jsonrpc.Error with the message "failed" made it an isError
// result with the text "failed": a new opaquemsg finding, as for typed
// handlers (protomisuse-rpc-opaque-message).

package srv

import (
	"context"
	"encoding/json"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func maketool1(prefix string) gomcp.ToolHandler {
	return func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		if err2 := json.Unmarshal([]byte("error"), new(map[string]any)); err2 != nil {
			var err3 error
			_ = err3
		}
		var err4 error
		_ = err4
		res5 := &gomcp.CallToolResult{}
		_ = res5
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "failed"}
	}
}

func tool6(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func tool7(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func tool8(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Register(s *server.MCPServer, g *gomcp.Server) {
	s.AddTool(mcp.NewTool("tool6"), tool6)
	s.AddTool(mcp.NewTool("tool7"), tool7)
	s.AddTool(mcp.NewTool("tool8"), tool8)
	g.AddTool(&gomcp.Tool{Name: "tool1"}, maketool1("p"))
}
