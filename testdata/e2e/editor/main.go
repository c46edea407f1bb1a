// A server for scripts/e2e-editor.sh: Neovim attaches mcplint lsp to
// this file and applies the fixes of its two findings. The leak's range
// ends, and its fix edits, after non-ASCII text, where LSP's columns
// (UTF-16 code units) are not go vet's (bytes).
package main

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError("lecture impossible — réessayez : " + err.Error()), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}

func main() {
	s := server.NewMCPServer("files", "1.0.0")
	s.AddTool(mcp.NewTool("read_file", mcp.WithString("path", mcp.Required())), readFile)
	server.ServeStdio(s)
}
