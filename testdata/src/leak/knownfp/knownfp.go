// Package knownfp pins leak's known false positive from the corpus
// (corpus/triage.tsv): the finding below is wrong, and the test fails when
// it goes away, so that the triage is updated with the fix.
//
// gopls internal/mcp/rename_symbol.go:42: the foreign errors come from a
// branch of the callee that this call can never take (gopls renames a
// function signature only when the range lies on a func keyword, which
// the tool never passes). The analysis is not path-sensitive across
// calls: a callee's sources count for every call.
package knownfp

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func rename(signature bool) error {
	if signature {
		_, err := os.ReadFile("/srv/signature")
		return err
	}
	return nil
}

func renameSymbol(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := rename(false); err != nil {
		return mcp.NewToolResultError("rename failed: " + err.Error()), nil // want `^raw error from os \(os\.ReadFile\) reaches the tool result text: log it and return a written message$`
	}
	return mcp.NewToolResultText("renamed"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rename"), renameSymbol)
}
