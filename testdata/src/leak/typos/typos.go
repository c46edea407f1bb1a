// Package typos holds mistyped mcplint:ignore directives: whichever
// analyzers run, each is reported once (here by leak, run alone).
package typos

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcplint:ignore protomisue the gateway maps -32603 to tool errors // want `^mcplint:ignore directive names unknown analyzer protomisue: use protomisuse, unflaggederr, opaquemsg, leak, ignoredtoolerr$`
	if req.GetString("q", "") == "" {
		return mcp.NewToolResultError("q is required: pass a search query"), nil
	}
	//mcplint:ignore protomisuse // want `^mcplint:ignore directive without a reason: say why the finding is wrong or accepted$`
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required: pass an item id"), nil
	}
	//mcplint:ignore // want `^malformed mcplint:ignore directive: write //mcplint:ignore <analyzer>\[,<analyzer>\] <reason>$`
	return mcp.NewToolResultText("ok"), nil
}
