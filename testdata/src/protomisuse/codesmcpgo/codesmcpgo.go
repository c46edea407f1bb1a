// Package codesmcpgo holds JSON-RPC errors an mcp-go (v1.0.0+) module
// writes itself, as a proxy or a custom transport does.
package codesmcpgo

import "github.com/mark3labs/mcp-go/mcp"

func notFound(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.RESOURCE_NOT_FOUND, "resource not found", nil) // want `^JSON-RPC error code -32002 \(resource not found\) must not be sent on protocol 2026-07-28 \(mcp-go v1\.0\.0\+ speaks it and sends a written code unchanged\); use mcp\.INVALID_PARAMS \(-32602\)$`
}

func details() mcp.JSONRPCErrorDetails {
	return mcp.NewJSONRPCErrorDetails(-32005, "rate limited", nil) // want `^JSON-RPC error code -32005 is in the legacy range -32000…-32019, which protocol 2026-07-28 \(mcp-go v1\.0\.0\+ speaks it and sends a written code unchanged\) says new implementations should not use; use a standard code such as mcp\.INVALID_PARAMS, or one outside -32768…-32000$`
}

func literal() mcp.JSONRPCErrorDetails {
	return mcp.JSONRPCErrorDetails{Code: -32088, Message: "reserved"} // want `^JSON-RPC error code -32088 is in -32020…-32099, which protocol 2026-07-28 \(mcp-go v1\.0\.0\+ speaks it and sends a written code unchanged\) reserves for the MCP specification, which defines only -32020, -32021 and -32022: it must not be sent; use a standard code such as mcp\.INVALID_PARAMS, or one outside -32768…-32000$`
}

// Allowed: standard codes, the spec's own, and codes outside the range.
func allowed(id mcp.RequestId) []mcp.JSONRPCError {
	return []mcp.JSONRPCError{
		mcp.NewJSONRPCError(id, mcp.INVALID_PARAMS, "unknown tool", nil),
		mcp.NewJSONRPCError(id, mcp.HEADER_MISMATCH, "header mismatch", nil),
		mcp.NewJSONRPCError(id, 42, "application error", nil),
	}
}

// mcp-go picks URL elicitation's code per request's protocol: its error
// type is not judged.
func elicit() error {
	return mcp.URLElicitationRequiredError{}
}
