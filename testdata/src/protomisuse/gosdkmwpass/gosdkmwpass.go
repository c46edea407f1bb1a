// Package gosdkmwpass installs a go-sdk receiving middleware that passes
// errors through: the raw handler's error is still a protocol error.
package gosdkmwpass

import (
	"context"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func logging(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if err != nil {
			log.Printf("%s: %v", method, err)
		}
		return res, err
	}
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)
	s.AddReceivingMiddleware(logging)
	s.AddTool(&mcp.Tool{Name: "raw"}, handler)
	return s
}

func handler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, errors.New("arguments are required") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
	}
	return &mcp.CallToolResult{}, nil
}
