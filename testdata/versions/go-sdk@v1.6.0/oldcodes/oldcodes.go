// Package oldcodes: go-sdk v1.6.0 does not speak protocol 2026-07-28, so
// only JSON-RPC 2.0's own reservation binds its codes (protomisuse's
// TestOldSDKCodes).
package oldcodes

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func read(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	switch req.Params.URI {
	case "a":
		// The defined resource-not-found code of 2025-11-25.
		return nil, &jsonrpc.Error{Code: mcp.CodeResourceNotFound, Message: "resource not found"}
	case "b":
		// Implementation-defined server errors, as JSON-RPC 2.0 allows.
		return nil, &jsonrpc.Error{Code: mcp.CodeHeaderMismatch, Message: "header mismatch"}
	case "c":
		return nil, &jsonrpc.Error{Code: -32050, Message: "quota"}
	case "d":
		return nil, mcp.URLElicitationRequiredError(nil)
	case "e":
		return nil, &jsonrpc.Error{Code: -32700 + 1, Message: "reserved on every protocol"} // want `^JSON-RPC error code -32699 is in -32768…-32000, which JSON-RPC 2\.0 reserves for its predefined codes \(-32700, -32600…-32603\); use a standard code such as jsonrpc\.CodeInvalidParams, or one outside that range$`
	}
	return nil, mcp.ResourceNotFoundError(req.Params.URI)
}
