// Package srv is the module the tooling end-to-end tests lint: through
// golangci-lint with the mcplint plugin (scripts/e2e-golangci.sh) and
// through pre-commit (scripts/e2e-precommit.sh).
package srv

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// search returns the error of the SDK's argument helper: reported, with a
// fix.
func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("q")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("results for " + q), nil
}

// read returns an error from os: reported, no fix.
func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/srv/data")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(data)), nil
}

// legacy is silenced by golangci-lint's own directive.
func legacy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, os.ErrNotExist //nolint:mcplint // the gateway maps -32603 for this tool
}

// gateway is silenced by mcplint's directive.
func gateway(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcplint:ignore protomisuse the gateway in front of this server maps -32603 to tool errors
	return nil, os.ErrPermission
}

// unexplained has a directive without a reason: it suppresses nothing and
// is reported itself.
func unexplained(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcplint:ignore protomisuse
	return nil, os.ErrClosed
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("q", mcp.Required())), search)
	s.AddTool(mcp.NewTool("read"), read)
	s.AddTool(mcp.NewTool("legacy"), legacy)
	s.AddTool(mcp.NewTool("gateway"), gateway)
	s.AddTool(mcp.NewTool("unexplained"), unexplained)
}
