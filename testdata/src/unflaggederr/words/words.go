package words

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

var errLimited = errors.New("limited")

func call() error { return errLimited }

// Run with -words=throttled: the phrase counts as failure.
func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := call(); err != nil {
		return mcp.NewToolResultText("request throttled by the upstream API: wait a minute"), nil // want `^tool handler reports a failure in a result without IsError: its text says "throttled" after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText("done"), nil
}
