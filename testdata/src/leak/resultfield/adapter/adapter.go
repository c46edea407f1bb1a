// Package adapter registers the tools of package tools as raw go-sdk
// handlers: a tool's returned error is the handler's own (a JSON-RPC
// error), and the Error field of its result becomes an isError text
// through convert.Structured.
package adapter

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"leak/resultfield/api"
	"leak/resultfield/convert"
	"leak/resultfield/tools"
)

// Register adds every tool.
func Register(s *mcp.Server) {
	for _, t := range tools.All() {
		tool := t
		s.AddTool(&mcp.Tool{Name: tool.Name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := tool.Handler(api.Params{})
			if err != nil {
				return nil, err
			}
			return convert.Structured(res.Content, res.Data, res.Error), nil
		})
	}
	for name, fn := range tools.Logged() {
		run := fn
		s.AddTool(&mcp.Tool{Name: name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := run(api.Params{})
			if err != nil {
				return nil, err
			}
			if res.Error != nil {
				log.Printf("tool %s: %v", name, res.Error)
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Content}}}, nil
		})
	}
	for name, fn := range tools.Unread() {
		run := fn
		s.AddTool(&mcp.Tool{Name: name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := run(api.Params{})
			if err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Content + " " + res.Note}}}, nil
		})
	}
}
