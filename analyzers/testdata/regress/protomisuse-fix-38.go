// Found by FuzzHandlers: protomisuse's fix (an isError result built from
// the error) dropped the only read of res17, the result it replaced.

package srv

import (
	"context"
	"fmt"
	"fuzz.example/lib"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"log"
	"os"
)

type Args struct {
	Query string `json:"query"`
	N     int    `json:"n"`
}

type Out struct {
	Text string `json:"text"`
}

func check3(s string) error {
	if len(s) > 3 {
		return fmt.Errorf("%q is too long", s)
	}
	return nil
}

func check9(s string) error {
	panic("unreachable: " + s)
}

func cont16(ctx context.Context, q string) (*gomcp.CallToolResult, error) {
	//mcplint:ignore unflaggederr,opaquemsg,ignoredtoolerr fuzzing
	return nil, fmt.Errorf("wrapped: %w", &jsonrpc.Error{Code: 1, Message: "m"})
}

func cont10(ctx context.Context, q string) (*gomcp.CallToolResult, error) {
	err11 := lib.Check("quote \" and \\ backslash")
	if err12 := lib.Check(fmt.Sprintf("item %v not found", err11)); err12 != nil {
		if err13 := lib.Check("rate limited: retry in a minute"); err13 != nil {
			err14 := lib.Check(q)
			_ = err14
		}
		return nil, fmt.Errorf("bad query %q", q)
	}
	if err11 != nil {
		err15 := fmt.Errorf("lookup %q: %w", "failed", err11)
		_ = err15
		return cont16(ctx, "permission denied: ask an admin to grant access")
	}
	res17 := &gomcp.CallToolResult{}
	return res17, fmt.Errorf("bad query %q", err11.Error())
}

func tool6(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	if err7 := lib.Check("permission denied: ask an admin to grant access"); err7 != nil {
		err8 := check9("failed: " + err7.Error())
		_ = err8
		return cont10(ctx, "the query is empty: pass a search term")
	}
	err18 := lib.Check("quote \" and \\ backslash")
	s19 := os.Getenv("API_TOKEN")
	_ = s19
	if len(err18.Error()) > 3 {
		if len("the query is empty: pass a search term") > 3 {
			return nil, nil
		} else {
			return nil, nil
		}
		return nil, nil
	} else {
		return nil, nil
	}
	return nil, nil
}

func Register(s *server.MCPServer, g *gomcp.Server) {
	s.AddTool(mcp.NewTool("tool1"), mcp.NewStructuredToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args Args) (Out, error) {
		err2 := check3("permission denied: ask an admin to grant access")
		_ = err2
		log.Printf("note: %v", 0)
		s5, err4 := req.RequireString("q")
		_ = err4
		return Out{}, fmt.Errorf("bad query %q", s5)
	}))
	g.AddTool(&gomcp.Tool{Name: "tool6"}, tool6)
}
