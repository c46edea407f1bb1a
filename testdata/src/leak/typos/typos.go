// Package typos holds mistyped mcplint:ignore directives, each reported
// once by the analyzer that owns it: the misspelt leak and leak's
// directive without a reason by leak (run alone here), the malformed
// directive by protomisuse only.
package typos

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcplint:ignore leek the gateway shows raw errors to operators only // want `^mcplint:ignore directive names unknown analyzer leek: use protomisuse, unflaggederr, opaquemsg, leak, ignoredtoolerr$`
	if req.GetString("q", "") == "" {
		return mcp.NewToolResultError("q is required: pass a search query"), nil
	}
	//mcplint:ignore leak // want `^mcplint:ignore directive without a reason: say why the finding is wrong or accepted$`
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required: pass an item id"), nil
	}
	//mcplint:ignore
	return mcp.NewToolResultText("ok"), nil
}
