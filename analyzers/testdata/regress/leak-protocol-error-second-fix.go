// Found by FuzzHandlers: leak's fix for a raw error returned as a
// JSON-RPC error (mcp-go) logged it and returned errors.New(<written
// message>), which protomisuse then offered to fix again: a second -fix
// changed the code. leak now sends the written message as an isError
// result at once when the error would go out as a JSON-RPC error.

package srv

import (
	"context"
	"fmt"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"os"
)

type app struct{ ready bool }

func tool1[T any](ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	panic("")
}

type Args struct {
	Query string `json:"query"`
	N     int    `json:"n"`
}

type Out struct {
	Text string `json:"text"`
}

func (a *app) tool2(ctx context.Context, req mcp.CallToolRequest, args Args) (result *mcp.CallToolResult, rerr error) {
	data4, err3 := os.ReadFile("failed")
	_ = data4
	if err3 != nil {
		return nil, fmt.Errorf("lookup: %w", err3)
	}
	result, rerr = nil, nil
	return
}

func tool5(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func tool6(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Register(s *server.MCPServer, g *gomcp.Server) {
	a := &app{}
	_ = a
	s.AddTool(mcp.NewTool("tool2"), mcp.NewTypedToolHandler(a.tool2))
	s.AddTool(mcp.NewTool("tool5"), tool5)
	s.AddTool(mcp.NewTool("tool6"), tool6)
	g.AddTool(&gomcp.Tool{Name: "tool1"}, tool1[int])
}
