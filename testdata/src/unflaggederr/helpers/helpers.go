// Package helpers builds go-sdk results the way flux-operator's toolbox
// does: three-value helpers a typed handler returns directly.
package helpers

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Text builds a success result; Error is its flagged twin.
func Text(text string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

func Error(text string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: true}, nil, nil
}

// Report builds a success result from a text and an error, and has no
// twin: ErrorFromErr formats differently.
func Report(text string, err error) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s: %v", text, err)}}}, nil, nil
}

func ErrorFromErr(text string, err error) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text + " (" + err.Error() + ")"}}, IsError: true}, nil, nil
}

// Flag marks a result built elsewhere as failed.
func Flagged(text string) *mcp.CallToolResult {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
	res.IsError = true
	return res
}

// Result flags the result only when err is non-nil (Fleezesd/mcp-kubernetes
// has one like it): Result("", err) in an error branch is flagged.
func Result(text string, err error) (*mcp.CallToolResult, any, error) {
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}, IsError: true}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}
