// Package retryhint is checked with -opaquemsg.retry-hint.
package retryhint

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if path == "" {
		return mcp.NewToolResultError("path is required"), nil // want `^tool failure text "path is required" does not say whether retrying can help: add the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if path == "/" {
		return mcp.NewToolResultError("path must not be the root: change the path, retrying as is will not help"), nil
	}
	if path == "-" {
		return mcp.NewToolResultError("the index is rebuilding: retry in a minute"), nil
	}
	if path == "?" {
		return mcp.NewToolResultError("Operation failed"), nil // want `^tool failure text "Operation failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot read the file", err), nil // want `^tool failure text "cannot read the file: %v" does not say whether retrying can help: add the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if len(data) == 0 {
		return nil, err // no words of its own
	}
	return mcp.NewToolResultText("file is empty"), nil
}
