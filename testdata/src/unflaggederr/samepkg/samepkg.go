package samepkg

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("delete"), remove)
	var t tools
	s.AddTool(mcp.NewTool("rename"), t.rename)
}

var errBusy = errors.New("item is in use")

func del(id string) error {
	if id == "" {
		return errBusy
	}
	return nil
}

// okText and failText are twins: same parameters, same text.
func okText(s string) *mcp.CallToolResult   { return mcp.NewToolResultText(s) }
func failText(s string) *mcp.CallToolResult { return mcp.NewToolResultError(s) }

// result sets the flag from a parameter: what a call sends depends on its
// argument, which the summary does not follow; not reported.
func result(text string, isErr bool) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: isErr, Content: []mcp.Content{mcp.NewTextContent(text)}}
}

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if err := del(id); err != nil {
		return okText("delete of " + id + " failed: " + err.Error()), nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and mcp-go sends a success result, so the model is told the call worked; call failText instead of okText$`
	}
	if err := del(id + ".bak"); err != nil {
		return result("backup delete failed: retry later", false), nil
	}
	return okText("deleted " + id), nil
}

type tools struct{}

func (tools) ok(s string) *mcp.CallToolResult   { return mcp.NewToolResultText(s) }
func (tools) fail(s string) *mcp.CallToolResult { return mcp.NewToolResultError(s) }

// A method helper's twin is a method of the same type.
func (t tools) rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := del(req.GetString("from", "")); err != nil {
		return t.ok("rename failed: the source is in use"), nil // want `^tool handler reports a failure in a result without IsError: its text says "failed" after an error check, and mcp-go sends a success result, so the model is told the call worked; call \(tools\)\.fail instead of \(tools\)\.ok$`
	}
	return t.ok("renamed"), nil
}
