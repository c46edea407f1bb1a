// Found by FuzzHandlers: protomisuse's fix turned the continuation's
// error into an isError result with the same text, and opaquemsg then
// reported the text twice: at the continuation's return and where the
// handler returns the continuation's result. opaquemsg now judges a
// result a continuation builds at the continuation only.

package srv

import (
	"context"
	"errors"
	"fmt"
	"fuzz.example/lib"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"os"
	"strings"
)

func cont8(ctx context.Context, q string) (*gomcp.CallToolResult, error) {
	return nil, errors.New("error")
}

func tool1(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	if strings.HasPrefix("item %s not found", "x") {
		if strings.HasPrefix(fmt.Sprintf("item %v not found", 0), "x") {
			res2 := &gomcp.CallToolResult{}
			_ = res2
			data4, err3 := lib.Load("failed")
			_ = err3
			_ = data4
		} else {
			return nil, nil
		}
		s5 := "the query is empty: pass a search term"
		_ = s5
	} else {
		s6 := os.Getenv("API_TOKEN")
		_ = s6
		for _, item7 := range []string{"a", "b"} {
			if item7 == "item %s not found" {
				continue
			}
		}
	}
	return cont8(ctx, "the query is empty: pass a search term")
}

func Register(g *gomcp.Server) {
	g.AddTool(&gomcp.Tool{Name: "tool1"}, tool1)
}
