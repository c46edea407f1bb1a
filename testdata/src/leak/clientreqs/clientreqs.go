// Package clientreqs: the server's requests to its own client (sampling,
// roots, elicitation, ping) fail with texts about the client or the
// session, which the model may see: none is reported. Each SDK method
// is a SessionRequests row of the table; without its row, its error is
// raw SDK text and each return below is a finding.
package clientreqs

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func roots(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.RequestRoots(ctx, mcp.ListRootsRequest{}); err != nil {
			return mcp.NewToolResultError("listing the client's roots failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

func login(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		session := server.ClientSessionFromContext(ctx)
		if _, err := s.RequestURLElicitation(ctx, session, "login-1", "https://auth.example.com/login", "sign in"); err != nil {
			return mcp.NewToolResultError("asking the user to sign in failed: " + err.Error()), nil
		}
		return mcp.NewToolResultText("signed in"), nil
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("roots"), roots(s))
	s.AddTool(mcp.NewTool("login"), login(s))
}

type in struct{ Q string }

func summarize(ctx context.Context, req *gosdk.CallToolRequest, a in) (*gosdk.CallToolResult, any, error) {
	if _, err := req.Session.CreateMessage(ctx, &gosdk.CreateMessageParams{}); err != nil {
		return nil, nil, fmt.Errorf("sampling failed: %w", err)
	}
	if _, err := req.Session.CreateMessageWithTools(ctx, &gosdk.CreateMessageWithToolsParams{}); err != nil {
		return nil, nil, fmt.Errorf("sampling with tools failed: %w", err)
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "done"}}}, nil, nil
}

func listRoots(ctx context.Context, req *gosdk.CallToolRequest, a in) (*gosdk.CallToolResult, any, error) {
	if err := req.Session.Ping(ctx, &gosdk.PingParams{}); err != nil {
		return nil, nil, fmt.Errorf("the client does not answer: %w", err)
	}
	if _, err := req.Session.ListRoots(ctx, &gosdk.ListRootsParams{}); err != nil {
		return nil, nil, fmt.Errorf("listing the client's roots failed: %w", err)
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "done"}}}, nil, nil
}

func RegisterGoSDK(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "summarize"}, summarize)
	gosdk.AddTool(s, &gosdk.Tool{Name: "roots"}, listRoots)
}
