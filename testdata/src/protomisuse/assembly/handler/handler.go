// Package handler holds tool handlers that return Go errors; whether the
// model sees those errors is settled in package server, which registers
// them behind a converting middleware.
package handler

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Lookup returns a Go error. Its findings are judged where the server is
// assembled: converted there, so protomisuse has nothing to say.
func Lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return nil, err
	}
	if q == "" {
		return nil, errors.New("query is empty: give a word to look up")
	}
	return mcp.NewToolResultText(q), nil
}

// Raw is registered on a second server without the converter.
func Raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("the index is not built yet: retry in a minute") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
}

// search never fails with an error: its failures are results.
func search(q string) (*mcp.CallToolResult, int, error) {
	if q == "" {
		return mcp.NewToolResultError("query is empty: give a word to search for"), 0, nil
	}
	return mcp.NewToolResultText(q), 1, nil
}

// Search returns search's error unchecked, but it is always nil.
func Search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, _, err := search(req.GetString("q", ""))
	return res, err
}

// find fails with an error on one path.
func find(q string) (*mcp.CallToolResult, int, error) {
	if q == "" {
		return nil, 0, errors.New("query is empty: give a word to find")
	}
	return mcp.NewToolResultText(q), 1, nil
}

// Find returns find's error unchecked.
func Find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, _, err := find(req.GetString("q", ""))
	return res, err // want `^tool handler returns the error of find unchecked: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
}
