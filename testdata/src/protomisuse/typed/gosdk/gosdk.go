// Package gosdk is the adapter: it registers every tool of package tools
// as a raw go-sdk handler that returns the tool function's error as its
// own, a JSON-RPC error.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/typed/api"
	"protomisuse/typed/tools"
)

type server struct{ store *api.Store }

var srv = server{store: tools.DefaultStore}

// Register adds every tool and prompt.
func Register(s *mcp.Server) {
	for _, t := range tools.All() {
		tool := t
		s.AddTool(&mcp.Tool{Name: tool.Name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := tools.DefaultProvider.Lookup(tool.Name); err != nil {
				return nil, err // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
			}
			res, err := tool.Handler(api.Params{})
			if err != nil {
				return nil, err
			}
			return toResult(res), nil
		})
	}
	for _, e := range tools.Executors() {
		ex := e
		s.AddTool(&mcp.Tool{Name: ex.Name()}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			text, err := ex.Execute(api.Params{})
			if err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
		})
	}
	s.AddTool(&mcp.Tool{Name: "stored"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := srv.store.Get(api.Params{}); err != nil {
			return nil, err // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
		}
		return &mcp.CallToolResult{}, nil
	})
	for _, p := range tools.Prompts() {
		prompt := p
		s.AddTool(&mcp.Tool{Name: prompt.Name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			text, err := prompt.Run(api.Params{})
			if err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
		})
	}
}

func toResult(r *api.Result) *mcp.CallToolResult {
	if r.Error != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: r.Error.Error()}}}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: r.Content}}}
}
