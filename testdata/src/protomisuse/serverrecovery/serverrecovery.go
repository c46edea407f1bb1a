// Package serverrecovery builds a go-sdk server whose handlers reach a
// Must call of a browser library through the module's actions package,
// and installs no recovering middleware: a navigation timeout kills the
// process (go-sdk does not recover a handler's panic). Reported once, at
// the server's construction.
package serverrecovery

import (
	"context"
	"regexp"

	"github.com/example/browser"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/serverrecovery/actions"
)

type in struct {
	Q string `json:"q"`
}

var page = &browser.Page{}

// slug is compiled from a constant: it fails on every run or never.
var slug = regexp.MustCompile("^[a-z]+$")

func search(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, actions.Search(page, a.Q), nil
}

func searchAgain(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, actions.Search(page, a.Q+" again"), nil
}

func title(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	t, err := actions.Title(page, a.Q)
	if err != nil {
		return nil, nil, err
	}
	if !regexp.MustCompile("^[a-z]+$").MatchString(t) {
		return nil, nil, nil
	}
	return nil, t, nil
}

// direct navigates to the model's input itself: the input-panic rule
// reports it here, and the server-level finding leaves it out.
func direct(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	page.MustNavigate(a.Q) // want `^MustNavigate of the model's input panics on a value it rejects; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; call Navigate and return an isError result on its error$`
	return nil, a.Q, nil
}

// openGeneric is a generic helper: its instances are followed too.
func openGeneric[T any](p *browser.Page, _ T) { p.MustNavigate("https://example.com") }

func generic(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	openGeneric(page, a)
	return nil, a.Q, nil
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil) // want `^this go-sdk server recovers no handler panic, and 3 of its handlers reach a Must method that panics where its plain form returns an error: \(browser\.Page\)\.MustNavigate at actions/actions\.go:14, \(browser\.Page\)\.MustNavigate at serverrecovery/serverrecovery\.go:54 \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "search_again"}, searchAgain)
	mcp.AddTool(s, &mcp.Tool{Name: "title"}, title)
	mcp.AddTool(s, &mcp.Tool{Name: "direct"}, direct)
	mcp.AddTool(s, &mcp.Tool{Name: "generic"}, generic)
	return s
}
