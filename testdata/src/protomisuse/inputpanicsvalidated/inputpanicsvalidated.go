// Package inputpanicsvalidated builds an mcp-go server that validates each
// call's arguments against the tool's input schema before the handler
// runs (server.WithInputSchemaValidation): an assertion of an argument and
// a constant index into one are taken for ruled out by the schema; a Must
// function of one and an index into a split of one are not.
package inputpanicsvalidated

import (
	"context"
	"regexp"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("x", "1", server.WithInputSchemaValidation())
	s.AddTool(mcp.NewTool("q"), q)
	return s
}

func q(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetArguments()["q"].(string)
	ids := req.GetArguments()["ids"].([]any)
	re := regexp.MustCompile(q)        // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call regexp\.Compile and return an isError result on its error$`
	second := strings.Split(q, "/")[1] // want `^index 1 of strings\.Split of the model's input without a length check panics when it has fewer elements; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check its length and return an isError result$`
	return mcp.NewToolResultText(re.String() + second + ids[0].(string) + q[:2]), nil
}
