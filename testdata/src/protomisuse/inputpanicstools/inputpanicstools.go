// Package inputpanicstools registers tools on servers built elsewhere (the
// layout of most servers: main builds the server, maybe with
// server.WithRecovery or a recovering middleware, and calls Register).
// Whether anything recovers is not in view, so panics the model's input
// can trigger are not reported here; an explicit panic still is.
package inputpanicstools

import (
	"context"
	"regexp"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Register adds the mcp-go tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("grep"), grep)
}

func grep(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	re := regexp.MustCompile(req.GetString("q", ""))
	q := req.GetArguments()["q"].(string)
	if q == "" {
		panic("empty") // want `^panic in a tool handler fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; return an isError result instead$`
	}
	return mcp.NewToolResultText(re.String() + strings.Split(q, "/")[1]), nil
}

type in struct {
	Pattern string   `json:"pattern"`
	Paths   []string `json:"paths"`
}

// RegisterGoSDK adds the go-sdk tools to s.
func RegisterGoSDK(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "g"}, goGrep)
}

func goGrep(ctx context.Context, req *gosdk.CallToolRequest, a in) (*gosdk.CallToolResult, any, error) {
	return nil, regexp.MustCompile(a.Pattern).String() + a.Paths[0], nil
}
