package tools

import (
	"errors"

	"protomisuse/typed/api"
)

// Executors lists the tools that implement api.Executor.
func Executors() []api.Executor {
	return []api.Executor{echo{}, &shout{}}
}

type echo struct{}

func (echo) Name() string { return "echo" }

func (echo) Execute(params api.Params) (string, error) {
	text, _ := params.Args["text"].(string)
	if text == "" {
		return "", errors.New("text argument is required") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; send the failure in the tool's own result, or make the adapter that calls api\.Executor\.Execute turn a returned error into an isError result$`
	}
	return text, nil
}

type shout struct{}

func (*shout) Name() string { return "shout" }

func (*shout) Execute(params api.Params) (string, error) {
	return "", errors.New("shout is disabled: use echo") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; send the failure in the tool's own result, or make the adapter that calls api\.Executor\.Execute turn a returned error into an isError result$`
}

// quiet implements api.Executor but is never converted to it here: not a
// handler.
type quiet struct{}

func (quiet) Name() string { return "quiet" }

func (quiet) Execute(params api.Params) (string, error) {
	return "", errors.New("never registered")
}
