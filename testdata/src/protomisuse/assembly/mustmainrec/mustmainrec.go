// Package mustmainrec builds a go-sdk server whose middleware recovers
// the handlers' panics: nothing to report for the tool it serves.
package mustmainrec

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/assembly/mustreg"
)

func recovering(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the page did not load; try again in a minute"}}}
				err = nil
			}
		}()
		return next(ctx, method, req)
	}
}

func Run(ctx context.Context) error {
	s := mcp.NewServer(&mcp.Implementation{Name: "shots"}, nil)
	s.AddReceivingMiddleware(recovering)
	mustreg.RegisterShot(s)
	return s.Run(ctx, &mcp.StdioTransport{})
}
