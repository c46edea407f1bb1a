// Package tools holds tool functions of the project's handler type; it
// imports no SDK. The adapter copies their result's Failed into IsError
// and its Message into the text: a failure without Failed is sent as a
// success.
package tools

import (
	"fmt"
	"os"

	"unflaggederr/resultfield/api"
)

// All lists every tool.
func All() []api.ServerTool {
	return []api.ServerTool{
		{Name: "inventory", Handler: inventory},
		{Name: "lookup", Handler: lookup},
		{Name: "viaText", Handler: viaText},
		{Name: "flagged", Handler: flagged},
		{Name: "leaky", Handler: leaky},
		{Name: "hinted", Handler: hinted},
		{Name: "opaque", Handler: opaque},
		{Name: "unavailable", Handler: unavailable},
	}
}

// inventory forgets the flag in a literal.
func inventory(params api.Params) (*api.Result, error) {
	data, err := os.ReadFile("/srv/inventory.csv")
	if err != nil {
		return &api.Result{Message: "could not read the inventory file: ask an administrator to restore it"}, nil // want `^tool function reports a failure in a result without api.Result.Failed: its text says "could not" after an error check, and the adapter copies api.Result.Failed into isError, so the model is told the call worked; set Failed to true$`
	}
	return &api.Result{Message: string(data)}, nil
}

// lookup clears the flag on a failure path.
func lookup(params api.Params) (*api.Result, error) {
	if _, err := os.Stat("/srv/ids"); err != nil {
		return &api.Result{Message: "the id index is missing: ask an administrator to rebuild it", Failed: false}, nil // want `^tool function sets api.Result.Failed to false after an error check: the adapter copies it into isError, so the model is told the call worked; set it to true$`
	}
	return &api.Result{Message: "indexed"}, nil
}

// viaText forgets the flag through a constructor of package api.
func viaText(params api.Params) (*api.Result, error) {
	if _, err := os.Stat("/srv/text"); err != nil {
		return api.Text("cannot open the text store: ask an administrator to mount it"), nil // want `^tool function reports a failure in a result without api.Result.Failed: its text says "cannot" after an error check, and the adapter copies api.Result.Failed into isError, so the model is told the call worked; set Failed to true$`
	}
	return api.Text("mounted"), nil
}

// flagged sets the flag through api.Fail: nothing to report.
func flagged(params api.Params) (*api.Result, error) {
	if _, err := os.Stat("/srv/flagged"); err != nil {
		return api.Fail("cannot open the flagged store: ask an administrator to mount it"), nil
	}
	return api.Text("mounted"), nil
}

// leaky flags its failure but shows os's error in the message.
func leaky(params api.Params) (*api.Result, error) {
	if _, err := os.Stat("/srv/leaky"); err != nil {
		return api.Fail(fmt.Sprintf("cannot open the store: %v", err)), nil // want `^raw error from os \(os.Stat\) reaches the tool result text \(through api.Result.Message\): log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return api.Text("mounted"), nil
}

// hinted writes its failure into Hint, which the adapter never sends.
func hinted(params api.Params) (*api.Result, error) {
	if _, err := os.Stat("/srv/hinted"); err != nil {
		return &api.Result{Message: "", Hint: "could not stat the store"}, nil
	}
	return api.Text("stat'ed"), nil
}

// opaque flags its failure with a text that says nothing.
func opaque(params api.Params) (*api.Result, error) {
	if params.Args["id"] == nil {
		return api.Fail("internal error"), nil // want `^tool failure text "internal error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return api.Text("found"), nil
}

// unavailable forgets the flag through a constructor of package api that
// writes the text itself.
func unavailable(params api.Params) (*api.Result, error) {
	if _, err := os.Stat("/srv/store"); err != nil {
		return api.Unavailable(), nil // want `^tool function reports a failure in a result without api.Result.Failed: its text says "could not" after an error check, and the adapter copies api.Result.Failed into isError, so the model is told the call worked; set Failed to true$`
	}
	return api.Text("reachable"), nil
}
