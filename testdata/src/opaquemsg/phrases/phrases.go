// Package phrases is checked with -opaquemsg.phrases="Computer says no,kaput".
package phrases

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("x", "") {
	case "a":
		return mcp.NewToolResultError("Computer says no."), nil // want `^tool failure text "Computer says no\." is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case "b":
		return mcp.NewToolResultError("error: kaput"), nil // want `^tool failure text "error: kaput" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case "c":
		return mcp.NewToolResultError("computer says no to files over 1 MiB: pass a smaller file"), nil
	}
	return mcp.NewToolResultError("Operation failed"), nil // want `^tool failure text "Operation failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
}
