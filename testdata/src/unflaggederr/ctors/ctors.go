// Package ctors builds failure results with the mcp-go constructors whose
// text or structured content only the SDK table knows:
// NewToolResultImage (text is its first argument) and
// NewToolResultStructuredOnly (its argument is the structured content).
package ctors

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("render"), render)
	s.AddTool(mcp.NewTool("describe"), describe)
}

func lookup(id string) (string, error) {
	if id == "" {
		return "", errors.New("no id")
	}
	return id, nil
}

func render(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := lookup(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultImage("render failed: the id is unknown", "", "image/png"), nil // want `^tool handler reports a failure in a result without IsError: its text says "failed" after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError = true on the result$`
	}
	return mcp.NewToolResultImage(name, "iVBORw0KGgo=", "image/png"), nil
}

type report struct {
	Name  string
	Error string
}

func describe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := lookup(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultStructuredOnly(report{Error: "unknown id: pass an id from list"}), nil // want `^tool handler reports a failure in a result without IsError: its structured content sets the Error field after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError = true on the result$`
	}
	return mcp.NewToolResultStructuredOnly(report{Name: name}), nil
}
