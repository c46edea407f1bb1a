// Package rpcdepth: a typed handler returns a *jsonrpc.Error made by a
// chain of the package's own helpers, each returning the next one's
// error (gh-aw's helpers around newMCPError). protomisuse follows such a
// chain through the handler's callee and four more calls: the chain of
// five is reported, the chain of six is past the bound and its error is
// taken for a plain one (an isError result). Raising the bound moves the
// second case; lowering it loses the first.
package rpcdepth

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ Path string }
type out struct{ Size int }

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "five"}, five)
	mcp.AddTool(s, &mcp.Tool{Name: "six"}, six)
}

func five(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if a.Path == "" {
		return nil, out{}, a0(a.Path) // want `^typed tool handler returns a \*jsonrpc\.Error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error$`
	}
	return nil, out{Size: 1}, nil
}

// a0 is the handler's callee (depth 0); a4, four calls further, makes
// the error.
func a0(path string) error { return a1(path) }
func a1(path string) error { return a2(path) }
func a2(path string) error { return a3(path) }
func a3(path string) error { return a4(path) }
func a4(path string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "path is required"}
}

func six(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	if a.Path == "" {
		return nil, out{}, b0(a.Path) // one call past the bound: not followed
	}
	return nil, out{Size: 1}, nil
}

func b0(path string) error { return b1(path) }
func b1(path string) error { return b2(path) }
func b2(path string) error { return b3(path) }
func b3(path string) error { return b4(path) }
func b4(path string) error { return b5(path) }
func b5(path string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "path is required"}
}
