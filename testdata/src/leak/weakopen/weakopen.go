// Package weakopen declares an exported function of an mcp-go typed
// handler's shape (its third parameter a dependency, as the delegates of
// terraform-mcp-server and vault-mcp-server) that no code of the package
// uses: a tool only where a package registers or wraps it. Its findings,
// even those every channel would share, wait for that package: here,
// nothing is reported, and its fact holds them for that package.
package weakopen

import (
	"context"
	"log"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

func ReadNotes(ctx context.Context, req mcp.CallToolRequest, logger *log.Logger) (*mcp.CallToolResult, error) { // want ReadNotes:`^deferred \[as declared: 1\] \[converted: 1\]$`
	b, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError("read the notes: " + err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}
