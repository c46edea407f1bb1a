// Package order has handlers with findings in two files, and a helper in
// this file that handlers of both files call. TestOutputIndependentOfFileOrder
// loads it with its files added to the FileSet in both orders: the
// diagnostics, and their order, must not change.
package order

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// failed builds an isError result from any error's raw text: each
// caller's foreign error leaks through it.
func failed(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error())
}

func readTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return failed(err), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}

func statTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat(req.GetString("path", ""))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(fi.Name()), nil
}

//mcplint:ignore leak nothing here leaks: the directive is stale

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read"), readTool)
	s.AddTool(mcp.NewTool("stat"), statTool)
	s.AddTool(mcp.NewTool("list"), listTool)
	s.AddTool(mcp.NewTool("remove"), removeTool)
}
