// Package checkedslot: a handler with a defer returns a helper's results
// through its named results only once their error was checked nil, and
// writes its own text otherwise: nothing of the helper's error is sent.
package checkedslot

import (
	"context"
	"sync"

	"leak/causemethod/rest"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type App struct {
	root string
	mu   sync.Mutex
}

type in struct{ Path string }

func errorResult(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}, IsError: true}
}

func (a *App) update(ctx context.Context, c *rest.Client, path string) (*mcp.CallToolResult, any, error) {
	if err := c.Update(ctx, path); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil, nil
}

// Touch: with a defer and named results, update's results are returned
// only when its error is nil; on failure the handler writes its own text.
func (a *App) Touch(ctx context.Context, _ *mcp.CallToolRequest, p in) (res *mcp.CallToolResult, out any, err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	c := &rest.Client{}
	res, out, err = a.update(ctx, c, p.Path)
	if err == nil {
		return
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "update failed"}}, IsError: true}, nil, nil
}

func New(a *App) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "touch"}, a.Touch)
	return s
}
