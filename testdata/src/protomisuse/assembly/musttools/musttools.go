// Package musttools declares go-sdk tool handlers that reach a Must
// method of a browser library (go-rod's shape: xiaohongshu-mcp), as
// exported functions the package registers on a server it is given.
// The server is built two packages up: mustmain with nothing recovering
// (go-sdk recovers no handler panic: the process dies), mustmainrec with
// a recovering middleware. The finding goes to the handler's line, and
// only where the server that serves it recovers nothing.
package musttools

import (
	"context"

	"github.com/example/apiclient"
	"github.com/example/browser"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Q string `json:"q"`
}

var page = &browser.Page{}

// open is the module's own action, as xiaohongshu's browser actions.
func open(p *browser.Page) *browser.Page {
	return p.MustNavigate("https://example.com/search")
}

// Search is registered by mustreg.Register on mustmain's server.
func Search(ctx context.Context, req *mcp.CallToolRequest, a In) (*mcp.CallToolResult, any, error) {
	open(page) // want `^call of open reaches \(browser\.Page\)\.MustNavigate at musttools/musttools\.go:26, which panics where its plain form returns an error, and the server this typed tool handler is registered on recovers no handler panic \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	return nil, a.Q, nil
}

// Home calls the Must method itself.
func Home(ctx context.Context, req *mcp.CallToolRequest, a In) (*mcp.CallToolResult, any, error) {
	page.MustNavigate("https://example.com/") // want `^\(browser\.Page\)\.MustNavigate panics where its plain form returns an error, and the server this typed tool handler is registered on recovers no handler panic \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	return nil, a.Q, nil
}

// Plain uses the plain form: nothing to report.
func Plain(ctx context.Context, req *mcp.CallToolRequest, a In) (*mcp.CallToolResult, any, error) {
	if err := page.Navigate("https://example.com/"); err != nil {
		return nil, nil, err
	}
	return nil, a.Q, nil
}

// Shot is registered only on mustmainrec's server, which recovers:
// nothing to report.
func Shot(ctx context.Context, req *mcp.CallToolRequest, a In) (*mcp.CallToolResult, any, error) {
	open(page)
	return nil, a.Q, nil
}

var client = &apiclient.Client{}

// Latest takes the first build an API lists without a length check.
func Latest(ctx context.Context, req *mcp.CallToolRequest, a In) (*mcp.CallToolResult, any, error) {
	builds, err := client.ListBuilds(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	return nil, builds[0].ID, nil // want `^index 0 of what \(apiclient\.Client\)\.ListBuilds returned without a length check at musttools/musttools\.go:64 panics when the other side sends fewer elements, and the server this typed tool handler is registered on recovers no handler panic \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
}

// Register registers the tools mustmain serves on the server it is
// given.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, Search)
	mcp.AddTool(s, &mcp.Tool{Name: "home"}, Home)
	mcp.AddTool(s, &mcp.Tool{Name: "plain"}, Plain)
	mcp.AddTool(s, &mcp.Tool{Name: "latest"}, Latest)
}

// RegisterShot registers the tool only mustmainrec serves.
func RegisterShot(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "shot"}, Shot)
}

// Admin is registered only on mustadmin's server, which recovers, by
// musthealth, which also builds an unrecovered server of its own:
// nothing to report (the server it is registered on is not that one).
func Admin(ctx context.Context, req *mcp.CallToolRequest, a In) (*mcp.CallToolResult, any, error) {
	open(page)
	return nil, a.Q, nil
}

// RegisterAdmin registers the tool only musthealth serves, on the
// server it is given.
func RegisterAdmin(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "admin"}, Admin)
}
