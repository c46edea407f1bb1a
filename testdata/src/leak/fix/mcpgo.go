package fix

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `raw error from os \(os.ReadFile\) reaches the tool result text`
	}
	f, err := os.Open(string(data))
	if err != nil {
		return mcp.NewToolResultErrorf("opening %s failed: %v", "the file", err), nil // want `raw error from os \(os.Open\) reaches the tool result text`
	}
	defer f.Close()
	if _, err := f.Stat(); err != nil {
		return mcp.NewToolResultErrorFromErr("stat failed", err), nil // want `raw error from os \(os.File.Stat\) reaches the tool result text`
	}
	if err := f.Chmod(0o600); err != nil {
		return nil, fmt.Errorf("chmod: %w", err) // want `raw error from os \(os.File.Chmod\) reaches the JSON-RPC error message`
	}
	return mcp.NewToolResultText(string(data)), nil
}

// A closure registered where the MCP server is in scope: the server's
// logger field is unexported, so the fix logs with log/slog. (Found by
// FuzzHandlers: the fix wrote s.requestLogger, which does not compile.)
func registerInline(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("inline"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := os.ReadFile(req.GetString("path", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `raw error from os \(os.ReadFile\) reaches the tool result text`
		}
		return mcp.NewToolResultText(string(data)), nil
	})
}
