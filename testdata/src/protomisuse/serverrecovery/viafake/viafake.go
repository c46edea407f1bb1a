// Package viafake: the one implementation of the backend interface that
// indexes an API's result without a check is a test's fake, which no
// server runs: not reported.
package viafake

import (
	"context"

	"github.com/example/apiclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Q string `json:"q"`
}

type backend interface {
	Explain(ctx context.Context, q string) (string, error)
}

type remote struct{ c *apiclient.Client }

func (r remote) Explain(ctx context.Context, q string) (string, error) {
	builds, err := r.c.ListBuilds(ctx, q)
	if err != nil || len(builds) == 0 {
		return "", err
	}
	return builds[0].ID, nil
}

var explain backend = remote{c: &apiclient.Client{}}

func why(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	s, err := explain.Explain(ctx, a.Q)
	return nil, s, err
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "why"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "why"}, why)
	return s
}
