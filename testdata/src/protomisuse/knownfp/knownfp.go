// Package knownfp pins protomisuse's known false positives from the
// corpus (corpus/triage.tsv): the findings below are wrong, and the test
// fails when one goes away, so that the triage is updated with the fix.
//
// It is about a client's answer that breaks the schema the server asked
// for (an integrator fault, sent as a protocol error on purpose),
// recognized only when the check is a failed type assertion or map
// lookup, an empty string where the schema asked for minLength 1
// (protomisuse/faults' named), or the default of a switch over the
// protocol's actions.
package knownfp

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// mcp-go examples/elicitation/main.go:217: a reason that is not a string
// breaks the schema; the nearest check is raw != nil, after the comma-ok.
func reason(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var s *server.MCPServer
	res, err := s.RequestElicitation(ctx, mcp.ElicitationRequest{})
	if err != nil {
		return mcp.NewToolResultError("could not ask the user for a reason: ask in chat"), nil
	}
	data, _ := res.Content.(map[string]any)
	raw := data["reason"]
	r := "none given"
	if str, ok := raw.(string); ok && str != "" {
		r = str
	} else if raw != nil {
		return nil, fmt.Errorf("field 'reason' must be a string, got %T", raw) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText("reason: " + r), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("reason"), reason)
}
