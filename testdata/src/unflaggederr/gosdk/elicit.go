package gosdk

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type signIn struct{ Account string }

func registerElicit(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "signin"}, signin)
}

// signin returns go-sdk's URL elicitation error after a failed check:
// URLElicitationRequiredError never returns nil, so the call does not
// end with "nil, a zero output and a nil error" (protomisuse judges the
// error's code). Not reported.
func signin(ctx context.Context, req *mcp.CallToolRequest, in signIn) (*mcp.CallToolResult, any, error) {
	if _, err := os.Stat("/var/run/session-" + in.Account); err != nil {
		return nil, nil, mcp.URLElicitationRequiredError([]*mcp.ElicitParams{{Mode: "url", URL: "https://example.com/signin"}})
	}
	return nil, in.Account, nil
}
