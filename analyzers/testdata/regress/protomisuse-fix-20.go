// Found by FuzzHandlers: protomisuse's fix for the last return (a flagged
// result beside an error) replaced the error by nil and left err7 declared
// and not used.

package srv

import (
	"context"
	"errors"
	"fmt"
	"fuzz.example/lib"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"os"
	"strings"
)

type app struct{ ready bool }

type Args struct {
	Query string `json:"query"`
	N     int    `json:"n"`
}

type Out struct {
	Text string `json:"text"`
}

var errSentinel = errors.New("the store is read-only: use the write tool")

func (a *app) tool1(ctx context.Context, req mcp.CallToolRequest, args Args) (result *mcp.CallToolResult, rerr error) {
	err2 := lib.Check("failed")
	switch err2.Error() {
	case "the query is empty: pass a search term":
		if _, err3 := req.RequireString("q"); err3 != nil {
			if errors.Is(err3, lib.ErrNotFound) {
				res4, err5 := mcp.NewToolResultJSON(map[string]string{"q": args.Query})
				_ = err5
				_ = res4
				err6 := errSentinel
				_ = err6
				return mcp.NewToolResultError("item %s not found"), fmt.Errorf("op: %v", err2)
			}
			//mcplint:ignore protomisuse
			return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "the query is empty: pass a search term"}}}, nil
		}
	default:
		result, rerr = mcp.NewToolResultText("ok"), errors.New("item %s not found")
		return
	}
	err7 := errors.Join(err2, err2)
	s8 := os.Getenv("API_TOKEN")
	return mcp.NewToolResultError(strings.TrimSpace(s8)), fmt.Errorf("bad query %q", "failed: "+err7.Error())
}

func Register(s *server.MCPServer) {
	a := &app{}
	_ = a
	s.AddTool(mcp.NewTool("tool1"), mcp.NewTypedToolHandler(a.tool1))
}
