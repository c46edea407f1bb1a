// Package deep is a tool package that only package tools imports: its
// handlers reach the adapter through tools' facts.
package deep

import (
	"errors"

	"protomisuse/typed/api"
)

// Tools lists this package's tools.
func Tools() []api.ServerTool {
	return []api.ServerTool{{Name: "deep", Handler: deepTool}}
}

func deepTool(params api.Params) (*api.Result, error) {
	if params.Args["name"] == nil {
		return nil, errors.New("name argument is required") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; send the failure in the tool's own result, or make the adapter that calls api\.ToolHandlerFunc turn a returned error into an isError result$`
	}
	return api.NewResult("ok", nil), nil
}
