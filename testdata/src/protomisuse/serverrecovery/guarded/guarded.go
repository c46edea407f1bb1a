// Package guarded calls Must methods under a condition on their
// receiver: a getter under a test the author wrote for the case it
// panics on (gitlab-mcp-server's priorityFromNullable) is no site. Six
// handlers still reach a site: a nil check of the receiver, the error of
// another of its methods, another value's state, a test whose branch the
// call is not on (after both branches, on the other one), a Must method
// with arguments (it acts on what it drives: no test of its receiver
// guards it), and a test that is itself a Must method.
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

// noexit tests the receiver, but the Must call runs after both branches.
func noexit(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	l, _ := nullable.Fetch()
	if l.Priority.IsNull() {
		a.Q = "null"
	}
	return nil, out{Priority: l.Priority.MustGet()}, nil
}

// wrong calls the Must method on the branch the test predicts it panics.
func wrong(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	l, _ := nullable.Fetch()
	var p int64
	if l.Priority.IsSpecified() && !l.Priority.IsNull() {
		p = 1
	} else {
		p = l.Priority.MustGet()
	}
	return nil, out{Priority: p}, nil
}

// frame tests a state of the page that has nothing to do with what
// MustNavigate meets: a Must method that acts on arguments is never
// guarded by a test of its receiver.
func frame(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if !page.IsIframe() {
		page.MustNavigate("https://example.com/c")
	}
	return nil, out{}, nil
}

// mustTest tests with a Must method, which may panic itself.
func mustTest(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	l, _ := nullable.Fetch()
	if !l.Priority.MustSpecified() {
		return nil, out{}, nil
	}
	return nil, out{Priority: l.Priority.MustGet()}, nil
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil) // want `^this go-sdk server recovers no handler panic, and 6 of its handlers reach a Must method that panics where its plain form returns an error: \(browser\.Page\)\.MustNavigate at guarded/guarded\.go:78, \(browser\.Page\)\.MustNavigate at guarded/guarded\.go:90, \(nullable\.Nullable\)\.MustGet at guarded/guarded\.go:101 and 3 more \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	mcp.AddTool(s, &mcp.Tool{Name: "label"}, label)
	mcp.AddTool(s, &mcp.Tool{Name: "inline"}, inline)
	mcp.AddTool(s, &mcp.Tool{Name: "open"}, open)
	mcp.AddTool(s, &mcp.Tool{Name: "again"}, again)
	mcp.AddTool(s, &mcp.Tool{Name: "stored"}, stored)
	mcp.AddTool(s, &mcp.Tool{Name: "noexit"}, noexit)
	mcp.AddTool(s, &mcp.Tool{Name: "wrong"}, wrong)
	mcp.AddTool(s, &mcp.Tool{Name: "frame"}, frame)
	mcp.AddTool(s, &mcp.Tool{Name: "mustTest"}, mustTest)
	return s
}
