// Package knownfp pins leak's known false positive from the corpus
// (corpus/triage.tsv): the finding below is wrong, and the test fails when
// it goes away, so that the triage is updated with the fix.
//
// gopls internal/mcp/rename_symbol.go:42: the foreign errors come from a
// branch of the callee that this call can never take (gopls renames a
// function signature only when the range lies on a func keyword, which
// the tool never passes). The analysis is not path-sensitive across
// calls: a callee's sources count for every call.
//
// kubernetes-mcp-server pkg/toolsets/core/nodes.go:181 and pods.go:348:
// kubectl's metricsutil.TopCmdPrinter.PrintNodeMetrics and PrintPodMetrics
// return nil on every path, so the error written into the tool's result
// is never made; likewise pkg/toolsets/kubevirt/vm/create/tool.go:174,
// whose text/template parses a constant template and executes field
// accesses into a strings.Builder. The body of another module's function
// is not looked into, nor is what a call's constant arguments rule out:
// every error it returns counts as its text. tableText below has the same
// shape with a writer of the standard library that never fails.
package knownfp

import (
	"bytes"
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

// tableText prints into a buffer, whose writes never fail.
func tableText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var buf bytes.Buffer
	if _, err := buf.WriteString("NAME\tCPU\n"); err != nil {
		return mcp.NewToolResultError("printing the metrics table: " + err.Error()), nil // want `raw error from bytes \(bytes.Buffer.WriteString\) reaches the tool result text`
	}
	return mcp.NewToolResultText(buf.String()), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rename"), renameSymbol)
	s.AddTool(mcp.NewTool("table"), tableText)
}
