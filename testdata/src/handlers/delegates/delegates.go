// Package delegates: functions of an mcp-go typed or structured
// handler's shape are handlers only where something registers them or,
// exported, may be registered by a package above; a delegate that a
// handler calls with a dependency of its own is not one.
package delegates

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type args struct{ Q string }

// Tools registers closures that call delegates.
func Tools(s *server.MCPServer, l *log.Logger) {
	s.AddTool(mcp.NewTool("a"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `^handler mcp-go ToolHandlerFunc registration$`
		return aHandler(ctx, req, l)
	})
	s.AddTool(mcp.NewTool("b"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `^handler mcp-go ToolHandlerFunc registration$`
		return BHandler(ctx, req, l)
	})
	s.AddTool(mcp.NewTool("c"), mcp.NewTypedToolHandler(typed))
	s.AddTool(mcp.NewTool("g"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `^handler mcp-go ToolHandlerFunc registration$`
		return GenHandler(ctx, req, l)
	})
}

// aHandler has a typed handler's shape, with a logger for arguments: a
// delegate, whose returns are the closure's.
func aHandler(ctx context.Context, req mcp.CallToolRequest, l *log.Logger) (*mcp.CallToolResult, error) { // want `^handler mcp-go ToolHandlerFunc continuation$`
	return mcp.NewToolResultText("a"), nil
}

// BHandler is exported, and the package calls it: a delegate here, and
// judged apart as an open weak handler too, for a package above that may
// wrap it.
func BHandler(ctx context.Context, req mcp.CallToolRequest, l *log.Logger) (*mcp.CallToolResult, error) { // want `^handler mcp-go ToolHandlerFunc continuation$` `^handler mcp-go TypedToolHandlerFunc signature open as BHandler weak$`
	return mcp.NewToolResultText("b"), nil
}

// helper is of a typed handler's shape and called, but not for its
// results: not a handler at all.
func helper(ctx context.Context, req mcp.CallToolRequest, n int) (*mcp.CallToolResult, error) {
	return nil, nil
}

func typed(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) { // want `^handler mcp-go TypedToolHandlerFunc wrapper$`
	_, _ = helper(ctx, req, 1)
	return nil, nil
}

// Typed may be wrapped by a package above: open and weak.
func Typed(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) { // want `^handler mcp-go TypedToolHandlerFunc signature open as Typed weak$`
	return nil, nil
}

// Structured likewise.
func Structured(ctx context.Context, req mcp.CallToolRequest, a args) (string, error) { // want `^handler mcp-go StructuredToolHandlerFunc signature open as Structured weak$`
	return "", nil
}

type T struct{}

// Method is a method value a package above may wrap.
func (T) Method(ctx context.Context, req mcp.CallToolRequest, a args) (string, error) { // want `^handler mcp-go StructuredToolHandlerFunc signature open as Method weak$`
	return "", nil
}

// NewFind makes a structured handler a package above may wrap.
func NewFind(dir string) func(context.Context, mcp.CallToolRequest, args) (string, error) {
	return func(ctx context.Context, req mcp.CallToolRequest, a args) (string, error) { // want `^handler mcp-go StructuredToolHandlerFunc signature open as NewFind weak$`
		return dir, nil
	}
}

// newFind is unexported: its closure is nobody's handler.
func newFind(dir string) func(context.Context, mcp.CallToolRequest, args) (string, error) {
	return func(ctx context.Context, req mcp.CallToolRequest, a args) (string, error) {
		return dir, nil
	}
}

var _ = newFind
