// Package tools holds tool functions of the project's handler types; it
// imports no SDK. The failure texts they write into their result are
// judged as the isError texts the adapter makes of them.
package tools

import (
	"errors"
	"fmt"
	"os"

	"opaquemsg/resultfield/api"
)

// All lists the tools of api.ToolHandlerFunc.
func All() []api.ServerTool {
	return []api.ServerTool{
		{Name: "generic", Handler: generic},
		{Name: "dropped", Handler: dropped},
		{Name: "failure", Handler: failure},
		{Name: "specific", Handler: specific},
	}
}

// Wrapped lists the tools of api.WrappedFunc.
func Wrapped() map[string]api.WrappedFunc {
	return map[string]api.WrappedFunc{"wrapped": wrapped}
}

func generic(params api.Params) (*api.Result, error) {
	if params.Args["name"] == nil {
		return api.NewResult("", errors.New("operation failed")), nil // want `^tool failure text "operation failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return api.NewResult("done", nil), nil
}

func dropped(params api.Params) (*api.Result, error) {
	entries, err := os.ReadDir("/var/lib/pods")
	if err != nil {
		return &api.Result{Error: errors.New("failed to list pods")}, nil // want `^tool failure text "failed to list pods" leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return api.NewResult(fmt.Sprint(len(entries)), nil), nil
}

func failure(params api.Params) (*api.Result, error) {
	if params.Args["id"] == nil {
		return &api.Result{Failure: "internal error"}, nil // want `^tool failure text "internal error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return &api.Result{Text: "found"}, nil
}

// specific writes what failed and what to do: nothing to report.
func specific(params api.Params) (*api.Result, error) {
	ns, _ := params.Args["namespace"].(string)
	if _, err := os.ReadDir("/var/lib/pods/" + ns); err != nil {
		return api.NewResult("", fmt.Errorf("namespace %q has no pods directory: pass another namespace (%w)", ns, err)), nil
	}
	return api.NewResult("listed", nil), nil
}

// wrapped's text is sent after the adapter's own words, which say what
// failed and what to do: not judged alone.
func wrapped(params api.Params) (*api.Result, error) {
	if params.Args["name"] == nil {
		return api.NewResult("", errors.New("operation failed")), nil
	}
	return api.NewResult("done", nil), nil
}
