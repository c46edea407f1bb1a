// Package respbody: a client library keeps the upstream body in a field
// of its response type (a struct embedding *http.Response, as
// go-atlassian's ResponseScheme.Bytes): formatted into a failure's text,
// it is raw upstream output, and protomisuse offers no fix that would
// move it into an isError result (jira-mcp, a newcomer's trial).
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
		return nil, fmt.Errorf("failed to get attachment metadata: %s (endpoint: %s)", resp.Bytes.String(), resp.Endpoint) // want `^raw upstream output \(the response body ResponseScheme\.Bytes holds\) reaches the JSON-RPC error message on a failure path: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	if a.Name == "" {
		return mcp.NewToolResultError("the attachment has no name: " + string(resp.Raw)), nil // want `^raw upstream output \(the response body ResponseScheme\.Raw holds\) reaches the tool result text on a failure path: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText(a.Name), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("metadata"), metadata)
}
