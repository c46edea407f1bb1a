package gosdk

import (
	"context"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "raw"}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "typedAny"}, typedAny)
	mcp.AddTool(s, &mcp.Tool{Name: "confirm"}, confirm)
}

// confirm asks the client to confirm on its first round (protocol
// 2026-07-28's input-required result): the failed ok check is a missing
// answer, and the result asks rather than reports. Not reported.
func confirm(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if _, ok := req.Params.InputResponses["confirm"]; !ok {
		return &mcp.CallToolResult{
			InputRequests: mcp.InputRequestMap{"confirm": &mcp.ElicitParams{Message: "Type the item's ID to confirm."}},
		}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted"}}}, nil, nil
}

var errMissing = errors.New("item is missing")

func lookup(id string) (string, error) {
	if id == "" {
		return "", errMissing
	}
	return "item " + id, nil
}

// Result literals of a raw handler: the fix adds IsError: true, on one
// line or on its own line; a literal made before the check and returned
// on both sides gets no fix; an empty literal gets none either.
func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := string(req.Params.Arguments)
	it, err := lookup(id)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "lookup failed: " + err.Error()}}}, nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	if _, err := lookup(it); err != nil {
		return &mcp.CallToolResult{ // want `^tool handler reports a failure in a result without IsError: its text says "failed" after an error check, and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
			Content: []mcp.Content{
				&mcp.TextContent{Text: "second lookup of " + it + " failed: retry later"},
			},
		}, nil
	}
	res := &mcp.CallToolResult{}
	if _, err := lookup(it + "/x"); err != nil {
		res.Content = []mcp.Content{&mcp.TextContent{Text: "third lookup failed: " + err.Error()}}
		return res, nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	if _, err := lookup(it + "/y"); err != nil {
		return &mcp.CallToolResult{}, nil // want `^tool handler returns an empty result after an error check: go-sdk sends a success result, so the model is told the call worked and never learns what failed; return a result with IsError: true and a text saying what failed and what to do$`
	}
	if _, err := lookup(it + "/z"); err != nil {
		return &mcp.CallToolResult{IsError: false, Content: []mcp.Content{&mcp.TextContent{Text: "fourth lookup failed: retry later"}}}, nil // want `^tool handler sets IsError to false after an error check: go-sdk sends a success result, so the model is told the call worked; set it to true$`
	}
	if _, err := lookup(it + "/w"); err != nil {
		flagged := &mcp.CallToolResult{}
		flagged.SetError(err)
		return flagged, nil
	}
	res.Content = []mcp.Content{&mcp.TextContent{Text: it}}
	return res, nil
}

type in struct{ ID string }
type out struct{ Name string }

// Typed handlers: return nil, zero, nil inside an error branch swallows
// the error; outside one, or with an output, it is a normal success.
func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
	it, err := lookup(a.ID)
	if err != nil {
		log.Printf("lookup: %v", err)
		return nil, out{}, nil // want `^typed tool handler returns nil, a zero output and a nil error after an error check: go-sdk sends a success result whose only content is the output, here its zero value, and the failure is lost; return the error, which go-sdk sends as an isError result, or return a result with IsError: true and a text saying what failed and what to do$`
	}
	if it == "" {
		return nil, out{}, nil
	}
	if _, err := lookup(it); err != nil {
		return nil, out{Name: it}, nil
	}
	var zero out
	if _, err := lookup(it + "/2"); err != nil {
		return nil, zero, nil // want `^typed tool handler returns nil, a zero output and a nil error after an error check: go-sdk sends a success result whose only content is the output, here its zero value, and the failure is lost; return the error, which go-sdk sends as an isError result, or return a result with IsError: true and a text saying what failed and what to do$`
	}
	if _, err := lookup(it + "/3"); err != nil {
		return nil, out{}, err
	}
	if _, err := lookup(it + "/4"); err != nil {
		// The error is never nil: a constructor whose every path makes
		// one (gh-aw's newMCPError), not a swallowed failure.
		return nil, out{}, failure("lookup of " + it + " failed")
	}
	if ctx.Err() != nil {
		// A context's error never goes back to nil (gopls).
		return nil, out{}, ctx.Err()
	}
	if _, err := lookup(it + "/5"); err != nil {
		return nil, out{}, lookupFailure(it)
	}
	if _, err := lookup(it + "/6"); err != nil {
		// A helper that returns nil on one path may swallow the error.
		return nil, out{}, failureUnless(it) // want `^typed tool handler returns nil, a zero output and a nil error after an error check: go-sdk sends a success result whose only content is the output, here its zero value, and the failure is lost; return the error, which go-sdk sends as an isError result, or return a result with IsError: true and a text saying what failed and what to do$`
	}
	return nil, out{Name: it}, nil
}

// lookupFailure returns failure's error: never nil either.
func lookupFailure(it string) error { return failure("lookup of " + it + " failed") }

func failureUnless(it string) error {
	if it == "optional" {
		return nil
	}
	return failure(it + " failed")
}

func failure(msg string) error { return &failureError{msg: msg} }

type failureError struct{ msg string }

func (e *failureError) Error() string { return e.msg }

func typedAny(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if _, err := lookup(a.ID); errors.Is(err, errMissing) {
		return nil, nil, nil // want `^typed tool handler returns nil, a zero output and a nil error after an errors\.Is/As check: go-sdk sends a success result whose only content is the output, here its zero value, and the failure is lost; return the error, which go-sdk sends as an isError result, or return a result with IsError: true and a text saying what failed and what to do$`
	}
	return nil, nil, nil
}
