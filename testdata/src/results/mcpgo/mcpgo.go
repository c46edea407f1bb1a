package mcpgo

import (
	"context"
	"fmt"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
)

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := strconv.Atoi(req.GetString("n", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("n is not a number: %v", err)), nil // want `send: isError result flag=set kind=ctor text="n is not a number: {err}"`
	}
	if n < 0 {
		return mcp.NewToolResultErrorf("n must be >= 0, got %d", n), nil // want `send: isError result flag=set kind=ctor text="n must be >= 0, got {%d}"`
	}
	if n == 0 {
		return mcp.NewToolResultText(""), nil // want `send: success result flag=unset kind=ctor empty text=""`
	}
	if n == 1 {
		return mcp.NewToolResultErrorFromErr("lookup failed", err), nil // want `send: isError result flag=set kind=ctor text="lookup failed: {err}"`
	}
	res := mcp.NewToolResultText("x")
	return res, nil // want `send: success result flag=unset kind=ctor text="x"`
}

func literal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("boom")}}
	r.IsError = true
	if req.GetString("x", "") == "" {
		return &mcp.CallToolResult{IsError: false, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "error: x missing"}}}, nil // want `send: success result flag=cleared kind=literal text="error: x missing"`
	}
	return r, nil // want `send: isError result flag=set kind=literal text="boom"`
}

// Content added to a constructor's result afterwards, here or in a
// helper, is part of what it sends.
func appended(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("x", "") == "" {
		res := mcp.NewToolResultError("validation failed")
		res.Content = append(res.Content, mcp.NewTextContent("x is required"))
		return res, nil // want `send: isError result flag=set kind=ctor text="validation failed" text="x is required"$`
	}
	res := mcp.NewToolResultError("failed")
	decorate(res)
	fmt.Println(res)
	return res, nil // want `send: isError result flag=set kind=ctor opaque text="failed"$`
}

func decorate(r *mcp.CallToolResult) {
	r.Content = append(r.Content, mcp.NewTextContent("details"))
}
