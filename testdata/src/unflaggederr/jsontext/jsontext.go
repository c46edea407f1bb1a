// Package jsontext: a failure JSON-encoded into the text of an
// unflagged result, on a failure path, reads as structured content
// that says failure does (issue 15 §8, G2).
package jsontext

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Path string }

type logs struct {
	Runs    []string `json:"runs"`
	Message string   `json:"message"`
	Error   string   `json:"error,omitempty"`
}

func audit(ctx context.Context, req *gosdk.CallToolRequest, a in) (*gosdk.CallToolResult, any, error) {
	data, err := os.ReadFile(a.Path)
	if err != nil {
		b, _ := json.Marshal(map[string]any{"error": "reading the audit log failed: " + err.Error()})
		return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: string(b)}}}, nil, nil // want `^typed tool handler reports a failure in a result without IsError: its JSON text has an "error" entry after an error check, and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: string(data)}}}, nil, nil
}

func runs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		b, _ := json.MarshalIndent(logs{Runs: []string{}, Error: "no run log: " + err.Error()}, "", "  ")
		return mcp.NewToolResultText(string(b)), nil // want `^tool handler reports a failure in a result without IsError: its JSON text sets the Error field after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText(string(data)), nil
}

// Per-item errors inside a list that succeeded, and an "error" entry
// outside any failure path, are answers.
func jobs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []map[string]any
	for _, p := range []string{"a", "b"} {
		item := map[string]any{"path": p}
		if _, err := os.Stat(p); err != nil {
			item["error"] = "missing"
		}
		out = append(out, item)
	}
	b, _ := json.Marshal(map[string]any{"jobs": out})
	return mcp.NewToolResultText(string(b)), nil
}

func health(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(map[string]any{"status": "degraded", "error": "replica 2 is lagging"})
	return mcp.NewToolResultText(string(b)), nil
}

func register(s *server.MCPServer, gs *gosdk.Server) {
	s.AddTool(mcp.NewTool("runs"), runs)
	s.AddTool(mcp.NewTool("jobs"), jobs)
	s.AddTool(mcp.NewTool("health"), health)
	gosdk.AddTool(gs, &gosdk.Tool{Name: "audit"}, audit)
}
