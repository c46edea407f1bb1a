// Package oldtasks: mcp-go v0.44.x task tools (protomisuse's
// TestOldSDKTasks). The task runs in a goroutine of its own that recovers
// nothing, CreateTaskResult has no IsError field yet, and (nil, nil)
// completes the task with an empty result.
package oldtasks

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTaskTool(mcp.NewTool("fails"), fails)
	s.AddTaskTool(mcp.NewTool("panics"), panics)
	s.AddTaskTool(mcp.NewTool("nothing"), nothing)
	s.AddTaskTool(mcp.NewTool("cancelled"), cancelled)
}

func fails(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	return nil, errors.New("the report API is down, retry later") // want `^task tool handler returns a Go error: mcp-go sends it as a failed task whose tasks/result is a JSON-RPC error \(code -32603\), which the model never sees; a tool failure must end the task completed with an isError result: mcp\.CreateTaskResult has no IsError field in this mcp-go version, so the handler cannot send an isError result: upgrade mcp-go$`
}

func panics(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	panic("not implemented") // want `^panic in a task tool handler fails the call without an isError result: mcp-go: the task runs in a goroutine of its own and nothing recovers the panic: the process dies; return an isError result instead$`
}

func nothing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	return nil, nil // want `^task tool handler returns a nil result and a nil error: mcp-go answers with a completed task whose tasks/result is a success result and no content; return a result \(an isError result for a failure\)$`
}

func cancelled(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &mcp.CreateTaskResult{}, nil
}
