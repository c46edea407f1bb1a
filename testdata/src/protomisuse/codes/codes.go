// Package codes holds JSON-RPC error codes a go-sdk (v1.7.0+) module
// writes, judged by the 2026-07-28 spec's rules.
package codes

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const appNotFound = -32002

func Register(s *mcp.Server) {
	s.AddResource(&mcp.Resource{URI: "file:///x"}, readResource)
	s.AddPrompt(&mcp.Prompt{Name: "p"}, getPrompt)
}

// A resource handler: the retired resource-not-found code.
func readResource(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	if req == nil {
		return nil, &jsonrpc.Error{Code: -32002, Message: "resource not found"} // want `^JSON-RPC error code -32002 \(resource not found\) must not be sent on protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\); use jsonrpc\.CodeInvalidParams \(-32602\)$`
	}
	if req.Params == nil {
		return nil, &jsonrpc.Error{Code: appNotFound, Message: "resource not found"} // want `^JSON-RPC error code -32002 \(resource not found\) must not be sent on protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\); use jsonrpc\.CodeInvalidParams \(-32602\)$`
	}
	// The SDK's helper sends -32602 from v1.7.0 on: fine.
	return nil, mcp.ResourceNotFoundError("file:///x")
}

// A prompt handler: legacy, reserved and JSON-RPC-reserved codes.
func getPrompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	switch req.Params.Name {
	case "legacy":
		return nil, &jsonrpc.Error{Code: -32001, Message: "session expired"} // want `^JSON-RPC error code -32001 is in the legacy range -32000…-32019, which protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\) says new implementations should not use; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside -32768…-32000$`
	case "reserved":
		return nil, &jsonrpc.Error{Code: -32050, Message: "quota exceeded"} // want `^JSON-RPC error code -32050 is in -32020…-32099, which protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\) reserves for the MCP specification, which defines only -32020, -32021 and -32022: it must not be sent; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside -32768…-32000$`
	case "elicit":
		return nil, &jsonrpc.Error{Code: mcp.CodeURLElicitationRequired, Message: "open the page"} // want `^JSON-RPC error code -32042 \(URL elicitation required\) must not be sent on protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\); ask for the URL with an input-required result$`
	case "jsonrpc":
		return nil, &jsonrpc.Error{Code: -32100, Message: "backend down"} // want `^JSON-RPC error code -32100 is in -32768…-32000, which JSON-RPC 2\.0 reserves for its predefined codes \(-32700, -32600…-32603\); use a standard code such as jsonrpc\.CodeInvalidParams, or one outside that range$`
	case "positional":
		return nil, &jsonrpc.Error{-32099, "reserved", nil} // want `^JSON-RPC error code -32099 is in -32020…-32099, which protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\) reserves for the MCP specification, which defines only -32020, -32021 and -32022: it must not be sent; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside -32768…-32000$`
	case "helper":
		return nil, newError(-32010, "legacy through a helper") // want `^JSON-RPC error code -32010, passed to newError, is in the legacy range -32000…-32019, which protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\) says new implementations should not use; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside -32768…-32000$`
	case "helper-ok":
		return nil, newError(jsonrpc.CodeInvalidParams, "unknown prompt argument")
	}
	// Codes the spec allows: standard, defined by MCP, outside the range.
	if req.Params.Arguments == nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "arguments are required"}
	}
	if req.Session == nil {
		return nil, &jsonrpc.Error{Code: mcp.CodeMissingRequiredClientCapabilities, Message: "sampling is required"}
	}
	if len(req.Params.Arguments) > 10 {
		return nil, &jsonrpc.Error{Code: 1001, Message: "too many arguments"}
	}
	if len(req.Params.Arguments) > 5 {
		return nil, &jsonrpc.Error{Code: -31999, Message: "outside the reserved range"}
	}
	return nil, nil
}

// newError puts its code parameter into a *jsonrpc.Error: its callers'
// constant codes are judged.
func newError(code int64, msg string) error {
	return &jsonrpc.Error{Code: code, Message: msg}
}

// A code that is not constant is not judged: a proxy forwards the
// upstream server's.
func forward(upstream *jsonrpc.Error) error {
	return &jsonrpc.Error{Code: upstream.Code, Message: upstream.Message}
}

// newShifted changes its parameter before use: not a code parameter.
func newShifted(code int64) error {
	code -= 100
	return &jsonrpc.Error{Code: code}
}

var _ = newShifted(-32001)

// A client that checks for an old server's resource-not-found code
// writes no code.
func isOldNotFound(err error) bool {
	return errors.Is(err, &jsonrpc.Error{Code: -32002})
}

// URLElicitationRequiredError sends -32042 on every protocol in go-sdk
// v1.7.0+.
func elicit(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, mcp.URLElicitationRequiredError(nil) // want `^mcp\.URLElicitationRequiredError sends JSON-RPC error code -32042 \(URL elicitation required\) on every protocol in go-sdk v1\.7\.0\+, and protocol 2026-07-28, which that version speaks, forbids the code; on 2026-07-28, ask for the URL with an input-required result instead$`
}
