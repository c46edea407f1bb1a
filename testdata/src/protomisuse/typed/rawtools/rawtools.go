// Package rawtools holds tools that only package mcpgoraw registers,
// behind an mcp-go adapter that returns the tool function's error as its
// own: a JSON-RPC error.
package rawtools

import (
	"errors"

	"protomisuse/typed/api"
)

// All lists the tools.
func All() []api.ServerTool {
	return []api.ServerTool{{Name: "count", Handler: count}}
}

func count(params api.Params) (*api.Result, error) {
	if params.Args["what"] == nil {
		return nil, errors.New("what argument is required: name the items to count") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; send the failure in the tool's own result, or make the adapter that calls api\.ToolHandlerFunc turn a returned error into an isError result$`
	}
	return api.NewResult("3", nil), nil
}
