// Package fixuses holds returns whose fix would drop the last read of a
// local variable: the compiler rejects a variable declared and not used,
// so such a fix breaks the build and is not offered. Found by
// FuzzHandlers (analyzers/fuzz_test.go).
package fixuses

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// The error is read only by the return: "keep the isError result and
// return a nil error" would leave err unused.
func besideOnlyUse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := errors.New("the store is read-only")
	return mcp.NewToolResultError("the store is read-only: use the write tool"), err // want `^tool handler returns a result beside a non-nil error: mcp-go drops the result and sends the error as a JSON-RPC error \(code -32603\), so its text never reaches the model; return the result with a nil error, or only the error$`
}

// Read elsewhere too: the fix is safe.
func besideReadElsewhere(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := errors.New("the store is read-only")
	fmt.Println(err)
	return mcp.NewToolResultError("the store is read-only: use the write tool"), err // want `^tool handler returns a result beside a non-nil error: mcp-go drops the result and sends the error as a JSON-RPC error \(code -32603\), so its text never reaches the model; return the result with a nil error, or only the error$`
}

// The result variable is read only by the return: replacing it by an
// isError result would leave res unused.
func resultOnlyUse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultText("partial results")
	return res, errors.New("the index is rebuilding: retry in a minute") // want `^tool handler returns a result beside a non-nil error: mcp-go drops the result and sends the error as a JSON-RPC error \(code -32603\), so its text never reaches the model; return the result with a nil error, or only the error$`
}

// A value read only inside the replaced result.
func textOnlyUse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	summary := req.GetString("q", "")
	return mcp.NewToolResultText(summary), errors.New("the index is rebuilding: retry in a minute") // want `^tool handler returns a result beside a non-nil error: mcp-go drops the result and sends the error as a JSON-RPC error \(code -32603\), so its text never reaches the model; return the result with a nil error, or only the error$`
}

// An assignment is no read: the error is still read only by the return.
func assignedOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var err error
	err = errors.New("the store is read-only")
	return mcp.NewToolResultError("the store is read-only: use the write tool"), err // want `^tool handler returns a result beside a non-nil error: mcp-go drops the result and sends the error as a JSON-RPC error \(code -32603\), so its text never reaches the model; return the result with a nil error, or only the error$`
}

type in struct{ Q string }
type out struct{ N int }

// go-sdk typed: "return only the error" would drop the only read of text.
func typedOnlyUse(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, out, error) {
	text := "partial: " + a.Q
	return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: text}}}, out{}, errors.New("the index is rebuilding: retry in a minute") // want `^typed tool handler returns a result beside a non-nil error: go-sdk drops the result and sends the error's text instead, so its text never reaches the model; return the result with a nil error, or only the error$`
}

// errors.New(<message>) would drop the only read of code.
func rpcCodeOnlyUse(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, out, error) {
	code := int64(jsonrpc.CodeInvalidParams)
	return nil, out{}, &jsonrpc.Error{Code: code, Message: "q is required"} // want `^typed tool handler returns a \*jsonrpc\.Error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error$`
}

// A *jsonrpc.Error beside a result: a plain error alone would leave the
// result beside an error, another finding. The fix keeps an isError result
// with written text and drops the error...
func rpcBesideFlagged(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, out, error) {
	return &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: "q is required: pass a search term"}}}, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "q is required"} // want `^typed tool handler returns a \*jsonrpc\.Error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error$`
}

// ...and else drops the result and returns the plain error.
func rpcBesideResult(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, out, error) {
	return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: "no results"}}}, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "q is required"} // want `^typed tool handler returns a \*jsonrpc\.Error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error$`
}

// Keeping a flagged result beside an error shows its text, which the SDK
// dropped before: a text that says nothing ("error") would draw an
// opaquemsg finding. The error's written text becomes the result instead.
func besideOpaqueResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError("error"), errors.New("the index is rebuilding: retry in a minute") // want `^tool handler returns a result beside a non-nil error: mcp-go drops the result and sends the error as a JSON-RPC error \(code -32603\), so its text never reaches the model; return the result with a nil error, or only the error$`
}

// A flagged result in a variable, with a text that says what failed: kept.
func besideFlaggedVar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultError("the store is read-only: use the write tool")
	err := errors.New("read-only")
	fmt.Println(err)
	return res, err // want `^tool handler returns a result beside a non-nil error: mcp-go drops the result and sends the error as a JSON-RPC error \(code -32603\), so its text never reaches the model; return the result with a nil error, or only the error$`
}

// A *jsonrpc.Error beside a flagged result whose text says nothing: the
// result is dropped, as the SDK did, and the error becomes plain.
func rpcBesideOpaque(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, out, error) {
	return &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: "error"}}}, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "q is required"} // want `^typed tool handler returns a \*jsonrpc\.Error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error$`
}

// A *jsonrpc.Error whose message says nothing: errors.New("failed") would
// show "failed" to the model, an opaquemsg finding. No fix: the
// diagnostic asks for a written message.
func rpcOpaqueMessage(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, out, error) {
	return nil, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "failed"} // want `^typed tool handler returns a \*jsonrpc\.Error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error$`
}

// The same for a raw handler: no isError result with the text "failed".
func rawRPCOpaqueMessage(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "failed"} // want `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
}

func Register(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "a"}, typedOnlyUse)
	gomcp.AddTool(s, &gomcp.Tool{Name: "b"}, rpcCodeOnlyUse)
	gomcp.AddTool(s, &gomcp.Tool{Name: "c"}, rpcBesideFlagged)
	gomcp.AddTool(s, &gomcp.Tool{Name: "d"}, rpcBesideResult)
	gomcp.AddTool(s, &gomcp.Tool{Name: "e"}, rpcBesideOpaque)
	gomcp.AddTool(s, &gomcp.Tool{Name: "f"}, rpcOpaqueMessage)
	s.AddTool(&gomcp.Tool{Name: "g"}, rawRPCOpaqueMessage)
}
