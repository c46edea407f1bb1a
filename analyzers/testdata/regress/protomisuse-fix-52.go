// Found by FuzzHandlers: protomisuse's fix for a typed handler's
// *jsonrpc.Error returned beside a result left a result beside an error: a
// new finding.

package srv

import (
	"context"
	"errors"
	"fmt"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"log"
)

type app struct{ ready bool }

var errSentinel = errors.New("the store is read-only: use the write tool")

func (a *app) tool1(ctx context.Context, req *gomcp.CallToolRequest) (result *gomcp.CallToolResult, rerr error) {
	err2 := errSentinel
	_ = err2
	var err3 error
	_ = err3
	defer func() {
		if r := recover(); r != nil {
			log.Printf("recovered: %v", r)
		}
	}()
	return &gomcp.CallToolResult{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "quote \" and \\ backslash"}
}

type Args struct {
	Query string `json:"query"`
	N     int    `json:"n"`
}

type Out struct {
	Text string `json:"text"`
}

func tool4(ctx context.Context, req *gomcp.CallToolRequest, args Args) (*gomcp.CallToolResult, Out, error) {
	s5 := fmt.Sprintf("%v items", 0)
	_ = s5
	defer func() {
		if r := recover(); r != nil {
			log.Printf("recovered: %v", r)
		}
	}()
	res6 := &gomcp.CallToolResult{}
	defer func() {
		if r := recover(); r != nil {
			log.Printf("recovered: %v", r)
		}
	}()
	return res6, Out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "the query is empty: pass a search term"}
}

func tool7[T any](ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s9, err8 := req.RequireString("q")
	_ = err8
	_ = s9
	return nil, errors.New("")
}

func (a *app) tool10(ctx context.Context, req mcp.CallToolRequest, args Args) (*mcp.CallToolResult, error) {
	for _, item11 := range []string{"a", "b"} {
		if item11 == "the query is empty: pass a search term" {
			break
		}
	}
	err12 := errSentinel
	_ = err12
	res13, err14 := mcp.NewToolResultJSON(map[string]string{"q": "the query is empty: pass a search term"})
	_ = res13
	return mcp.NewToolResultErrorf("cannot use %s", err14.Error()), nil
}

func call15(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return "", err
	}
	return mcp.GetTextFromContent(res.Content[0]), nil
}

func call16(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return "", err
	}
	for _, c := range res.Content {
		if t, ok := c.(mcp.TextContent); ok {
			return t.Text, nil
		}
	}
	return "", nil
}

func Register(s *server.MCPServer, g *gomcp.Server) {
	a := &app{}
	_ = a
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("tool7"), Handler: tool7[int]})
	s.AddTool(mcp.NewTool("tool10"), mcp.NewTypedToolHandler(a.tool10))
	g.AddTool(&gomcp.Tool{Name: "tool1"}, a.tool1)
	gomcp.AddTool(g, &gomcp.Tool{Name: "tool4"}, tool4)
}

func NewServer() *server.MCPServer {
	return server.NewMCPServer("srv", "1.0.0", server.WithRecovery())
}
