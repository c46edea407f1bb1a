// Package oldcodes: mcp-go v0.44.0 does not speak protocol 2026-07-28
// (protomisuse's TestOldSDKCodes).
package oldcodes

import "github.com/mark3labs/mcp-go/mcp"

func errs(id mcp.RequestId) []mcp.JSONRPCError {
	return []mcp.JSONRPCError{
		mcp.NewJSONRPCError(id, mcp.RESOURCE_NOT_FOUND, "resource not found", nil),
		mcp.NewJSONRPCError(id, mcp.URL_ELICITATION_REQUIRED, "open the page", nil),
		mcp.NewJSONRPCError(id, -32005, "rate limited", nil),
		mcp.NewJSONRPCError(id, -32200, "reserved on every protocol", nil), // want `^JSON-RPC error code -32200 is in -32768…-32000, which JSON-RPC 2\.0 reserves for its predefined codes \(-32700, -32600…-32603\); use a standard code such as mcp\.INVALID_PARAMS, or one outside that range$`
	}
}
