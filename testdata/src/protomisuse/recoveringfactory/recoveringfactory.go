// Package recoveringfactory installs middleware that a factory of another
// package makes (recoverlib.Recovery(…), recoverlib.ToolsWith(…)): it
// recovers the handlers' panics. What a re-panicking factory makes does
// not (recoveringfactory/relog).
package recoveringfactory

import (
	"context"
	"regexp"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/recoverlib"
)

type in struct {
	Pattern string `json:"pattern"`
}

// Recovered: the factory's middleware recovers.
func Recovered() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)
	s.AddReceivingMiddleware(recoverlib.Recovery("grep"))
	mcp.AddTool(s, &mcp.Tool{Name: "grep"}, grep)
	return s
}

func grep(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	re := regexp.MustCompile(a.Pattern)
	return nil, re.String(), nil
}

// ToolsRecovered: mcp-go, the factory's tool middleware recovers.
func ToolsRecovered() *server.MCPServer {
	s := server.NewMCPServer("x", "1", server.WithToolHandlerMiddleware(recoverlib.ToolsWith("the tool failed")))
	s.AddTool(mcpgo.NewTool("find"), find)
	return s
}

func find(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	re := regexp.MustCompile(req.GetString("q", ""))
	return mcpgo.NewToolResultText(re.String()), nil
}
