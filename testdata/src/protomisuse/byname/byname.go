// Package byname holds raw handlers that fail the way the spec sends as
// protocol errors: an unknown tool name, arguments that are not an
// object.
package byname

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	gosdkjsonrpc "github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server) {
	for _, name := range []string{"a", "b"} {
		s.AddTool(&mcp.Tool{Name: name}, dispatch)
	}
	s.AddTool(&mcp.Tool{Name: "c"}, lookup)
	s.AddTool(&mcp.Tool{Name: "d"}, object)
	s.AddTool(&mcp.Tool{Name: "e"}, structArgs)
}

var tools = map[string]mcp.ToolHandler{}

func dispatch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return &mcp.CallToolResult{}, nil
	case "b":
		// A failure of a known tool is a tool failure.
		return nil, errors.New("b needs a path: pass {\"path\": ...}") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
	default:
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name) // want `^tool handler returns an error for a tool name it does not know: go-sdk sends it as a JSON-RPC error \(code 0\); an unknown tool is a protocol error, not a tool failure, with code -32602: return &jsonrpc\.Error\{Code: jsonrpc\.CodeInvalidParams, Message: \.\.\.\}$`
	}
}

func lookup(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.Params.Name
	h, ok := tools[name]
	if !ok {
		return nil, errors.New("no such tool: " + name) // want `^tool handler returns an error for a tool name it does not know: go-sdk sends it as a JSON-RPC error \(code 0\); an unknown tool is a protocol error, not a tool failure, with code -32602: return &jsonrpc\.Error\{Code: jsonrpc\.CodeInvalidParams, Message: \.\.\.\}$`
	}
	if name == "x" {
		return nil, &gosdkjsonrpc.Error{Code: gosdkjsonrpc.CodeInternalError, Message: "x is disabled"} // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
	}
	return h(ctx, req)
}

// A helper's *jsonrpc.Error: its code is not read here.
func lookupHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	h, ok := tools[req.Params.Name]
	if !ok {
		return nil, invalid("unknown tool " + req.Params.Name)
	}
	return h(ctx, req)
}

func invalid(msg string) error {
	return &gosdkjsonrpc.Error{Code: gosdkjsonrpc.CodeInvalidParams, Message: msg}
}

// What the spec asks for.
func lookupRight(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	h, ok := tools[req.Params.Name]
	if !ok {
		return nil, &gosdkjsonrpc.Error{Code: gosdkjsonrpc.CodeInvalidParams, Message: "unknown tool " + req.Params.Name}
	}
	return h(ctx, req)
}

func lookupWrongCode(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	h, ok := tools[req.Params.Name]
	if !ok {
		return nil, &gosdkjsonrpc.Error{Code: gosdkjsonrpc.CodeMethodNotFound, Message: "unknown tool"} // want `^tool handler returns an error for a tool name it does not know: go-sdk sends it as a JSON-RPC error \(code 0\); an unknown tool is a protocol error, not a tool failure, with code -32602: return &jsonrpc\.Error\{Code: jsonrpc\.CodeInvalidParams, Message: \.\.\.\}$`
	}
	return h(ctx, req)
}

func object(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, errors.New("arguments must be a JSON object") // want `^tool handler returns an error for arguments that are not a JSON object: go-sdk sends it as a JSON-RPC error \(code 0\); arguments that break the CallToolRequest schema are a protocol error, not a tool failure, with code -32602: return &jsonrpc\.Error\{Code: jsonrpc\.CodeInvalidParams, Message: \.\.\.\}$`
	}
	return &mcp.CallToolResult{}, nil
}

type params struct {
	Path string `json:"path"`
}

// Unmarshalling into a struct also fails for a wrong field type: argument
// validation, a tool failure.
func structArgs(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var p params
	if err := json.Unmarshal(req.Params.Arguments, &p); err != nil {
		return nil, errors.New("path must be a string") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
	}
	// A switch on something else than the tool name.
	switch p.Path {
	case "":
		return &mcp.CallToolResult{}, nil
	default:
		return nil, errors.New("paths are not supported yet") // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
	}
}
