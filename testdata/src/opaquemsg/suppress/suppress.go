package suppress

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("x", "") {
	case "a":
		//mcplint:ignore opaquemsg the client maps this text to a localized message
		return mcp.NewToolResultError("Operation failed"), nil
	case "b":
		return mcp.NewToolResultError("internal error"), nil //mcplint:ignore opaquemsg,leak same-line directive
	case "c":
		//mcplint:ignore opaquemsg nothing to suppress here // want `^mcplint:ignore directive for opaquemsg suppresses nothing: remove it$`
		return mcp.NewToolResultError("name is required: pass the user's login"), nil
	}
	return mcp.NewToolResultError("oops"), nil // want `^tool failure text "oops" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
}
