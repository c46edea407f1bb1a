// Package nothandler has generic texts outside tool failures: none is
// reported.
package nothandler

import (
	"context"
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ok"), ok)
	s.AddPrompt(mcp.Prompt{}, prompt)
}

func Helper() error { return errors.New("operation failed") }

func ok(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := Helper(); err != nil {
		log.Printf("failed: %v", err)
		log.Print("something went wrong")
		return mcp.NewToolResultText("done, with warnings"), nil
	}
	return mcp.NewToolResultText("Error"), nil
}

// A prompt handler is not a tool handler.
func prompt(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, errors.New("internal error")
}
