// Package helpertext: result texts written by string-returning helpers,
// of this package and of another, are judged by the helpers' words.
package helpertext

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"unflaggederr/helpertext/render"
)

var idx = &render.Index{}

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.GetString("path", "")
	doc, found := idx.Lookup(p)
	if !found {
		return mcp.NewToolResultText(idx.UnknownPath(p)), nil // want `^tool handler reports a failure in a result without IsError: its text says "not found" after a failed ok check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText(doc), nil
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	if _, found := idx.Lookup(q); !found {
		// An empty search answers the question: not reported.
		return mcp.NewToolResultText(render.NoResults(q)), nil
	}
	return mcp.NewToolResultText("found"), nil
}

func outline(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	h := req.GetString("heading", "")
	_, found := idx.Lookup(h)
	if !found {
		// Two returns in the helper: its text is not known here.
		return mcp.NewToolResultText(render.Outline(found, h)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func stat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/index"); err != nil {
		return mcp.NewToolResultText(render.Describe(err)), nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText, and since the text shows another module's error \(os\.Stat\), log that error and write instead what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText("ok"), nil
}

func required(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("name", "") == "" {
		return mcp.NewToolResultText(render.Required("name")), nil // want `^tool handler reports a failure in a result without IsError: its text opens with "Error:", and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// missing is a helper of this package.
func missing(name string) string { // want missing:`^helperText\(tool \{0\} does not exist\)$`
	return fmt.Sprintf("tool %s does not exist", name)
}

func local(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if _, ok := idx.Lookup(name); !ok {
		return mcp.NewToolResultText(missing(name)), nil // want `^tool handler reports a failure in a result without IsError: its text says "does not exist" after a failed ok check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// fmtr's Pick shows its first argument; called through a bound method
// value its call's arguments leave out the receiver: not reported.
type fmtr struct{}

func (fmtr) Pick(shown string, cause error) string { return "cache: " + shown } // want Pick:`^helperText\(cache: \{1\}\)$`

func bound(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/cache"); err != nil {
		pick := fmtr{}.Pick
		return mcp.NewToolResultText(pick("using the defaults", err)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// A helper's text on a success path: no failure check, not reported.
func plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(idx.UnknownPath("guide")), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read"), read)
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("outline"), outline)
	s.AddTool(mcp.NewTool("stat"), stat)
	s.AddTool(mcp.NewTool("required"), required)
	s.AddTool(mcp.NewTool("local"), local)
	s.AddTool(mcp.NewTool("plain"), plain)
	s.AddTool(mcp.NewTool("bound"), bound)
}
