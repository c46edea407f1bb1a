package gosdk

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"results/helpers"
)

type in struct{ Path string }

func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Path == "" {
		return helpers.Fail("path is required") // want `send: isError result flag=set kind=helper text="path is required"`
	}
	data, err := os.ReadFile(a.Path)
	if err != nil {
		return helpers.FailErr("cannot read", err) // want `send: isError result flag=set kind=helper text="cannot read: {err}"`
	}
	if len(data) == 0 {
		return nil, nil, errors.New("empty file") // want `send: an isError result text="empty file"`
	}
	return helpers.Text(string(data)) // want `send: success result flag=unset kind=helper text="\{\?\}"`
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if len(req.Params.Arguments) == 0 {
		res.SetError(errors.New("arguments are required"))
		return res, nil // want `send: isError result flag=set kind=literal text="arguments are required"`
	}
	ok := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}
	return ok, nil // want `send: success result flag=unset kind=literal text="done"`
}

func typedNil(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil // want `send: success result flag=unset kind=nil empty`
}

// SetError on different paths of one result: each error is a text.
func setErrors(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if len(req.Params.Arguments) == 0 {
		res.SetError(errors.New("arguments are required"))
	} else {
		res.SetError(errors.New("arguments are not read yet"))
	}
	return res, nil // want `send: isError result flag=set kind=literal text="arguments are required" text="arguments are not read yet"`
}
