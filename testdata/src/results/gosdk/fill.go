package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// fill adds the content.
func fill(res *mcp.CallToolResult) {
	res.Content = append(res.Content, &mcp.TextContent{Text: "filled"})
}

// filler is a function value: what it does is not known.
var filler = fill

// A result passed to a function that may add content is not empty: a
// function of the module, or a function value; printing it adds nothing.
func filledByHelper(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	res := &mcp.CallToolResult{}
	fill(res)
	return res, nil, nil // want `^send: success result flag=unset kind=literal opaque$`
}

func filledByValue(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	res := &mcp.CallToolResult{}
	filler(res)
	return res, nil, nil // want `^send: success result flag=unset kind=literal opaque$`
}

func printed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	res := &mcp.CallToolResult{}
	fmt.Println(res)
	return res, nil, nil // want `^send: success result flag=unset kind=literal empty$`
}
