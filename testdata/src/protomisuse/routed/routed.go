// Package routed returns its own *jsonrpc.Error sentinel from typed
// handlers on purpose, after a predicate of the package picks the error
// out with errors.Is or errors.As (buildkite-mcp-server's ErrUnauthorized
// for an upstream 401, which its middleware turns into a re-authentication
// challenge): not reported. The same sentinel without the classification
// is reported.
package routed

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ErrUnauthorized is sent as a JSON-RPC error on purpose.
var ErrUnauthorized = &jsonrpc.Error{Code: 401, Message: "unauthorized"}

// APIError is an upstream API's error.
type APIError struct{ Status int }

func (e *APIError) Error() string { return fmt.Sprintf("status %d", e.Status) }

func isUnauthorized(err error) bool {
	var apiErr *APIError
	return errors.As(err, &apiErr) && apiErr.Status == 401
}

func isShort(err error) bool { return len(err.Error()) < 3 }

type in struct{ Name string }

func fetch(ctx context.Context) error { return &APIError{Status: 401} }

func routedTool(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, any, error) {
	if err := fetch(ctx); err != nil {
		if isUnauthorized(err) {
			return nil, nil, ErrUnauthorized
		}
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "fetching failed: retry later"}}}, nil, nil
	}
	return &mcp.CallToolResult{}, nil, nil
}

func unclassified(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, any, error) {
	if err := fetch(ctx); err != nil {
		if isShort(err) {
			return nil, nil, ErrUnauthorized // want `^typed tool handler returns a \*jsonrpc\.Error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error$`
		}
		return nil, nil, ErrUnauthorized // want `^typed tool handler returns a \*jsonrpc\.Error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error$`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "routed"}, routedTool)
	mcp.AddTool(s, &mcp.Tool{Name: "unclassified"}, unclassified)
}
