// Package project is advice/before/project rewritten as each message
// asks: tool functions of a project handler type (advice/lib/projapi) and
// the go-sdk adapter that registers them.
package project

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"advice/lib/projapi"
)

func all() []projapi.ServerTool {
	return []projapi.ServerTool{
		{Name: "count", Handler: count},
		{Name: "inventory", Handler: inventory},
		{Name: "ids", Handler: ids},
	}
}

// Register adds every tool.
func Register(s *mcp.Server) {
	for _, t := range all() {
		tool := t
		s.AddTool(&mcp.Tool{Name: tool.Name}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := tool.Handler(projapi.Params{})
			if err != nil {
				return nil, err
			}
			return projapi.ToMCP(res), nil
		})
	}
}

// The failure sent in the tool's own result.
func count(params projapi.Params) (*projapi.Result, error) {
	if params.Args["what"] == nil {
		return &projapi.Result{Message: "what argument is required: name the items to count", Failed: true}, nil
	}
	return &projapi.Result{Message: "3"}, nil
}

// Failed set to true.
func inventory(params projapi.Params) (*projapi.Result, error) {
	data, err := os.ReadFile("/srv/inventory.csv")
	if err != nil {
		return &projapi.Result{Message: "could not read the inventory file: ask an administrator to restore it", Failed: true}, nil
	}
	return &projapi.Result{Message: string(data)}, nil
}

// Set to true.
func ids(params projapi.Params) (*projapi.Result, error) {
	if _, err := os.Stat("/srv/ids"); err != nil {
		return &projapi.Result{Message: "the id index is missing: ask an administrator to rebuild it", Failed: true}, nil
	}
	return &projapi.Result{Message: "indexed"}, nil
}
