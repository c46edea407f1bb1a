package suppress

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

func a(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcplint:ignore protomisuse the gateway in front of this server maps -32603 to tool errors
	return nil, errors.New("a")
}

func b(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("b") //mcplint:ignore protomisuse,leak same-line directive with a reason
}

func c(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcplint:ignore protomisuse // want `^mcplint:ignore directive without a reason: say why the finding is wrong or accepted$`
	return nil, errors.New("c") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
}

func d(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcplint:ignore protomisuse nothing to suppress here // want `^mcplint:ignore directive for protomisuse suppresses nothing: remove it$`
	return mcp.NewToolResultText("d"), nil
}

func e(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcplint:ignore protomisue typo in the analyzer name // want `^mcplint:ignore directive names unknown analyzer protomisue: use protomisuse, unflaggederr, opaquemsg, leak, ignoredtoolerr$`
	return nil, errors.New("e") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
}
