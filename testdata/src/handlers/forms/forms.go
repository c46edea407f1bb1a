package forms

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Service struct{}

func (s *Service) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
	return nil, nil
}

func named(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
	return nil, nil
}

// Found by signature only: never registered here.
func Exported(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc signature open as Exported`
	return nil, nil
}

func factory(prefix string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
		return mcp.NewToolResultText(prefix), nil
	}
}

var stored = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
	return nil, nil
}

type args struct{ Q string }

func typed(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) { // want `handler mcp-go TypedToolHandlerFunc wrapper`
	return nil, nil
}

func structured(ctx context.Context, req mcp.CallToolRequest, a args) (string, error) { // want `handler mcp-go StructuredToolHandlerFunc wrapper`
	return "", nil
}

func task(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) { // want `handler mcp-go TaskToolHandlerFunc registration`
	return nil, nil
}

func continued(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc registration`
	return run(req.GetString("q", ""))
}

func run(q string) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc continuation`
	return mcp.NewToolResultText(q), nil
}

func logging(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler mcp-go ToolHandlerFunc middleware`
		return next(ctx, req)
	}
}

// Not handlers: prompt and resource handlers, other signatures.
func prompt(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, nil
}

func resource(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	return nil, nil
}

func helper(ctx context.Context, q string) (*mcp.CallToolResult, error) {
	return nil, nil
}

// A structured-shaped function never given to NewStructuredToolHandler is
// not a handler.
func lookup(ctx context.Context, req mcp.CallToolRequest, id string) (string, error) {
	return id, nil
}

func Register(s *server.MCPServer) {
	svc := &Service{}
	s.AddTool(mcp.NewTool("search"), svc.search)
	s.AddTool(mcp.NewTool("named"), named)
	s.AddTool(mcp.NewTool("factory"), factory("x"))
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("stored"), Handler: stored})
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(typed))
	s.AddTool(mcp.NewTool("structured"), mcp.NewStructuredToolHandler(structured))
	s.AddTaskTool(mcp.NewTool("task"), task)
	s.AddTool(mcp.NewTool("continued"), continued)
	s.Use(logging)
	s.AddPrompt(mcp.Prompt{}, prompt)
	s.AddResource(mcp.Resource{}, resource)
}
