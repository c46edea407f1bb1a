package sdkmodel

import (
	"fmt"
	"go/types"
)

// CodeWriter is an SDK type or function through which a module writes a
// JSON-RPC error code of its own: a struct whose CodeField holds the code
// (go-sdk's jsonrpc.Error, mcp-go's JSONRPCErrorDetails), or a function
// whose argument CodeArg is the code (mcp-go's NewJSONRPCError).
type CodeWriter struct {
	SDK SDK
	// Type is the struct type a composite literal builds, or the zero
	// TypeRef when Func is set.
	Type      TypeRef
	CodeField string
	// Func is a constructor taking the code, or the zero FuncRef.
	Func    FuncRef
	CodeArg int
}

// CodeHelper is an SDK function that returns a JSON-RPC error with a code
// the SDK chooses, by version (go-sdk's ResourceNotFoundError: -32002
// before v1.7.0, -32602 since).
type CodeHelper struct {
	SDK   SDK
	Func  FuncRef
	Codes []VersionedCode
	// Meaning names the condition, for diagnostics: "URL elicitation
	// required".
	Meaning string
}

// VersionedCode is the code an SDK sends from the version Since marks
// on (no Since: every older version), as sdkmodel Outcomes are ordered:
// newest first.
type VersionedCode struct {
	Code     int64
	Since    *Marker
	Versions string
}

// ResolveCode returns the code of h on the versions pkgs shows, and
// whether one code applies to all of them.
func (h *CodeHelper) ResolveCode(pkgs map[string]*types.Package) (VersionedCode, bool) {
	for i, c := range h.Codes {
		if c.Since == nil {
			// No marker present: every older row applies.
			rest := h.Codes[i:]
			for _, o := range rest[1:] {
				if o.Code != c.Code {
					return c, false
				}
			}
			return c, true
		}
		if c.Since.Present(pkgs) {
			return c, true
		}
	}
	return VersionedCode{}, false
}

// CodeProtocol says which versions of an SDK speak protocol 2026-07-28,
// whose error-code rules are stricter than JSON-RPC 2.0's, and how a
// module's code reaches the wire there.
type CodeProtocol struct {
	SDK SDK
	// Modern marks the oldest version that speaks 2026-07-28.
	Modern   *Marker
	Versions string
	// SendsAsWritten: a code the module writes leaves unchanged on every
	// protocol (go-sdk: checked by the conformance tests).
	SendsAsWritten bool
	// InvalidParams is the SDK's exported constant for -32602, for fixes
	// and diagnostics ({Pkg, "", Name}).
	InvalidParams FuncRef
	// ErrorType, when set, is the exported JSON-RPC error type a tool
	// handler returns to send a code of its own (go-sdk's jsonrpc.Error,
	// whose fields are JSONRPCErrors' row's); mcp-go has none.
	ErrorType TypeRef
}

// CodeProtocolOf returns the protocol row of sdk, or nil.
func (m *Model) CodeProtocolOf(sdk SDK) *CodeProtocol {
	for i := range m.CodeProtocols {
		if m.CodeProtocols[i].SDK == sdk {
			return &m.CodeProtocols[i]
		}
	}
	return nil
}

// CodeWriterOfType returns the writer row of struct type t, or nil.
func (m *Model) CodeWriterOfType(t types.Type) *CodeWriter {
	for i := range m.CodeWriters {
		if w := &m.CodeWriters[i]; w.Type.Name != "" && w.Type.Match(t) {
			return w
		}
	}
	return nil
}

// CodeWriterOfFunc returns the writer row of function fn, or nil.
func (m *Model) CodeWriterOfFunc(fn *types.Func) *CodeWriter {
	for i := range m.CodeWriters {
		if w := &m.CodeWriters[i]; w.Func.Name != "" && w.Func.Match(fn) {
			return w
		}
	}
	return nil
}

// CodeHelperOf returns the helper row of fn, or nil.
func (m *Model) CodeHelperOf(fn *types.Func) *CodeHelper {
	for i := range m.CodeHelpers {
		if m.CodeHelpers[i].Func.Match(fn) {
			return &m.CodeHelpers[i]
		}
	}
	return nil
}

// CodeRule is the verdict of the spec's error-code rules on one code.
type CodeRule int

const (
	// CodeOK: a standard JSON-RPC code, one the MCP spec defines, or a
	// code outside the reserved range.
	CodeOK CodeRule = iota
	// CodeRetired: -32002 (resource not found) or -32042 (URL elicitation
	// required), which 2026-07-28 forbids.
	CodeRetired
	// CodeLegacy: -32000…-32019, which 2026-07-28 says new
	// implementations should not use.
	CodeLegacy
	// CodeReservedMCP: -32020…-32099 and not defined by the spec: 2026-07-28
	// forbids sending it.
	CodeReservedMCP
	// CodeReservedJSONRPC: -32768…-32100 and not a predefined JSON-RPC
	// code: reserved by JSON-RPC 2.0 on every protocol.
	CodeReservedJSONRPC
)

// Spec codes (JSON-RPC 2.0 §5.1; MCP 2026-07-28 basic/index "Error Codes").
const (
	codeResourceNotFound = -32002
	codeInvalidParams    = -32602
)

// JudgeCode applies the spec's error-code rules to code.
func JudgeCode(code int64) CodeRule {
	switch code {
	case -32700, -32600, -32601, codeInvalidParams, -32603, // JSON-RPC 2.0
		-32020, -32021, -32022: // defined by MCP 2026-07-28
		return CodeOK
	case codeResourceNotFound, urlElicitation:
		return CodeRetired
	}
	switch {
	case code >= -32019 && code <= -32000:
		return CodeLegacy
	case code >= -32099 && code <= -32020:
		return CodeReservedMCP
	case code >= -32768 && code <= -32100:
		return CodeReservedJSONRPC
	}
	return CodeOK
}

// OnlyModern reports whether the rule binds only on protocol 2026-07-28:
// earlier protocols defined -32002 and -32042 and left -32000…-32099 to
// implementations, as JSON-RPC 2.0 does.
func (r CodeRule) OnlyModern() bool { return r != CodeReservedJSONRPC && r != CodeOK }

// Replacement returns the standard code that replaces code under the
// spec, when there is one: -32602 for -32002 (SEP-2164).
func Replacement(code int64) (int64, bool) {
	if code == codeResourceNotFound {
		return codeInvalidParams, true
	}
	return 0, false
}

// CodeName names the spec codes diagnostics mention: the retired ones
// (protomisuse names a code only when JudgeCode retires it).
func CodeName(code int64) string {
	switch code {
	case codeResourceNotFound:
		return "resource not found"
	case urlElicitation:
		return "URL elicitation required"
	}
	return fmt.Sprint(code)
}
