// Package recoveringmwgosdk installs a recovering receiving middleware on
// its go-sdk server: no handler's panic reaches the SDK.
package recoveringmwgosdk

import (
	"context"
	"errors"
	"regexp"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func recoverer(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = nil, errors.New("internal error")
			}
		}()
		return next(ctx, method, req)
	}
}

type in struct {
	Pattern string `json:"pattern"`
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)
	s.AddReceivingMiddleware(recoverer)
	mcp.AddTool(s, &mcp.Tool{Name: "grep"}, grep)
	return s
}

func grep(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	re := regexp.MustCompile(a.Pattern)
	if a.Pattern == "" {
		panic("empty")
	}
	return nil, re.String(), nil
}
