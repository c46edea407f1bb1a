// Package recovery is advice/before/recovery with a recovery installed:
// the panic logged, an isError result answered.
package recovery

import (
	"context"
	"log"

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

func recovering(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer func() {
			if r := recover(); r != nil {
				log.Printf("%s: panic: %v", method, r)
				res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the search page did not load; try again in a minute"}}}
				err = nil
			}
		}()
		return next(ctx, method, req)
	}
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)
	s.AddReceivingMiddleware(recovering)
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	return s
}
