package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Helpers of the package are followed four deep (maxHelperDepth): a
// result four helpers down is known, five down it is not.
func four(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return a1(), nil // want `^send: isError result flag=set kind=helper text="four down"$`
}

func a1() *mcp.CallToolResult { return a2() }
func a2() *mcp.CallToolResult { return a3() }
func a3() *mcp.CallToolResult { return a4() }
func a4() *mcp.CallToolResult { return mcp.NewToolResultError("four down") }

func five(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return b1(), nil // want `^send: success result flag=unset kind=helper opaque$`
}

func b1() *mcp.CallToolResult { return b2() }
func b2() *mcp.CallToolResult { return b3() }
func b3() *mcp.CallToolResult { return b4() }
func b4() *mcp.CallToolResult { return b5() }
func b5() *mcp.CallToolResult { return mcp.NewToolResultError("five down") }
