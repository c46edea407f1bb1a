// Found by FuzzHandlers: protomisuse's fix for an isError result beside a
// *jsonrpc.Error kept the result, whose text is "error", which the SDK
// used to drop: a new opaquemsg finding. protomisuse now keeps such a
// result only when opaquemsg.SaysWhat accepts its text.

package srv

import (
	"context"
	"errors"
	"fmt"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"os"
)

func check8(s string) error {
	panic("unreachable: " + s)
}

func call9(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", errors.New("the tool failed")
	}
	for _, c := range res.Content {
		if t, ok := c.(mcp.TextContent); ok {
			return t.Text, nil
		}
	}
	return "", nil
}

func call10(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", errors.New("the tool failed")
	}
	_ = res
	return "done", nil
}

func Register(g *gomcp.Server) {
	g.AddTool(&gomcp.Tool{Name: "tool1"}, func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
		err2 := errors.Join(nil, errors.New("second"))
		for _, item3 := range []string{"a", "b"} {
			if item3 == "failed: "+err2.Error() {
				s4 := os.Getenv("API_TOKEN")
				_ = s4
				err5 := fmt.Errorf("lookup %q: %w", "failed: "+err2.Error(), err2)
				_ = err5
			}
		}
		err6 := errors.New("failed")
		_ = err6
		err7 := check8("failed: " + err2.Error())
		_ = err7
		return &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: "error"}}}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "item %s not found"}
	})
}
