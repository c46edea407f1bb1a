// Package successfalse: structured content, or JSON text, that says
// "success": false on a failure path, in a result without isError (issue
// 15 §8, G5).
package successfalse

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type status struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
}

func deploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/app"); err != nil {
		return mcp.NewToolResultStructured(map[string]any{"success": false, "message": "the app directory is missing"}, "see the structured content"), nil // want `^tool handler reports a failure in a result without IsError: its structured content has "success": false after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError = true on the result$`
	}
	return mcp.NewToolResultStructured(map[string]any{"success": true}, "deployed"), nil
}

func sync(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	if _, err := os.Stat("/srv/repo"); err != nil {
		return &gosdk.CallToolResult{StructuredContent: map[string]any{"ok": false, "reason": "the repository is missing"}}, nil // want `^tool handler reports a failure in a result without IsError: its structured content has "ok": false after an error check, and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	return &gosdk.CallToolResult{StructuredContent: map[string]any{"ok": true}}, nil
}

func restart(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/pid"); err != nil {
		b, _ := json.Marshal(status{Success: false, Message: "the service is not running"})
		return mcp.NewToolResultText(string(b)), nil // want `^tool handler reports a failure in a result without IsError: its JSON text sets Success to false after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText(`{"success": true}`), nil
}

// An answer that is false is not a failure of the call: a check tool
// says whether the check passed.
func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.Stat(req.GetString("path", ""))
	return mcp.NewToolResultStructured(map[string]any{"ok": err == nil}, "checked"), nil
}

func probe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructured(map[string]any{"success": false, "note": "dry run"}, "dry run"), nil
}

// A Success field left at its zero value says nothing.
func status2(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/pid"); err != nil {
		b, _ := json.Marshal(status{Message: "restarting"})
		return mcp.NewToolResultText(string(b)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer, g *gosdk.Server) {
	s.AddTool(mcp.NewTool("deploy"), deploy)
	s.AddTool(mcp.NewTool("restart"), restart)
	s.AddTool(mcp.NewTool("check"), check)
	s.AddTool(mcp.NewTool("probe"), probe)
	s.AddTool(mcp.NewTool("status"), status2)
	g.AddTool(&gosdk.Tool{Name: "sync"}, sync)
}
