// Package mustmain builds a go-sdk server with nothing recovering and
// has mustreg register musttools' tools on it: their Must calls are
// reported at musttools' lines.
package mustmain

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/assembly/mustreg"
)

func Run(ctx context.Context) error {
	s := mcp.NewServer(&mcp.Implementation{Name: "browse"}, nil)
	mustreg.Register(s)
	return s.Run(ctx, &mcp.StdioTransport{})
}
