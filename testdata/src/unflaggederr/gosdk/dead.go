package gosdk

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type notesIn struct{ Text string }

func registerDead(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "relevant"}, relevant)
}

// keep never fails: its error result is nil on every path.
func keep(text string) ([]string, error) {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "*") {
			out = append(out, l)
		}
	}
	return out, nil
}

// relevant checks an error keep never returns: the branch never runs,
// and nothing is lost (gke-mcp's gkereleasenotes.go:111, a newcomer's
// trial). Not reported.
func relevant(ctx context.Context, req *mcp.CallToolRequest, in notesIn) (*mcp.CallToolResult, any, error) {
	lines, err := keep(in.Text)
	if err != nil {
		return nil, nil, err
	}
	return nil, lines, nil
}
