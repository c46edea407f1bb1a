// Package picked installs what a factory of another package makes when
// one of its paths returns a middleware nothing is known of
// (recoverlib.Picked): it may recover nothing, so the panic is reported.
package picked

import (
	"context"
	"regexp"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/recoverlib"
)

type in struct {
	Pattern string `json:"pattern"`
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)
	s.AddReceivingMiddleware(recoverlib.Picked("grep"))
	mcp.AddTool(s, &mcp.Tool{Name: "grep"}, grep)
	return s
}

func grep(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	re := regexp.MustCompile(a.Pattern) // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; call regexp\.Compile and return an isError result on its error$`
	return nil, re.String(), nil
}
