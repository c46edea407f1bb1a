// Package protomisusecodes runs protomisuse's error-code rules against the
// real SDK modules (go-sdk v1.8.0, mcp-go v1.2.1: both speak 2026-07-28).
package protomisusecodes

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func RegisterGoSDK(s *gomcp.Server) {
	s.AddResource(&gomcp.Resource{URI: "file:///r"}, read)
	s.AddTool(&gomcp.Tool{Name: "a"}, dispatch)
}

func read(ctx context.Context, req *gomcp.ReadResourceRequest) (*gomcp.ReadResourceResult, error) {
	if req.Params.URI == "" {
		return nil, &jsonrpc.Error{Code: -32002, Message: "resource not found"} // want `^JSON-RPC error code -32002 \(resource not found\) must not be sent on protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\); use jsonrpc\.CodeInvalidParams \(-32602\)$`
	}
	if req.Params.URI == "file:///gone" {
		return nil, &jsonrpc.Error{Code: gomcp.CodeURLElicitationRequired, Message: "log in first"} // want `^JSON-RPC error code -32042 \(URL elicitation required\) must not be sent on protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\); ask for the URL with an input-required result$`
	}
	if req.Params.URI == "file:///busy" {
		return nil, &jsonrpc.Error{Code: -32001, Message: "busy"} // want `^JSON-RPC error code -32001 is in the legacy range -32000…-32019, which protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\) says new implementations should not use; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside -32768…-32000$`
	}
	// The SDK's own helper: -32602 in v1.8.0; CodeResourceNotFound is a
	// variable there, so a literal using it is not judged.
	if req.Params.URI == "file:///old" {
		return nil, &jsonrpc.Error{Code: gomcp.CodeResourceNotFound, Message: "resource not found"}
	}
	return nil, gomcp.ResourceNotFoundError(req.Params.URI)
}

func dispatch(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, fmt.Errorf("arguments must be an object: %v", err) // want `^tool handler returns an error for arguments that are not a JSON object: go-sdk sends it as a JSON-RPC error \(code 0\); arguments that break the CallToolRequest schema are a protocol error, not a tool failure, with code -32602: return &jsonrpc\.Error\{Code: jsonrpc\.CodeInvalidParams, Message: \.\.\.\}$`
	}
	switch req.Params.Name {
	case "a":
		return &gomcp.CallToolResult{}, nil
	default:
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "unknown tool " + req.Params.Name}
	}
}

// An mcp-go proxy writing its own error messages.
func notFound(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.RESOURCE_NOT_FOUND, "resource not found", nil) // want `^JSON-RPC error code -32002 \(resource not found\) must not be sent on protocol 2026-07-28 \(mcp-go v1\.0\.0\+ speaks it and sends a written code unchanged\); use mcp\.INVALID_PARAMS \(-32602\)$`
}

// -32800 (mcp-go's REQUEST_INTERRUPTED) lies below the JSON-RPC reserved
// range -32768…-32000: allowed.
func interrupted(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.REQUEST_INTERRUPTED, "cancelled", nil)
}
