// Package convtools holds tools that only package mcpgo registers, behind
// an adapter that turns a returned error into an isError result: their
// errors reach the model, and nothing is reported.
package convtools

import (
	"errors"

	"protomisuse/typed/api"
)

// All lists the tools.
func All() []api.ServerTool {
	return []api.ServerTool{{Name: "find", Handler: find}}
}

func find(params api.Params) (*api.Result, error) {
	if params.Args["query"] == nil {
		return nil, errors.New("query argument is required: give a word to find")
	}
	return api.NewResult("found", nil), nil
}
