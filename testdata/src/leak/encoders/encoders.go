// Package encoders sends the errors of encoding the server's own values:
// an encoder into memory describes the values' types, one that writes to
// a writer can carry the writer's errors.
package encoders

import (
	"bytes"
	"context"

	"github.com/example/csvenc"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type row struct{ Name string }

func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := csvenc.MarshalBytes([]row{{Name: "a"}})
	if err != nil {
		return mcp.NewToolResultError("encoding the list failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func write(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var buf bytes.Buffer
	if err := csvenc.MarshalTo(&buf, []row{{Name: "a"}}); err != nil {
		return mcp.NewToolResultError("encoding the list failed: " + err.Error()), nil // want `^raw error from io \(io.Writer.Write\) reaches the tool result text`
	}
	return mcp.NewToolResultText(buf.String()), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list"), list)
	s.AddTool(mcp.NewTool("write"), write)
}
