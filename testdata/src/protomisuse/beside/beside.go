// Package beside returns results its own helpers build beside a non-nil
// error from go-sdk typed handlers: go-sdk drops the result.
package beside

import (
	"context"
	"encoding/json"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// errorResult always builds an isError result.
func errorResult(msg string, err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg + ": " + err.Error()}}}
}

// maybe returns nil on one path.
func maybe(msg string) *mcp.CallToolResult {
	if msg == "" {
		return nil
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

type args struct{ Path string }

func read(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
	data, err := os.ReadFile(a.Path)
	if err != nil {
		return errorResult("reading the file failed", err), nil, err // want `^typed tool handler returns a result beside a non-nil error: go-sdk drops the result and sends the error's text instead, so its text never reaches the model; return the result with a nil error, or only the error$`
	}
	if len(data) == 0 {
		return maybe(a.Path), nil, errors.New("the file is empty: give a file with content")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil, nil
}

// stat returns the result of a marshal failure, a server fault, beside
// the error: the result is dropped all the same (github-mcp-server's
// dependabot tools).
func stat(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
	info, err := os.Stat(a.Path)
	if err != nil {
		return errorResult("no such file", err), nil, nil
	}
	r, err := json.Marshal(map[string]any{"size": info.Size()})
	if err != nil {
		return errorResult("failed to marshal the file's size", err), nil, err // want `^typed tool handler returns a result beside a non-nil error: go-sdk drops the result and sends the error's text instead, so its text never reaches the model; return the result with a nil error, or only the error$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(r)}}}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, read)
	mcp.AddTool(s, &mcp.Tool{Name: "stat"}, stat)
}
