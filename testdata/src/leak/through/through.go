// Package through: one text, two sources; one is a call here, the other
// is inside a function of another package of the module, reached through
// the call of it here. The related line of that one says so
// (TestRelatedThrough).
package through

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"leak/through/lib"
)

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var err error
	if req.GetString("where", "") == "disk" {
		_, err = os.ReadFile("/srv/notes.txt")
	} else {
		_, err = lib.Fetch("https://notes.example.com/")
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `^raw error from os \(os\.ReadFile\) and 1 other source \(http\.Get\) reach the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// stat is a helper of this package: the one source of stat's finding
// is its call here, which the finding's related line points at.
func stat() error {
	_, err := os.Stat("/srv/notes.txt")
	return err
}

func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := stat(); err != nil {
		return mcp.NewToolResultError("check the notes: " + err.Error()), nil // want `^raw error from os \(os\.Stat\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read"), read)
	s.AddTool(mcp.NewTool("check"), check)
}
