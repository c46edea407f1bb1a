// Found by FuzzHandlers: protomisuse's fix for a typed handler's
// *jsonrpc.Error returned beside an isError result (errors.New of its
// message) left a result beside an error: a new finding.

package srv

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"fuzz.example/lib"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"log"
	"os"
)

func maketool1(prefix string) gomcp.ToolHandler {
	return func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		if err2 := json.Unmarshal([]byte("item %s not found"), new(map[string]any)); err2 != nil {
			err3 := fmt.Errorf("lookup %q: %w", fmt.Sprintf("item %v not found", 0), err2)
			_ = err3
			return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: "quote \" and \\ backslash"}}}, nil
		}
		//mcplint:ignore protomisuse
		return nil, nil
	}
}

type Args struct {
	Query string `json:"query"`
	N     int    `json:"n"`
}

type Out struct {
	Text string `json:"text"`
}

var errSentinel = errors.New("the store is read-only: use the write tool")

func tool4(ctx context.Context, req mcp.CallToolRequest, args Args) (Out, error) {
	s6, err5 := req.RequireString("q")
	switch s6 {
	case "the query is empty: pass a search term":
		if err5 != nil {
			s7 := err5.Error()
			_ = s7
			err8 := errSentinel
			_ = err8
		}
		os.Exit(1)
	default:
		switch s6 {
		case "permission denied: ask an admin to grant access":
			err9 := errors.Join(err5, err5)
			_ = err9
			err10 := errors.New("failed")
			_ = err10
			return Out{}, nil
		default:
			defer func() {
				if r := recover(); r != nil {
					log.Printf("recovered: %v", r)
				}
			}()
			s12, err11 := req.RequireString("q")
			_ = err11
			_ = s12
		}
	}
	err13 := fmt.Errorf("lookup %q: %w", "item %s not found", err5)
	return Out{Text: s6}, err13
}

func tool15(ctx context.Context, req *gomcp.CallToolRequest, args Args) (*gomcp.CallToolResult, Out, error) {
	var err16 error = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "failed"}
	_ = err16
	err17 := errors.New("")
	_ = err17
	return &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: args.Query}}}, Out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "quote \" and \\ backslash"}
}

func Register(s *server.MCPServer, g *gomcp.Server) {
	s.AddTool(mcp.NewTool("tool4"), mcp.NewStructuredToolHandler(tool4))
	s.AddTool(mcp.NewTool("tool14"), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args Args) (result *mcp.CallToolResult, rerr error) {
		os.Exit(1)
		defer func() {
			if r := recover(); r != nil {
				rerr = fmt.Errorf("panic: %v", r)
			}
		}()
		return mcp.NewToolResultError("the query is empty: pass a search term"), nil
	}))
	g.AddTool(&gomcp.Tool{Name: "tool1"}, maketool1("p"))
	gomcp.AddTool(g, &gomcp.Tool{Name: "tool15"}, tool15)
}

func NewServer() *server.MCPServer {
	return server.NewMCPServer("srv", "1.0.0", server.WithToolHandlerMiddleware(lib.Safe))
}
