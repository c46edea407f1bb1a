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

// A constructor's result flagged afterwards is flagged.
func later(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("x", "") == "" {
		res := mcp.NewToolResultText("x is required")
		res.IsError = true
		return res, nil // want `send: isError result flag=set kind=ctor text="x is required"`
	}
	res := mcp.NewToolResultText("x is fine")
	res.IsError = false
	return res, nil // want `send: success result flag=cleared kind=ctor text="x is fine"`
}

// Structured content is kept as Data.
func structured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("x", "") == "" {
		return &mcp.CallToolResult{StructuredContent: map[string]int{"n": 1}}, nil // want `send: success result flag=unset kind=literal data$`
	}
	return mcp.NewToolResultStructured(map[string]int{"n": 2}, "n is 2"), nil // want `send: success result flag=unset kind=ctor data text="n is 2"`
}

// A func literal that builds results is summarized like a named helper.
func closure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := func(s string) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(s)}}
	}
	if req.GetString("x", "") == "" {
		return text("x is missing"), nil // want `send: success result flag=unset kind=helper text="x is missing"`
	}
	return text("x is set"), nil // want `send: success result flag=unset kind=helper text="x is set"`
}

// A same-package helper that flags only when its error is non-nil.
func textOrErr(text string, err error) *mcp.CallToolResult {
	if err != nil {
		return mcp.NewToolResultError(text + ": " + err.Error())
	}
	return mcp.NewToolResultText(text)
}

func condHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := strconv.Atoi(req.GetString("n", ""))
	if err != nil {
		return textOrErr("bad n", err), nil // want `send: isError result flag=set kind=helper text="bad n: \{err\}"$`
	}
	return textOrErr(strconv.Itoa(n), nil), nil // want `send: success result flag=unset kind=helper text="\{\?\}"$`
}

// A helper that returns two results: each index has its own summary.
func both(what string) (*mcp.CallToolResult, *mcp.CallToolResult) {
	return mcp.NewToolResultText(what + " done"), mcp.NewToolResultError(what + " failed: try again")
}

func secondOfTwo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ok, failed := both("sync")
	if req.GetString("mode", "") == "fail" {
		return failed, nil // want `send: isError result flag=set kind=helper text="sync failed: try again"$`
	}
	return ok, nil // want `send: success result flag=unset kind=helper text="sync done"$`
}
