// Package adapter registers the tools of package tools as go-sdk typed
// handlers: a result's Error is returned as the handler's error (go-sdk
// sends its text as an isError result), its Failure is sent as an
// isError text, and its Text through toResult, which also sends the
// Error field it reads. The tools of api.WrappedFunc have their Error
// sent after words of the adapter's own.
package adapter

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"opaquemsg/resultfield/api"
	"opaquemsg/resultfield/tools"
)

// Register adds every tool.
func Register(s *mcp.Server) {
	for _, t := range tools.All() {
		tool := t
		mcp.AddTool(s, &mcp.Tool{Name: tool.Name}, func(ctx context.Context, req *mcp.CallToolRequest, in map[string]any) (*mcp.CallToolResult, any, error) {
			res, err := tool.Handler(api.Params{Args: in})
			if err != nil {
				return nil, nil, err
			}
			if res.Error != nil {
				return nil, nil, res.Error
			}
			if res.Failure != "" {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: res.Failure}}}, nil, nil
			}
			return toResult(res), nil, nil
		})
	}
	for name, fn := range tools.Wrapped() {
		run := fn
		s.AddTool(&mcp.Tool{Name: name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := run(api.Params{})
			if err != nil {
				return nil, err
			}
			if res.Error != nil {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the " + name + " tool failed, retry in a minute: " + res.Error.Error()}}}, nil
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Text}}}, nil
		})
	}
}

// toResult sends r's Error as an isError text, its Text otherwise.
func toResult(r *api.Result) *mcp.CallToolResult {
	if r.Error != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: r.Error.Error()}}}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: r.Text}}}
}
