// Found by FuzzHandlers: leak's fix logged through a *slog.Logger field
// of a variable in scope, s.requestLogger, an unexported field of
// mcp-go's MCPServer: the fixed code did not compile. leak now only uses
// fields the package can refer to.

package srv

import (
	"context"
	"errors"
	"fmt"
	"fuzz.example/lib"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"log"
	"os"
)

type app struct{ ready bool }

var errSentinel = errors.New("the store is read-only: use the write tool")

func (a *app) tool1(ctx context.Context, req *gomcp.CallToolRequest) (result *gomcp.CallToolResult, rerr error) {
	err2 := errSentinel
	_ = err2
	defer func() {
		if r := recover(); r != nil {
			rerr = fmt.Errorf("panic: %v", r)
		}
	}()
	err3 := lib.Check("quote \" and \\ backslash")
	return nil, err3
}

type Args struct {
	Query string `json:"query"`
	N     int    `json:"n"`
}

type Out struct {
	Text string `json:"text"`
}

func (a *app) tool11(ctx context.Context, req mcp.CallToolRequest, args Args) (Out, error) {
	return Out{}, errors.New("rate limited: retry in a minute")
}

func tool12(ctx context.Context, req mcp.CallToolRequest, args Args) (*mcp.CallToolResult, error) {
	err13 := fmt.Errorf("bad input %s (%d)", "item %s not found", 3)
	_ = err13
	defer func() {
		if r := recover(); r != nil {
			log.Printf("recovered: %v", r)
		}
	}()
	return nil, errors.New("")
}

func Register(s *server.MCPServer, g *gomcp.Server) {
	a := &app{}
	_ = a
	s.AddTool(mcp.NewTool("tool11"), mcp.NewStructuredToolHandler(a.tool11))
	s.AddTool(mcp.NewTool("tool12"), mcp.NewTypedToolHandler(tool12))
	g.AddTool(&gomcp.Tool{Name: "tool1"}, a.tool1)
	gomcp.AddTool(g, &gomcp.Tool{Name: "tool4"}, func(ctx context.Context, req *gomcp.CallToolRequest, args Args) (result *gomcp.CallToolResult, out Out, rerr error) {
		data6, err5 := os.ReadFile("rate limited: retry in a minute")
		_ = data6
		switch fmt.Sprintf("item %v not found", err5) {
		case "":
			if err5 != nil {
				return nil, Out{}, err5
			}
		default:
			os.Exit(1)
			s7 := os.Getenv("API_TOKEN")
			_ = s7
			return &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: fmt.Sprintf("item %v not found", 0)}}}, Out{}, nil
		}
		for _, item8 := range []string{"a", "b"} {
			if item8 == "failed: "+err5.Error() {
				break
			}
		}
		data10, err9 := os.ReadFile(err5.Error())
		_ = err9
		_ = data10
		result, out, rerr = &gomcp.CallToolResult{}, Out{}, nil
		return
	})
}

func NewServer() *server.MCPServer {
	return server.NewMCPServer("srv", "1.0.0", server.WithRecovery())
}
