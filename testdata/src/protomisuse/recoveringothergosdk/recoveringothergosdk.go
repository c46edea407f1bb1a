// Package recoveringothergosdk installs another package's recovering
// receiving middleware on its go-sdk server: no handler's panic reaches
// the SDK.
package recoveringothergosdk

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
	s.AddReceivingMiddleware(recoverlib.Methods)
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
