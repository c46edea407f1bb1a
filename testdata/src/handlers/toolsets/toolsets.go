// Package toolsets registers handlers made by functions that take a
// handler: found by signature alone, such a closure is taken for the
// handler a middleware returns. Only the registration row
// (AddSessionTool) or the handler-field rows (ServerTool.Handler,
// ServerTaskTool.Handler, for AddTools, SetTools, AddSessionTools and
// AddTaskTools) say that it is registered as a tool handler. Each call
// has its own factory, so that dropping one row changes one want.
package toolsets

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func base(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc signature`
	return mcp.NewToolResultText("ok"), nil
}

func baseTask(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) { // want `handler mcp-go TaskToolHandlerFunc signature`
	return nil, nil
}

func forSession(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
		return h(ctx, req)
	}
}

func forAdd(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
		return h(ctx, req)
	}
}

func forSet(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
		return h(ctx, req)
	}
}

func forSessionSet(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
		return h(ctx, req)
	}
}

func forTasks(h server.TaskToolHandlerFunc) server.TaskToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) { // want `handler mcp-go TaskToolHandlerFunc registration`
		return h(ctx, req)
	}
}

// Not registered: the handler a middleware-shaped factory returns.
func unused(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc middleware`
		return h(ctx, req)
	}
}

func Register(s *server.MCPServer, session string) {
	_ = s.AddSessionTool(session, mcp.NewTool("session"), forSession(base))
	s.AddTools([]server.ServerTool{{Tool: mcp.NewTool("add"), Handler: forAdd(base)}}...)
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("set"), Handler: forSet(base)})
	_ = s.AddSessionTools(session, []server.ServerTool{{Tool: mcp.NewTool("sessions"), Handler: forSessionSet(base)}}...)
	s.AddTaskTools(server.ServerTaskTool{Tool: mcp.NewTool("tasks"), Handler: forTasks(baseTask)})
}
