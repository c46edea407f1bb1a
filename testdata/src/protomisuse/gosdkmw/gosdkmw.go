// Package gosdkmw installs a go-sdk receiving middleware with
// AddReceivingMiddleware that turns every error into an isError result:
// the raw handler's returned error is not a protocol error (the
// AddReceivingMiddleware row of the SDK table, with its Next type, says
// so).
package gosdkmw

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func errorsAsResults(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if err != nil {
			r := &mcp.CallToolResult{}
			r.SetError(err)
			return r, nil
		}
		return res, nil
	}
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)
	s.AddReceivingMiddleware(errorsAsResults)
	s.AddTool(&mcp.Tool{Name: "raw"}, handler)
	return s
}

func handler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, errors.New("arguments are required: pass {\"q\": ...}") // converted by errorsAsResults: not reported
	}
	return &mcp.CallToolResult{}, nil
}
