// Package usemw installs its converting middleware with (*MCPServer).Use
// only: the handler's returned error becomes an isError result, so it is
// not reported (the Use row of the SDK table says Use installs
// middleware).
package usemw

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func errorsAsResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func New() *server.MCPServer {
	s := server.NewMCPServer("x", "1")
	s.Use(errorsAsResults)
	s.AddTool(mcp.NewTool("a"), handler)
	return s
}

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "" {
		return nil, errors.New("q is required: pass a query") // converted by errorsAsResults: not reported
	}
	return mcp.NewToolResultText("ok"), nil
}
