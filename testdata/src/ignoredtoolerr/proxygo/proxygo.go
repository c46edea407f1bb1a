// Package proxygo serves go-sdk tools that call an upstream server.
package proxygo

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Proxy struct{ up *mcp.ClientSession }

func (p *Proxy) Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "fetch"}, p.fetch)
	s.AddTool(&mcp.Tool{Name: "forward"}, p.forward)
}

// fetch copies the content into a result of its own, without the flag.
func (p *Proxy) fetch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := p.up.CallTool(ctx, &mcp.CallToolParams{Name: "fetch"})
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the upstream server is unreachable: retry in a minute"}}}, nil
	}
	return &mcp.CallToolResult{Content: res.Content}, nil // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

// --- must not report ---

func (p *Proxy) forward(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want forward:`^toolresult\(returns \[0\]\)$`
	return p.up.CallTool(ctx, &mcp.CallToolParams{Name: "forward"})
}
