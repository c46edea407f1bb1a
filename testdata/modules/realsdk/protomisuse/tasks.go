package protomisuse

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterTasks registers mcp-go task tools: a Go error ends the task
// failed, which the tasks extension keeps for JSON-RPC errors.
func RegisterTasks(s *server.MCPServer) {
	s.AddTaskTool(mcp.NewTool("export", mcp.WithTaskSupport(mcp.TaskSupportRequired)), export)
}

func export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	format := req.GetString("format", "csv")
	switch format {
	case "csv":
		if err := ctx.Err(); err != nil {
			return nil, err // the task ends cancelled: not reported
		}
		return &mcp.CreateTaskResult{Content: []mcp.Content{mcp.NewTextContent("exported")}}, nil
	case "json":
		return &mcp.CreateTaskResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("json export is not available yet: use csv")}}, nil
	}
	return nil, fmt.Errorf("unknown format %q: use csv or json", format) // want `^task tool handler returns a Go error: mcp-go sends it as a failed task whose tasks/result is a JSON-RPC error \(code -32603\), which the model never sees; a tool failure must end the task completed with an isError result: return &mcp\.CreateTaskResult\{IsError: true, Content: \[\]mcp\.Content\{mcp\.NewTextContent\(<what failed and what to do>\)\}\}, nil$`
}
