// Package musthealth builds an unrecovered health server with a trivial
// tool, and has musttools register a tool on mustadmin's recovering
// server: the unrecovered server here is not the one that tool is
// registered on (a reviewer's case).
package musthealth

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/assembly/mustadmin"
	"protomisuse/assembly/musttools"
)

type empty struct{}

func ping(ctx context.Context, req *mcp.CallToolRequest, _ empty) (*mcp.CallToolResult, any, error) {
	return nil, "pong", nil
}

func Run(ctx context.Context) error {
	health := mcp.NewServer(&mcp.Implementation{Name: "health"}, nil)
	mcp.AddTool(health, &mcp.Tool{Name: "ping"}, ping)
	go health.Run(ctx, &mcp.StdioTransport{})
	s := mustadmin.NewServer()
	musttools.RegisterAdmin(s)
	return s.Run(ctx, &mcp.StdioTransport{})
}
