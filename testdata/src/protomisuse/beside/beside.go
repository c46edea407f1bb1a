// Package beside returns results its own helpers build beside a non-nil
// error from go-sdk typed handlers: go-sdk drops the result.
package beside

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
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

// errText builds an isError result whose text is the error's own.
func errText(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
}

type args struct{ Path string }

// same returns, beside the error, a result whose text is that error's
// (ontap-mcp's return errorResult(err), nil, err): go-sdk drops the result
// and sends the error's text as an isError result, the same answer. Not
// reported. A result with words of its own around the error is dropped
// with them, and reported; its fix keeps the result and drops the error.
func same(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
	info, err := os.Stat(a.Path)
	if err != nil {
		return errText(err), nil, err
	}
	if info.IsDir() {
		err := errors.New("the path is a directory: give a file")
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, err
	}
	if _, err := os.ReadFile(a.Path); err != nil {
		return errText(fmt.Errorf("reading %s failed: %w", a.Path, err)), nil, err // want `^typed tool handler returns a result beside a non-nil error: go-sdk drops the result and sends the error's text instead, so its text never reaches the model; return the result with a nil error, or only the error$`
	}
	if info.Size() == 0 {
		return errText(errors.New("the file is empty: give a file with content")), nil, errors.New("empty file") // want `^typed tool handler returns a result beside a non-nil error: go-sdk drops the result and sends the error's text instead, so its text never reaches the model; return the result with a nil error, or only the error$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: info.Name()}}}, nil, nil
}

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
	mcp.AddTool(s, &mcp.Tool{Name: "same"}, same)
}
