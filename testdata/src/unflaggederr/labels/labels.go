// Package labels: a text that opens with an error label says failure on
// any path, not only after an error check (argument validation without
// an error value, issue 15 §8).
package labels

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func validate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetString("text", "")
	if text == "" {
		return mcp.NewToolResultText("Error: text is required"), nil // want `^tool handler reports a failure in a result without IsError: its text opens with "Error:", and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	if len(text) > 1000 {
		return mcp.NewToolResultText(fmt.Sprintf("error: text is %d characters, the limit is 1000", len(text))), nil // want `^tool handler reports a failure in a result without IsError: its text opens with "error:", and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	if text == "x" {
		return mcp.NewToolResultText("Failed to parse the text: pass a sentence"), nil // want `^tool handler reports a failure in a result without IsError: its text opens with "Failed to", and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// Not labels: a rate, a clean report, a count of failed jobs.
func stats(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	what := req.GetString("what", "")
	if what == "rate" {
		return mcp.NewToolResultText(fmt.Sprintf("Error rate: %.1f%%", 3.5)), nil
	}
	if what == "lint" {
		return mcp.NewToolResultText("No errors found"), nil
	}
	return mcp.NewToolResultText("Failed jobs: 3 of 40"), nil
}

// Argument checks with no error value: the text says failure on the
// branch where an argument is empty or out of bounds.
func args(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return mcp.NewToolResultText("the name argument is required: pass the dashboard name"), nil // want `^tool handler reports a failure in a result without IsError: its text says "required" after a check of the tool's arguments, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	if n := req.GetInt("limit", 10); n > 100 {
		return mcp.NewToolResultText(fmt.Sprintf("limit %d must be between 1 and 100", n)), nil // want `^tool handler reports a failure in a result without IsError: its text says "must be" after a check of the tool's arguments, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	hits := lookup(name)
	if len(hits) == 0 {
		// The result is empty, not an argument: a search that found
		// nothing succeeded.
		return mcp.NewToolResultText("no such dashboard yet: create it with create_dashboard"), nil
	}
	if q := req.GetString("q", ""); q == "" {
		return mcp.NewToolResultText("No query given: listing every dashboard"), nil
	}
	return mcp.NewToolResultText(hits[0]), nil
}

func lookup(name string) []string { return nil }

type in struct {
	Name string
	IDs  []string
}

func typedArgs(ctx context.Context, req *gosdk.CallToolRequest, a in) (*gosdk.CallToolResult, any, error) {
	if len(a.IDs) == 0 {
		return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "ids must not be empty: pass at least one dashboard id"}}}, nil, nil // want `^typed tool handler reports a failure in a result without IsError: its text says "must not" after a check of the tool's arguments, and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "found " + a.IDs[0]}}}, nil, nil
}

func typed(ctx context.Context, req *gosdk.CallToolRequest, a in) (*gosdk.CallToolResult, any, error) {
	if a.Name == "" {
		return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "ERROR - name is required"}}}, nil, nil // want `^typed tool handler reports a failure in a result without IsError: its text opens with "ERROR -", and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "Error rate for " + a.Name + ": 0"}}}, nil, nil
}

func register(s *server.MCPServer, gs *gosdk.Server) {
	s.AddTool(mcp.NewTool("validate"), validate)
	s.AddTool(mcp.NewTool("stats"), stats)
	s.AddTool(mcp.NewTool("args"), args)
	gosdk.AddTool(gs, &gosdk.Tool{Name: "typed"}, typed)
	gosdk.AddTool(gs, &gosdk.Tool{Name: "typedArgs"}, typedArgs)
}
