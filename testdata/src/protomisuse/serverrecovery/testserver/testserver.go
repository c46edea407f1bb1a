// Package testserver registers its handlers on a server the program
// builds elsewhere; its test builds one of its own, which serves no
// client: no server-recovery finding here, on the test's server or
// anywhere (hashicorp/vault-mcp-server forks' pki_test.go, a server made
// for a context only).
package testserver

import (
	"context"

	"github.com/example/apiclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Q string `json:"q"`
}

var client = &apiclient.Client{}

func latest(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	builds, err := client.ListBuilds(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	return nil, builds[0].ID, nil
}

// Register adds the package's tools to s.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "latest"}, latest)
}
