// Package proxy serves tools that call an upstream server's tools.
package proxy

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Proxy struct{ up *client.Client }

func (p *Proxy) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search"), p.search)
	s.AddTool(mcp.NewTool("forward"), p.forward)
	s.AddTool(mcp.NewTool("copy"), p.copyFlag)
}

// search rewrites the upstream answer, and so loses its flag.
func (p *Proxy) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := p.up.CallTool(ctx, req)
	if err != nil {
		return mcp.NewToolResultError("the search backend is unreachable: retry in a minute"), nil
	}
	var lines []string
	for _, c := range res.Content { // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
		lines = append(lines, mcp.GetTextFromContent(c))
	}
	return mcp.NewToolResultText(strings.Join(lines, "\n")), nil
}

// --- must not report ---

// forward passes the upstream result on unchanged, flag included.
func (p *Proxy) forward(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want forward:`^toolresult\(returns \[0\]\)$`
	res, err := p.up.CallTool(ctx, req)
	if err != nil {
		return mcp.NewToolResultError("the upstream server is unreachable: retry in a minute"), nil
	}
	return res, nil
}

// copyFlag rebuilds the result and copies the flag with the content.
func (p *Proxy) copyFlag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := p.up.CallTool(ctx, req)
	if err != nil {
		return mcp.NewToolResultError("the upstream server is unreachable: retry in a minute"), nil
	}
	return &mcp.CallToolResult{Content: res.Content, IsError: res.IsError}, nil
}
