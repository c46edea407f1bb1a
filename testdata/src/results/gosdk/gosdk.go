package gosdk

import (
	"context"
	"errors"
	"fmt"
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

// A copy of a result made elsewhere is not a literal: its content and flag
// are unknown.
func copiedResult(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, _ := ctx.Value("res").(mcp.CallToolResult)
	return &v, nil // want `send: success result flag=unset kind=unknown opaque$`
}

func conditional(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	data, err := os.ReadFile(a.Path)
	if err != nil {
		return helpers.Result("", err) // want `send: isError result flag=set kind=helper text="\{err\}"$`
	}
	if len(data) == 0 {
		return helpers.Result("empty", errors.New("no data")) // want `send: isError result flag=set kind=helper text="no data"$`
	}
	return helpers.Result(string(data), nil) // want `send: success result flag=unset kind=helper text="\{\?\}"$`
}

// A helper's text specialized to an empty argument is an empty result.
func emptyHelper(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return helpers.Text("") // want `send: success result flag=unset kind=helper empty text=""$`
}

// Printf-style helpers, a func literal and one in another package: the
// text is the format applied to the operands.
func printfHelpers(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	errf := func(format string, args ...any) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}, IsError: true}
	}
	data, err := os.ReadFile(a.Path)
	if err != nil {
		return errf("cannot read %s: %v", a.Path, err), nil, nil // want `send: isError result flag=set kind=helper text="cannot read \{\?\}: \{err\}"$`
	}
	if len(data) == 0 {
		return helpers.Failf("%s is empty: %w", a.Path, err) // want `send: isError result flag=set kind=helper text="\{\?\} is empty: \{err\}"$`
	}
	return nil, nil, nil // want `send: success result flag=unset kind=nil empty`
}
