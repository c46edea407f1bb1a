// Package viaiface builds a go-sdk server, with nothing recovering, whose
// handlers call the module's model clients through interfaces: one of
// another package (llm.Client), one of this package (backend). A call
// through an interface runs one of the module's implementations, and
// theirs are the sites.
package viaiface

import (
	"context"

	"github.com/example/apiclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/serverrecovery/viaiface/llm"
)

type in struct {
	Q string `json:"q"`
}

type backend interface {
	Explain(ctx context.Context, q string) (string, error) // want Explain:`^mayPanic\(index 0 of what \(apiclient\.Client\)\.ListBuilds returned without a length check at viaiface/viaiface\.go:32\)$`
}

type remote struct{ c *apiclient.Client }

func (r remote) Explain(ctx context.Context, q string) (string, error) { // want Explain:`^mayPanic\(index 0 of what \(apiclient\.Client\)\.ListBuilds returned without a length check at viaiface/viaiface\.go:32\)$`
	builds, err := r.c.ListBuilds(ctx, q)
	if err != nil {
		return "", err
	}
	return builds[0].ID, nil
}

var (
	model           = llm.Default()
	explain backend = remote{c: &apiclient.Client{}}
)

func summary(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	s, err := model.Summarize(ctx, a.Q)
	return nil, s, err
}

func why(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	s, err := explain.Explain(ctx, a.Q)
	return nil, s, err
}

// title's implementation checks the length: no site.
func title(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	s, err := model.Title(ctx, a.Q)
	return nil, s, err
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "llm"}, nil) // want `^this go-sdk server recovers no handler panic, and 2 of its handlers reach code that panics on what another program does or sends back: index 0 of what \(chat\.Client\)\.Complete returned without a length check at llm/llm\.go:28, index 0 of what \(apiclient\.Client\)\.ListBuilds returned without a length check at viaiface/viaiface\.go:32 \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	mcp.AddTool(s, &mcp.Tool{Name: "summary"}, summary)
	mcp.AddTool(s, &mcp.Tool{Name: "why"}, why)
	mcp.AddTool(s, &mcp.Tool{Name: "title"}, title)
	return s
}

// store is a generic interface with a generic implementation: neither is
// judged (types.Implements is unspecified for type parameters), and
// nothing breaks.
type store[T any] interface {
	First(ctx context.Context) (T, error)
}

type listStore[T any] struct {
	items func(context.Context) ([]T, error)
}

func (l listStore[T]) First(ctx context.Context) (T, error) {
	items, err := l.items(ctx)
	var zero T
	if err != nil || len(items) == 0 {
		return zero, err
	}
	return items[0], nil
}

var builds store[apiclient.Build] = listStore[apiclient.Build]{items: func(ctx context.Context) ([]apiclient.Build, error) {
	return (&apiclient.Client{}).ListBuilds(ctx, "")
}}

func Latest(ctx context.Context) (apiclient.Build, error) { return builds.First(ctx) }
