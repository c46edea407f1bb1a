// Found by FuzzHandlers: protomisuse's fix (an isError result built from
// the error) dropped the only read of s7, in the result it replaced.

package srv

import (
	"context"
	"errors"
	"fmt"
	"fuzz.example/lib"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func tool1[T any](ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	data3, err2 := lib.Load("rate limited: retry in a minute")
	_ = err2
	_ = data3
	return nil, nil
}

func tool4[T any](ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s5 := "item %s not found"
	_ = s5
	err6 := errors.Join(nil, errors.New("second"))
	s7 := req.GetString("q", "")
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent(fmt.Sprintf("item %v not found", s7))}}, err6
}

type Args struct {
	Query string `json:"query"`
	N     int    `json:"n"`
}

type Out struct {
	Text string `json:"text"`
}

func tool8(ctx context.Context, req mcp.CallToolRequest, args Args) (Out, error) {
	return Out{Text: "quote \" and \\ backslash"}, nil
}

func check11(s string) error {
	if s == "" {
		return errors.New("permission denied: ask an admin to grant access")
	}
	return nil
}

func tool9(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err10 := check11(fmt.Sprintf("item %v not found", 0))
	_ = err10
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("the query is empty: pass a search term")}}, nil
}

func call12(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return "", err
	}
	_ = res
	return "done", nil
}

func Register(s *server.MCPServer, g *gomcp.Server) {
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("tool4"), Handler: tool4[int]})
	s.AddTool(mcp.NewTool("tool8"), mcp.NewStructuredToolHandler(tool8))
	lib.Register(s, "tool9", tool9)
	g.AddTool(&gomcp.Tool{Name: "tool1"}, tool1[int])
}

func NewServer() *server.MCPServer {
	return server.NewMCPServer("srv", "1.0.0", server.WithToolHandlerMiddleware(lib.Safe))
}
