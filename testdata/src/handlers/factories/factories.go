// Package factories makes middleware: a factory is one whose every
// returned middleware recovers panics, so that a package installing what
// it makes installs a recovering middleware. One return the summaries
// cannot follow (a map element, which may hold anything) leaves the
// factory unknown, however many of its other returns recover.
package factories

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Recovering(next server.ToolHandlerFunc) server.ToolHandlerFunc { // want `^Recovering: handler params\(param 0: recovers panics, returns its error raw as mcp-go ToolHandlerFunc\)$`
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) { // want `^handler mcp-go ToolHandlerFunc middleware open as Recovering$`
		defer func() {
			if r := recover(); r != nil {
				res = mcp.NewToolResultError("the tool failed unexpectedly: try again later")
			}
		}()
		return next(ctx, req)
	}
}

var registry = map[string]server.ToolHandlerMiddleware{}

// Make returns Recovering or nil: it makes recovering middleware.
func Make(name string) server.ToolHandlerMiddleware { // want `^Make: handler params\(\) makes\(param 0: recovers panics\)$`
	if name == "" {
		return nil
	}
	return Recovering
}

// Lookup returns Recovering or whatever the registry holds: unknown.
func Lookup(name string) server.ToolHandlerMiddleware {
	if name == "" {
		return Recovering
	}
	return registry[name]
}
