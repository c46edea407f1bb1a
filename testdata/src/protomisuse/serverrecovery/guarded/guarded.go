// Package guarded calls Must methods under a condition on their
// receiver: a check the author wrote for the case the method panics on
// (gitlab-mcp-server's priorityFromNullable) is no site. A nil check of
// the receiver, or the error of another of its methods, is no such
// check: a Must method fails on the state of what it drives.
package guarded

import (
	"context"

	"github.com/example/browser"
	"github.com/example/nullable"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Q string `json:"q"`
}

type out struct {
	Priority int64 `json:"priority"`
}

// priority returns 0 where MustGet would panic.
func priority(n nullable.Nullable[int64]) int64 {
	if !n.IsSpecified() || n.IsNull() {
		return 0
	}
	return n.MustGet()
}

func label(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	l, err := nullable.Fetch()
	if err != nil {
		return nil, out{}, err
	}
	return nil, out{Priority: priority(l.Priority)}, nil
}

func inline(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	l, err := nullable.Fetch()
	if err != nil {
		return nil, out{}, err
	}
	var p int64
	if l.Priority.IsSpecified() && !l.Priority.IsNull() {
		p = l.Priority.MustGet()
	}
	return nil, out{Priority: p}, nil
}

// stored tests the receiver through a variable, and calls a pointer
// method on a value whose value method it tested.
func stored(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	l, err := nullable.Fetch()
	if err != nil {
		return nil, out{}, err
	}
	null := !l.Priority.IsSpecified()
	if null {
		return nil, out{}, nil
	}
	p := l.Priority.MustGet()
	t := nullable.NewToken()
	if t.Valid() {
		_ = t.MustRefresh()
	}
	return nil, out{Priority: p}, nil
}

var page = &browser.Page{}

func open(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if page != nil {
		page.MustNavigate("https://example.com")
	}
	return nil, out{}, nil
}

// again checks another method's error and another value's state, which
// say nothing of what MustNavigate will meet.
func again(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if err := page.Navigate("https://example.com/a"); err != nil {
		return nil, out{}, err
	}
	if t := nullable.NewToken(); t.Valid() {
		page.MustNavigate("https://example.com/b")
	}
	return nil, out{}, nil
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil) // want `^this go-sdk server recovers no handler panic, and 2 of its handlers reach a Must method that panics where its plain form returns an error: \(browser\.Page\)\.MustNavigate at guarded/guarded\.go:75, \(browser\.Page\)\.MustNavigate at guarded/guarded\.go:87 \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	mcp.AddTool(s, &mcp.Tool{Name: "label"}, label)
	mcp.AddTool(s, &mcp.Tool{Name: "inline"}, inline)
	mcp.AddTool(s, &mcp.Tool{Name: "open"}, open)
	mcp.AddTool(s, &mcp.Tool{Name: "again"}, again)
	mcp.AddTool(s, &mcp.Tool{Name: "stored"}, stored)
	return s
}
