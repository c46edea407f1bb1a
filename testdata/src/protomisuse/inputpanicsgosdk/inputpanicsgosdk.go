// Package inputpanicsgosdk has go-sdk handlers that panic on a value the
// model sends, and handlers that check it first.
package inputpanicsgosdk

import (
	"context"
	"encoding/json"
	"errors"
	"regexp"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Pattern string   `json:"pattern"`
	Path    string   `json:"path"`
	Paths   []string `json:"paths"`
	Index   int      `json:"index"`
}

// newServer builds the server here, with no recovering middleware.
func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "inputpanicsgosdk"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "grep"}, grep)
	mcp.AddTool(s, &mcp.Tool{Name: "safe"}, safe)
	mcp.AddTool(s, &mcp.Tool{Name: "anyargs"}, anyArgs)
	s.AddTool(&mcp.Tool{Name: "raw"}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "bymethod"}, byMethod)
	mcp.AddTool(s, &mcp.Tool{Name: "byfunc"}, byFunc)
	mcp.AddTool(s, &mcp.Tool{Name: "helperchecked"}, helperChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "unchecked"}, unchecked)
	s.AddTool(&mcp.Tool{Name: "rawkeys"}, rawKeys)
	return s
}

func grep(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	re := regexp.MustCompile(a.Pattern)  // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; call regexp\.Compile and return an isError result on its error$`
	dir := strings.Split(a.Path, "/")[2] // want `^index 2 of strings\.Split of the model's input without a length check panics when it has fewer elements; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; check its length and return an isError result$`
	first := a.Paths[0]                  // want `^index 0 of the model's input without a length check panics when it has fewer elements; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; check its length and return an isError result$`
	pick := a.Paths[a.Index]             // want `^index by the model's input without a bounds check panics when it is out of range; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; check it against the length and return an isError result$`
	return nil, re.String() + dir + first + pick, nil
}

func safe(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	re, err := regexp.Compile(a.Pattern)
	if err != nil {
		return nil, nil, err
	}
	if len(a.Paths) == 0 || a.Index >= len(a.Paths) || a.Index < 0 {
		return nil, nil, nil
	}
	parts := strings.SplitN(a.Path, "/", 3)
	switch len(parts) {
	case 3:
		return nil, parts[2] + a.Paths[0] + a.Paths[a.Index] + re.String(), nil
	}
	return nil, parts[0], nil
}

func anyArgs(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	name := args["name"].(string) // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	return nil, name, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments must be an object"}}}, nil
	}
	q := args["q"].(string) // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	if v, ok := args["n"].(float64); ok && v > 0 {
		q += "!"
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: q}}}, nil
}

func (a in) validate() error {
	if len(a.Paths) < 2 {
		return errors.New("need two paths")
	}
	return nil
}

func validateIn(a in) error {
	if len(a.Paths) < 2 {
		return errors.New("need two paths")
	}
	return nil
}

// The typed arguments validated by a value method, and by a function,
// before the index: the parameter lives in a local (&a.Paths), and the
// call is given a load of it.
func byMethod(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := a.validate(); err != nil {
		return nil, nil, err
	}
	return nil, a.Paths[0] + a.Paths[1], nil
}

func byFunc(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := validateIn(a); err != nil {
		return nil, nil, err
	}
	return nil, a.Paths[1], nil
}

// The handler checks what it passes to a helper that would panic on it.
func helperChecked(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if _, err := regexp.Compile(a.Pattern); err != nil {
		return nil, nil, err
	}
	if len(a.Path) < 7 {
		return nil, nil, errors.New("path too short")
	}
	return nil, compile(a.Pattern) + prefix(a.Path), nil
}

func compile(p string) string { return regexp.MustCompile(p).String() }

func prefix(s string) string { return s[:7] }

func unchecked(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, compile(a.Pattern), nil // want `^call of compile, where regexp\.MustCompile of the model's input panics on a value it rejects \(inputpanicsgosdk\.go:120\); in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; call regexp\.Compile and return an isError result on its error$`
}

// checkPath reads "path" and no other key.
func checkPath(args map[string]any) error {
	if p, ok := args["path"].(string); !ok || p == "" {
		return errors.New("path is required")
	}
	return nil
}

// A helper's error check covers the keys it reads (issue 24): "path",
// not "depth"; a nil comparison does not check a type.
func rawKeys(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments must be an object"}}}, nil
	}
	if err := checkPath(args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	p := args["path"].(string)
	d := args["depth"].(float64) // want `^type assertion of the model's input to float64 without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	if args["glob"] != nil {
		p += args["glob"].(string) // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: p + strings.Repeat("/", int(d))}}}, nil
}

func init() {
	s := newServer()
	mcp.AddTool(s, &mcp.Tool{Name: "fromnothing"}, fromNothing)
}

// fromNothing asserts a value an SDK function makes with no argument at
// all: nothing of it comes from the model (only SDK calls whose every
// argument is the input or a constant pass the input on). Not reported.
func fromNothing(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	t, _ := mcp.NewInMemoryTransports()
	var tr mcp.Transport = t
	return nil, tr.(*mcp.InMemoryTransport) != nil, nil
}
