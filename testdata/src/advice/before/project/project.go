// Package project holds tool functions of a project handler type
// (advice/lib/projapi) and the go-sdk adapter that registers them.
package project

import (
	"context"
	"errors"
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

// protomisuse tool-error, a project handler type: "send the failure in
// the tool's own result, or make the adapter that calls
// projapi.ToolHandlerFunc turn a returned error into an isError result".
func count(params projapi.Params) (*projapi.Result, error) {
	if params.Args["what"] == nil {
		return nil, errors.New("what argument is required: name the items to count") // advice: protomisuse `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; send the failure in the tool's own result, or make the adapter that calls projapi\.ToolHandlerFunc turn a returned error into an isError result$`
	}
	return &projapi.Result{Message: "3"}, nil
}

// unflaggederr, a project result's flag field: "set Failed to true".
func inventory(params projapi.Params) (*projapi.Result, error) {
	data, err := os.ReadFile("/srv/inventory.csv")
	if err != nil {
		return &projapi.Result{Message: "could not read the inventory file: ask an administrator to restore it"}, nil // advice: unflaggederr `^tool function reports a failure in a result without projapi\.Result\.Failed: its text says "could not" after an error check, and the adapter copies projapi\.Result\.Failed into isError, so the model is told the call worked; set Failed to true$`
	}
	return &projapi.Result{Message: string(data)}, nil
}

// unflaggederr, a project result's flag cleared: "set it to true".
func ids(params projapi.Params) (*projapi.Result, error) {
	if _, err := os.Stat("/srv/ids"); err != nil {
		return &projapi.Result{Message: "the id index is missing: ask an administrator to rebuild it", Failed: false}, nil // advice: unflaggederr `^tool function sets projapi\.Result\.Failed to false after an error check: the adapter copies it into isError, so the model is told the call worked; set it to true$`
	}
	return &projapi.Result{Message: "indexed"}, nil
}
