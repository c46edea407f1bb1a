// Package oldtasks: mcp-go v1.0.0–v1.1.x task tools (protomisuse's
// TestOldSDKTasks). A panic fails the task; (nil, nil) completes it with
// the nil result, which tasks/result then dereferences.
package oldtasks

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTaskTool(mcp.NewTool("panics"), panics)
	s.AddTaskTool(mcp.NewTool("nothing"), nothing)
}

// The SDK recovers the panic and fails the task: not reported.
func panics(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	panic("not implemented")
}

func nothing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	return nil, nil // want `^task tool handler returns a nil result and a nil error: mcp-go answers with no answer \(the task ends completed and tasks/result panics on the nil result\); return a result \(an isError result for a failure\)$`
}
