// Package tools holds tool functions of the project's handler type; it
// imports no SDK. Which channel their returned errors take is settled by
// package gosdk, which calls every api.ToolHandlerFunc inside a raw
// go-sdk handler and returns the error as its own.
package tools

import (
	"errors"
	"fmt"
	"os"

	"protomisuse/typed/api"
	"protomisuse/typed/deep"
)

// All lists every tool.
func All() []api.ServerTool {
	tools := []api.ServerTool{
		{Name: "list", Handler: list},
		{Name: "get", Handler: get},
		{Name: "inline", Handler: func(params api.Params) (*api.Result, error) {
			return nil, fmt.Errorf("inline: %v is not a name", params.Args["name"]) // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; send the failure in the tool's own result, or make the adapter that calls api\.ToolHandlerFunc turn a returned error into an isError result$`
		}},
		{Name: "conv", Handler: api.ToolHandlerFunc(conv)},
	}
	return append(tools, deep.Tools()...)
}

// Prompts lists the prompts: a field of an unnamed func type.
func Prompts() []api.Prompt {
	return []api.Prompt{{Name: "hello", Run: hello}}
}

func list(params api.Params) (*api.Result, error) {
	ns, _ := params.Args["namespace"].(string)
	if ns == "" {
		return nil, errors.New("namespace argument is required") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; send the failure in the tool's own result, or make the adapter that calls api\.ToolHandlerFunc turn a returned error into an isError result$`
	}
	return api.NewResult("listed "+ns, nil), nil
}

// get sends its failure in the project result: the adapter turns it into
// an isError result, so nothing is reported.
func get(params api.Params) (*api.Result, error) {
	data, err := os.ReadFile("/etc/tools/get")
	if err != nil {
		return api.NewResult("", fmt.Errorf("reading the tool's data: %w", err)), nil
	}
	return api.NewResult(string(data), nil), nil
}

func conv(params api.Params) (*api.Result, error) {
	return nil, errors.New("conv is disabled on this server: use get") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; send the failure in the tool's own result, or make the adapter that calls api\.ToolHandlerFunc turn a returned error into an isError result$`
}

func hello(params api.Params) (string, error) {
	return "", errors.New("hello needs a name argument") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; send the failure in the tool's own result, or make the adapter that calls api\.Prompt\.Run turn a returned error into an isError result$`
}

// helper is a function of the handler type's shape that is never stored
// as it: not a handler.
func helper(params api.Params) (*api.Result, error) {
	return nil, errors.New("not a tool")
}

var _ = helper
