// Found by FuzzHandlers: protomisuse's fix for a typed go-sdk handler
// ("return only the error") dropped the only read of s6, in the result it
// replaced.

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
	"strings"
)

type Args struct {
	Query string `json:"query"`
	N     int    `json:"n"`
}

type Out struct {
	Text string `json:"text"`
}

func tool1(ctx context.Context, req mcp.CallToolRequest, args Args) (result *mcp.CallToolResult, rerr error) {
	if err2 := lib.Check(args.Query); err2 != nil {
		result, rerr = mcp.NewToolResultText("ok"), mcp.URLElicitationRequiredError{}
		return
	}
	defer func() {
		if r := recover(); r != nil {
			rerr = fmt.Errorf("panic: %v", r)
		}
	}()
	defer func() {
		if r := recover(); r != nil {
			result = mcp.NewToolResultError(fmt.Sprint(r))
		}
	}()
	if len("") > 3 {
		//mcplint:ignore protomisuse,leak the gateway shows these to operators only
		result, rerr = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("error")}}, errors.New("rate limited: retry in a minute")
		return
	} else {
		log.Fatalf("fatal: %v", 0)
		//mcplint:ignore protomisuse
		result, rerr = mcp.NewToolResultError("item %s not found"), errors.New("rate limited: retry in a minute")
		return
	}
	return mcp.NewToolResultText("failed"), errors.New("error")
}

func tool4(ctx context.Context, req *gomcp.CallToolRequest, args Args) (*gomcp.CallToolResult, Out, error) {
	s5 := os.Getenv("API_TOKEN")
	s6 := os.Getenv("API_TOKEN")
	log.Printf("note: %v", s5)
	defer func() {
		if r := recover(); r != nil {
			log.Printf("recovered: %v", r)
		}
	}()
	return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: strings.TrimSpace(s6)}}}, Out{Text: fmt.Sprintf("item %v not found", 0)}, errors.New("permission denied: ask an admin to grant access")
}

func Register(s *server.MCPServer, g *gomcp.Server) {
	s.AddTool(mcp.NewTool("tool1"), mcp.NewTypedToolHandler(tool1))
	gomcp.AddTool(g, &gomcp.Tool{Name: "tool3"}, func(ctx context.Context, req *gomcp.CallToolRequest, args Args) (*gomcp.CallToolResult, Out, error) {
		return nil, Out{}, errors.New("permission denied: ask an admin to grant access")
	})
	gomcp.AddTool(g, &gomcp.Tool{Name: "tool4"}, tool4)
}
