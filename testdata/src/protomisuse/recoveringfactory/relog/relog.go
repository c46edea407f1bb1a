// Package relog installs the middleware a factory of another package
// makes that logs a panic and panics again (recoverlib.Relog(…)): it
// recovers nothing.
package relog

import (
	"context"
	"log"
	"regexp"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/recoverlib"
)

type in struct {
	Pattern string `json:"pattern"`
}

// Relogged: the factory's middleware panics again.
func Relogged() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)
	s.AddReceivingMiddleware(recoverlib.Relog(log.Printf))
	mcp.AddTool(s, &mcp.Tool{Name: "match"}, match)
	return s
}

func match(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	re := regexp.MustCompile(a.Pattern) // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; call regexp\.Compile and return an isError result on its error$`
	return nil, re.String(), nil
}
