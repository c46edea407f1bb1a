// Package recovery builds a go-sdk server whose handler reaches a Must
// call through package actions, and recovers nothing.
package recovery

import (
	"context"

	"github.com/example/browser"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"advice/lib/actions"
)

type in struct {
	Q string `json:"q"`
}

var page = &browser.Page{}

func search(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, actions.Search(page, a.Q), nil
}

// protomisuse server-recovery: "install a recovery
// ((mcp.Server).AddReceivingMiddleware with a middleware that recovers),
// log the panic and answer an isError result".
func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil) // advice: protomisuse `^this go-sdk server recovers no handler panic, and 1 of its handlers reaches a Must method that panics where its plain form returns an error: \(browser\.Page\)\.MustNavigate at actions/actions\.go:9 \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	return s
}
