// Package inventory is the lowest package of a server assembled in three:
// it keeps tools with handler factories in a struct field and registers
// them later, and its typed adapter relays a typed handler's results
// through a raw one.
package inventory

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// HandlerFunc makes a tool's handler when it is registered.
type HandlerFunc func(deps any) mcp.ToolHandler

// ServerTool is a tool and the factory of its handler.
type ServerTool struct {
	Tool        mcp.Tool
	HandlerFunc HandlerFunc
}

// NewTypedTool keeps a typed handler behind a raw one: the raw closure
// drops the typed output and returns the typed handler's error as its own,
// so that error leaves as a JSON-RPC error.
func NewTypedTool[In, Out any](tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) ServerTool { // want `NewTypedTool: handler params\(param 1: returns its error raw as go-sdk raw ToolHandler\)`
	return ServerTool{
		Tool: tool,
		HandlerFunc: func(_ any) mcp.ToolHandler {
			return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler go-sdk raw ToolHandler registration`
				var in In
				if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the arguments are not a JSON object of the tool's schema"}}}, nil
				}
				res, _, err := h(ctx, req, in)
				return res, err
			}
		},
	}
}

// NewRawTool keeps a raw handler as it is.
func NewRawTool(tool mcp.Tool, h mcp.ToolHandler) ServerTool { // want `NewRawTool: handler params\(param 1: registers go-sdk raw ToolHandler\)`
	return ServerTool{Tool: tool, HandlerFunc: func(_ any) mcp.ToolHandler { return h }}
}

// Register adds every tool to s.
func Register(s *mcp.Server, tools []ServerTool) {
	for _, st := range tools {
		t := st.Tool
		s.AddTool(&t, st.HandlerFunc(nil))
	}
}
