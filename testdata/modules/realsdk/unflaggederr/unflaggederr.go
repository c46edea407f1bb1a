// Package unflaggederr runs the unflaggederr analyzer against the real SDK
// modules (analysistest module mode).
package unflaggederr

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

var errNotFound = errors.New("item not found")

func find(id string) (string, error) {
	if id == "" {
		return "", errNotFound
	}
	return "item " + id, nil
}

func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read"), readFile)
}

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultText("cannot read the file: " + err.Error()), nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText, and since the text shows another module's error \(os\.ReadFile\), log that error and write instead what failed and whether to retry, change the input or stop$`
	}
	if len(data) == 0 {
		return mcp.NewToolResultText("No content found"), nil
	}
	if _, err := find(string(data)); err != nil {
		return mcp.NewToolResultStructured(map[string]any{"ok": false}, ""), nil // want `^tool handler reports a failure in a result without IsError: its structured content has "ok": false after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError = true on the result$`
	}
	if _, err := find(string(data[:1])); errors.Is(err, errNotFound) {
		return mcp.NewToolResultText(""), nil // want `^tool handler returns an empty result after an errors\.Is/As check: mcp-go sends a success result, so the model is told the call worked and never learns what failed; return mcp\.NewToolResultError\(<what failed and what to do>\)$`
	}
	return mcp.NewToolResultText(string(data)), nil
}

func RegisterGoSDK(s *gomcp.Server) {
	s.AddTool(&gomcp.Tool{Name: "raw"}, raw)
	gomcp.AddTool(s, &gomcp.Tool{Name: "typed"}, typed)
}

func raw(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	it, err := find(string(req.Params.Arguments))
	if err != nil {
		return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: "lookup failed: " + err.Error()}}}, nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	if _, err := find(it); err != nil {
		res := &gomcp.CallToolResult{}
		res.SetError(err)
		return res, nil
	}
	return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: it}}}, nil
}

type query struct{ ID string }
type hit struct{ Name string }

func typed(ctx context.Context, req *gomcp.CallToolRequest, q query) (*gomcp.CallToolResult, hit, error) {
	it, err := find(q.ID)
	if err != nil {
		return nil, hit{}, nil // want `^typed tool handler returns nil, a zero output and a nil error after an error check: go-sdk sends a success result whose only content is the output, here its zero value, and the failure is lost; return the error, which go-sdk sends as an isError result, or return a result with IsError: true and a text saying what failed and what to do$`
	}
	if it == "item x" {
		return nil, hit{}, nil
	}
	return nil, hit{Name: it}, nil
}
