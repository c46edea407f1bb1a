// Package transport: a failure to notify or log to the client means the
// connection itself failed, a server-side fault the model could not be
// told of anyway: returning it as a Go error is right, and nothing is
// reported. Each SDK method is a TransportCalls row of the table;
// without its row, each return below is a tool failure sent as a
// JSON-RPC error.
package transport

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func notify(s *server.MCPServer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := s.SendNotificationToSpecificClient("session-1", "notifications/progress", nil); err != nil {
			return nil, fmt.Errorf("notifying the client: %w", err)
		}
		if err := s.SendLogMessageToClient(ctx, mcp.LoggingMessageNotification{}); err != nil {
			return nil, fmt.Errorf("logging to the client: %w", err)
		}
		if err := s.SendLogMessageToSpecificClient("session-1", mcp.LoggingMessageNotification{}); err != nil {
			return nil, fmt.Errorf("logging to the client: %w", err)
		}
		if err := s.SendElicitationComplete(ctx, server.ClientSessionFromContext(ctx), "login-1"); err != nil {
			return nil, fmt.Errorf("completing the sign-in: %w", err)
		}
		if req.GetString("q", "") == "" {
			return nil, errors.New("q is required") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
		}
		return mcp.NewToolResultText("done"), nil
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("notify"), notify(s))
}

func progress(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	if err := req.Session.NotifyProgress(ctx, &gosdk.ProgressNotificationParams{Progress: 1, Total: 2}); err != nil {
		return nil, fmt.Errorf("reporting progress: %w", err)
	}
	if err := req.Session.NotifyElicitationComplete(ctx, &gosdk.ElicitationCompleteParams{ElicitationID: "login-1"}); err != nil {
		return nil, fmt.Errorf("completing the sign-in: %w", err)
	}
	if len(req.Params.Arguments) == 0 {
		return nil, errors.New("arguments are required") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "done"}}}, nil
}

func RegisterGoSDK(s *gosdk.Server) {
	s.AddTool(&gosdk.Tool{Name: "progress"}, progress)
}
