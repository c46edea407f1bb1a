// Package helpers holds tool-result helpers that other packages call.
package helpers

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Text returns the text content of r.
func Text(r *mcp.CallToolResult) string { // want Text:`^toolresult\(reads \[0\]; text \[0\]\)$`
	s := ""
	for _, c := range r.Content {
		s += mcp.GetTextFromContent(c)
	}
	return s
}

// Check turns a tool execution error into a Go error with its text.
func Check(r *mcp.CallToolResult) error { // want Check:`^toolresult\(checks \[0\]\)$`
	if r.IsError {
		return fmt.Errorf("tool failed: %s", Text(r))
	}
	return nil
}

// Call calls a tool and hands the result over unchecked.
func Call(ctx context.Context, c client.MCPClient, name string) (*mcp.CallToolResult, error) { // want Call:`^toolresult\(returns \[0\]\)$`
	var req mcp.CallToolRequest
	req.Params.Name = name
	return c.CallTool(ctx, req)
}
