// Package rounds passes tool results down two chains of its own helpers
// to one that reads their content, each helper declared before the one
// it calls. Summarizing in source order settles one more function of a
// chain per round, the reader a8 in the first: a1, seven calls above it,
// settles in the eighth and last round the fixpoint runs, and first's
// call of it is reported. b1, eight calls above b9, would need a ninth
// round: it has no fact, and second's call is not reported. Fewer rounds
// lose a1's fact, more give b1 one.
package rounds

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func request(name string) mcp.CallToolRequest {
	var req mcp.CallToolRequest
	req.Params.Name = name
	return req
}

func a1(r *mcp.CallToolResult) string { return a2(r) } // want a1:`^toolresult\(reads \[0\]; text \[0\]\)$`
func a2(r *mcp.CallToolResult) string { return a3(r) } // want a2:`^toolresult\(reads \[0\]; text \[0\]\)$`
func a3(r *mcp.CallToolResult) string { return a4(r) } // want a3:`^toolresult\(reads \[0\]; text \[0\]\)$`
func a4(r *mcp.CallToolResult) string { return a5(r) } // want a4:`^toolresult\(reads \[0\]; text \[0\]\)$`
func a5(r *mcp.CallToolResult) string { return a6(r) } // want a5:`^toolresult\(reads \[0\]; text \[0\]\)$`
func a6(r *mcp.CallToolResult) string { return a7(r) } // want a6:`^toolresult\(reads \[0\]; text \[0\]\)$`
func a7(r *mcp.CallToolResult) string { return a8(r) } // want a7:`^toolresult\(reads \[0\]; text \[0\]\)$`

func a8(r *mcp.CallToolResult) string { // want a8:`^toolresult\(reads \[0\]; text \[0\]\)$`
	return r.Content[0].(mcp.TextContent).Text
}

func b1(r *mcp.CallToolResult) string { return b2(r) }
func b2(r *mcp.CallToolResult) string { return b3(r) } // want b2:`^toolresult\(reads \[0\]; text \[0\]\)$`
func b3(r *mcp.CallToolResult) string { return b4(r) } // want b3:`^toolresult\(reads \[0\]; text \[0\]\)$`
func b4(r *mcp.CallToolResult) string { return b5(r) } // want b4:`^toolresult\(reads \[0\]; text \[0\]\)$`
func b5(r *mcp.CallToolResult) string { return b6(r) } // want b5:`^toolresult\(reads \[0\]; text \[0\]\)$`
func b6(r *mcp.CallToolResult) string { return b7(r) } // want b6:`^toolresult\(reads \[0\]; text \[0\]\)$`
func b7(r *mcp.CallToolResult) string { return b8(r) } // want b7:`^toolresult\(reads \[0\]; text \[0\]\)$`
func b8(r *mcp.CallToolResult) string { return b9(r) } // want b8:`^toolresult\(reads \[0\]; text \[0\]\)$`

func b9(r *mcp.CallToolResult) string { // want b9:`^toolresult\(reads \[0\]; text \[0\]\)$`
	return r.Content[0].(mcp.TextContent).Text
}

// The callers come after the helpers, so that in each round they see
// what the helpers settled in it.
func first(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	return a1(res), nil // want `^a1 reads the content of res before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

func second(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	return b1(res), nil
}
