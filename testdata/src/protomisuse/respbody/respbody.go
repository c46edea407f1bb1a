// Package respbody: a returned error formats the upstream body a client
// library kept in its response (go-atlassian's ResponseScheme.Bytes).
// Moved into an isError result, the model would read that body: the
// finding has no fix (no golden file), and its advice says to log.
package respbody

import (
	"context"
	"fmt"

	"github.com/example/atlas"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var client = &atlas.Client{}

func metadata(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a, resp, err := client.Metadata(ctx, req.GetString("id", ""))
	if err != nil {
		return nil, fmt.Errorf("failed to get attachment metadata: %s (endpoint: %s)", resp.Bytes.String(), resp.Endpoint) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(a.Name), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("metadata"), metadata)
}
