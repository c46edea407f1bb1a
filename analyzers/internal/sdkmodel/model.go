package sdkmodel

import (
	"fmt"
	"go/types"
	"slices"
	"strings"
)

// SDK names a Go MCP SDK by its module path's last elements.
type SDK string

const (
	// GoSDK is github.com/modelcontextprotocol/go-sdk.
	GoSDK SDK = "go-sdk"
	// MCPGo is github.com/mark3labs/mcp-go.
	MCPGo SDK = "mcp-go"
)

// Channel is how a tool call's outcome reaches the client.
type Channel int

const (
	// Success is a result without isError: the model is told the call worked.
	Success Channel = iota
	// ToolError is a result with isError: true: the model reads the text.
	ToolError
	// ProtocolError is a JSON-RPC error object: the client sees it, the
	// model usually does not.
	ProtocolError
	// NullResult is "result": null, which no client accepts.
	NullResult
	// Crash means no answer: the server process dies or the connection
	// drops.
	Crash
)

func (c Channel) String() string {
	switch c {
	case Success:
		return "a success result"
	case ToolError:
		return "an isError result"
	case ProtocolError:
		return "a JSON-RPC error"
	case NullResult:
		return "a null result"
	case Crash:
		return "no answer"
	}
	return fmt.Sprintf("Channel(%d)", int(c))
}

// Outcome is what the wire carries for one kind of handler return, on the
// SDK versions given.
type Outcome struct {
	Channel Channel
	// Code is the JSON-RPC error code of a ProtocolError; CodeFromError
	// means the code of the returned *jsonrpc.Error.
	Code int64
	// Text says how the client-visible text is made from the handler's
	// error, as a Go expression over err, for diagnostics and for the leak
	// and opaquemsg analyzers: "err.Error()".
	Text string
	// Since, when set, is the marker of the oldest version this outcome
	// applies to. An Outcome without Since applies to every version the
	// rows after it do not claim.
	Since *Marker
	// Versions is the version range in words, for diagnostics: "v1.2.0+".
	Versions string
	// Note adds what the channel alone does not say, for diagnostics.
	Note string
	// Task, for a task tool, is the status the task ends with ("failed",
	// "completed", "cancelled"); Channel is then what tasks/result
	// answers. The tasks extension of protocol 2026-07-28 keeps "failed"
	// for JSON-RPC errors: a tool failure ends the task "completed" with
	// an isError result.
	Task string
	// Replaces, for an ErrorSetter's CopiesErrorText: the error's text
	// replaces content the result already has (go-sdk SetError v1.3.0 to
	// v1.5.x), where otherwise it fills only an empty result.
	Replaces bool
}

// ErrorText is the Outcome.Text of an outcome whose text is the returned
// error's Error().
const ErrorText = "err.Error()"

// MessageText is the Outcome.Text of an outcome whose text is the
// MessageField of the returned JSON-RPC error value (JSONRPCErrorType).
const MessageText = "Message"

// PanicValue is the operand an Outcome.Text names for a recovered panic's
// value: `"internal panic: " + value`.
const PanicValue = "value"

// ShowsPanicValue reports whether the client-visible text carries the
// value a handler panicked with: the leak analyzer judges that value
// where such an outcome applies (server.WithRecovery, the stdio server).
func (o Outcome) ShowsPanicValue() bool {
	return o.Channel == ProtocolError && strings.HasSuffix(o.Text, "+ "+PanicValue)
}

// TextIsTheError reports whether the client-visible text is the returned
// error's own: its Error(), or a JSON-RPC error value's message.
func (o Outcome) TextIsTheError() bool {
	return o.Text == ErrorText || o.Text == MessageText
}

// CodeFromError marks an Outcome whose JSON-RPC code is the one carried by
// the returned *jsonrpc.Error.
const CodeFromError int64 = 1<<63 - 1

// Describe renders the outcome for a diagnostic: "JSON-RPC error -32603".
func (o Outcome) Describe() string {
	if o.Task != "" {
		return fmt.Sprintf("a %s task whose tasks/result is %s", o.Task, Outcome{Channel: o.Channel, Code: o.Code}.Describe())
	}
	switch {
	case o.Channel == ProtocolError && o.Code == CodeFromError:
		return "a JSON-RPC error with the error's code"
	case o.Channel == ProtocolError:
		return fmt.Sprintf("a JSON-RPC error (code %d)", o.Code)
	}
	return o.Channel.String()
}

// Behaviour lists the outcomes of one kind of return, newest version
// first.
type Behaviour []Outcome

// Resolve picks the outcomes that can apply given the markers the type
// checker sees. When the newest marker present is known, the answer is one
// outcome; when no marker is present, every outcome older than the oldest
// marker applies, and diagnostics must hold for all of them.
func (b Behaviour) Resolve(pkgs map[string]*types.Package) []Outcome {
	for i, o := range b {
		if o.Since == nil {
			return b[i:]
		}
		if o.Since.Present(pkgs) {
			return b[i : i+1]
		}
	}
	return nil
}

// HandlerKind names one shape of tool handler.
type HandlerKind string

const (
	GoSDKRaw        HandlerKind = "go-sdk raw ToolHandler"
	GoSDKTyped      HandlerKind = "go-sdk typed ToolHandlerFor"
	MCPGoRaw        HandlerKind = "mcp-go ToolHandlerFunc"
	MCPGoTyped      HandlerKind = "mcp-go TypedToolHandlerFunc"
	MCPGoStructured HandlerKind = "mcp-go StructuredToolHandlerFunc"
	MCPGoTask       HandlerKind = "mcp-go TaskToolHandlerFunc"
	// Adapted is a tool function of the project's own shape (such as
	// func(ctx, Args) (R, error)) that a project adapter calls and whose
	// error it turns into an isError result. It has no row: the handlers
	// pass builds its behaviour from the adapter it finds.
	Adapted HandlerKind = "tool function behind an adapter"
)

// Handler describes one kind of tool handler: its signature and what the
// SDK does with each way it can return.
type Handler struct {
	Kind HandlerKind
	SDK  SDK
	// Named is the SDK's named function type for this handler, if any.
	Named TypeRef
	// Request is the type of the handler's second parameter.
	Request TypeRef
	// Args reports whether a third parameter carries the typed arguments.
	Args bool
	// Result is the type of the result value at ResultIndex; the zero
	// TypeRef means any type (mcp-go structured handlers return their own
	// output type).
	Result      TypeRef
	ResultIndex int
	// OutputIndex is the index of go-sdk's typed Out value, or -1.
	OutputIndex int
	ErrorIndex  int

	// OnError: a non-nil error that is not a *jsonrpc.Error.
	OnError Behaviour
	// OnJSONRPCError: an unwrapped *jsonrpc.Error (go-sdk only).
	OnJSONRPCError Behaviour
	// OnWrappedJSONRPCError: a *jsonrpc.Error wrapped with %w (go-sdk only).
	OnWrappedJSONRPCError Behaviour
	// OnNilNil: a nil result and a nil error.
	OnNilNil Behaviour
	// OnNilResult: a nil result and a nil error where the SDK builds the
	// result itself, as go-sdk does for typed handlers from their output.
	OnNilResult Behaviour
	// OnPanic: the handler panics and nothing recovers.
	OnPanic Behaviour
	// OnContextError: a non-nil error that wraps context.Canceled or
	// context.DeadlineExceeded, when the SDK treats it apart from OnError
	// (mcp-go task tools end the task cancelled): the request was
	// cancelled, not failed.
	OnContextError Behaviour
	// DropsResultBesideError: a non-nil result returned beside a non-nil
	// error never reaches the client.
	DropsResultBesideError bool
	// ErrorTextIsContent: the error's text becomes the isError result's
	// content (typed go-sdk handlers, mcp-go structured handlers).
	ErrorTextIsContent bool
	// Noun names a handler of this kind in diagnostics; empty means
	// "tool handler".
	Noun string
}

// Subject names a handler of this kind in diagnostics: "typed tool
// handler", "tool handler".
func (h *Handler) Subject() string {
	if h.Noun != "" {
		return h.Noun
	}
	return "tool handler"
}

// ReturnsProtocolError reports whether a plain Go error returned by this
// kind of handler leaves as a JSON-RPC error on the versions pkgs shows.
func (h *Handler) ReturnsProtocolError(pkgs map[string]*types.Package) bool {
	for _, o := range h.OnError.Resolve(pkgs) {
		if o.Channel == ProtocolError {
			return true
		}
	}
	return false
}

// Registration is a function that registers tool handlers.
type Registration struct {
	SDK  SDK
	Func FuncRef
	// HandlerArg is the index of the handler argument (the receiver not
	// counted). Registrations that take handlers inside struct values
	// (mcp-go AddTools, SetTools, AddSessionTools, AddTaskTools) have no
	// row: the HandlerFields rows find the handler where the value is
	// built, whether or not it is registered in the same package.
	HandlerArg int
	Kind       HandlerKind
}

// HandlerField is a struct field that carries a handler into a
// registration, as in mcp-go's server.ServerTool{Handler: h}.
type HandlerField struct {
	SDK   SDK
	Type  TypeRef
	Field string
	Kind  HandlerKind
}

// Wrapper is an SDK function that turns one kind of handler into another,
// as mcp-go's NewTypedToolHandler does.
type Wrapper struct {
	SDK   SDK
	Func  FuncRef
	Arg   int
	Inner HandlerKind
}

// MiddlewareInstall is an SDK function that installs tool-handler
// middleware on a server. Args from Arg on are middlewares.
type MiddlewareInstall struct {
	SDK  SDK
	Func FuncRef
	Arg  int
	// Next, when set, is the type of the handler a middleware of this
	// SDK wraps when that is not a tool handler (go-sdk's
	// mcp.MethodHandler, called for every method): a function that calls
	// a parameter of this type and turns its error into a nil error
	// converts the errors of the tool handlers behind it.
	Next TypeRef
}

// Recovery is an SDK option that recovers panics in tool handlers and
// answers with Outcome instead of crashing.
type Recovery struct {
	SDK     SDK
	Func    FuncRef
	Outcome Outcome
}

// StdioServer is an SDK function that serves a server over stdio. OnPanic
// is what that server sends for a tool handler's panic nothing recovered
// before it; an outcome whose Text mentions value carries the panic's
// value in the JSON-RPC error message (mcp-go server/stdio.go
// toolCallWorker and handleMessage: -32603 "internal panic: %v" from
// v0.54.1, with a null id up to v1.0.x; the process dies on v0.53.x and
// before).
type StdioServer struct {
	SDK     SDK
	Func    FuncRef
	OnPanic Behaviour
}

// ServerConstructor is an SDK function that creates a server (mcp-go
// server.NewMCPServer, go-sdk mcp.NewServer): a package that calls it
// sees the options and middleware its servers get, so whether something
// there recovers a handler's panics is known.
type ServerConstructor struct {
	SDK  SDK
	Func FuncRef
}

// Validation is an SDK server option that validates a tool call's
// arguments against the tool's input schema before the handler runs and
// answers a call that fails it with an isError result (mcp-go
// server.WithInputSchemaValidation, v0.58.0+ in the module cache, absent
// in v0.44.0; the synchronous path only, where task tools never panic
// unrecovered).
type Validation struct {
	SDK  SDK
	Func FuncRef
}

// Constructor is an SDK function that builds a tool result.
type Constructor struct {
	SDK  SDK
	Func FuncRef
	// Flagged: the result has isError set.
	Flagged bool
	// TextArg is the argument that becomes the text, or -1.
	TextArg int
	// Format: TextArg is a fmt format and the arguments after it its
	// operands.
	Format bool
	// ErrArg is an error argument whose Error() text is appended to the
	// text after ErrSep, or -1.
	ErrArg int
	ErrSep string
	// DataArg is an argument serialized as structured content or JSON
	// text, or -1.
	DataArg int
	// FlaggedTwin, when set, is a constructor with the same parameters
	// that builds the same result with isError set (mcp-go
	// NewToolResultText → NewToolResultError): a fix may call it instead.
	FlaggedTwin FuncRef
}

// ErrorSetter is a method that flags a result as an error.
type ErrorSetter struct {
	SDK    SDK
	Func   FuncRef
	ErrArg int
	// CopiesErrorText: the error's text becomes the content, of an
	// empty result only unless the outcome Replaces.
	CopiesErrorText Behaviour
}

// ResultType describes an SDK's CallToolResult and text content types.
type ResultType struct {
	SDK          SDK
	Type         TypeRef // the struct type; handlers return a pointer to it
	ContentField string
	IsErrorField string
	StructField  string
	// RawStructField, if set, holds the structured content's raw JSON as
	// received by a client (mcp-go's RawStructuredContent): reading it
	// reads the content.
	RawStructField string
	// InputField, if set, asks the client for input (go-sdk v1.7.0+
	// CallToolResult.InputRequests, protocol 2026-07-28's input-required
	// result, mrtr.go): a result with it set is neither empty nor a
	// success the model is told of.
	InputField string
	// OnInputWithContent is what the SDK sends for a result that asks
	// for input (InputField set) and also carries content or structured
	// content, which an input-required result must not: go-sdk v1.7.0+
	// answers JSON-RPC -32603 "server bug: ...".
	OnInputWithContent Behaviour
	// Text types carry a Text string field; TextContentCtors build one
	// from their first argument.
	TextTypes        []TypeRef
	TextField        string
	TextContentCtors []FuncRef
	// ContentType is the element type of the Content slice.
	ContentType TypeRef
	// ErrorCtor builds an isError result from a text, if the SDK has one;
	// fixes use it, or else a literal of Type with IsErrorField set and a
	// TextTypes[0] in ContentField.
	ErrorCtor FuncRef
}

// ResultFor returns the result type row of sdk.
func (m *Model) ResultFor(sdk SDK) *ResultType {
	for i := range m.Results {
		if m.Results[i].SDK == sdk {
			return &m.Results[i]
		}
	}
	return nil
}

// ResultPointedBy returns the result type row of the struct t points to,
// or nil when t is not a pointer to an SDK's CallToolResult.
func (m *Model) ResultPointedBy(t types.Type) *ResultType {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return nil
	}
	for i := range m.Results {
		if m.Results[i].Type.Match(p.Elem()) {
			return &m.Results[i]
		}
	}
	return nil
}

// ArgHelper is an SDK method that reads a tool argument and returns an
// error whose text the SDK writes, safe to show to the model.
type ArgHelper struct {
	SDK  SDK
	Func FuncRef
}

// SessionRequest is an SDK method a server calls to ask its own client
// something (sampling, elicitation, roots) or to notify it. Its errors
// describe the client's answer or the session ("session does not support
// sampling"), not the server's internals: safe to show to the model.
type SessionRequest struct {
	SDK  SDK
	Func FuncRef
}

// ClosedField is a field of the answer to a session request whose values
// the protocol closes (an elicitation's action: accept, decline, cancel).
// A client that sends another broke the protocol; a sampling result's
// stopReason, by contrast, is open and has no row.
type ClosedField struct {
	SDK SDK
	// Struct declares the field (mcp-go embeds ElicitationResponse in
	// ElicitationResult).
	Struct TypeRef
	Field  string
	Values []string
	// WithContent is the value that carries the answer's content (an
	// elicitation's "accept"), or "".
	WithContent string
}

// ClosedValues returns the values the protocol allows for field of struct
// type t (a struct, not a pointer), or nil when the field is open.
func (m *Model) ClosedValues(t types.Type, field string) []string {
	if c := m.ClosedFieldOf(t, field); c != nil {
		return c.Values
	}
	return nil
}

// ClosedFieldOf returns the row of field of struct type t, or nil.
func (m *Model) ClosedFieldOf(t types.Type, field string) *ClosedField {
	for i := range m.ClosedFields {
		if c := &m.ClosedFields[i]; c.Field == field && c.Struct.Match(t) {
			return c
		}
	}
	return nil
}

// ProtocolErrorValue is an error the spec wants on the protocol channel even
// from a tool handler (URL elicitation required, -32042).
type ProtocolErrorValue struct {
	SDK SDK
	// Type is an error type whose values are such errors, or the zero
	// TypeRef.
	Type TypeRef
	// Func returns such an error, or is the zero FuncRef.
	Func FuncRef
	Code int64
}

// JSONRPCErrorType is an SDK's JSON-RPC error type, whose values returned
// unwrapped from a handler are sent as protocol errors with their own
// code (go-sdk's *jsonrpc.Error; mcp-go has none a handler can return).
type JSONRPCErrorType struct {
	SDK  SDK
	Type TypeRef
	// MessageField is the field that holds the message the client sees.
	MessageField string
	// CodeField holds the JSON-RPC code.
	CodeField string
}

// JSONRPCErrorOf returns the row of JSON-RPC error type t, or nil.
func (m *Model) JSONRPCErrorOf(t types.Type) *JSONRPCErrorType {
	for i := range m.JSONRPCErrors {
		if m.JSONRPCErrors[i].Type.Match(t) {
			return &m.JSONRPCErrors[i]
		}
	}
	return nil
}

// IsJSONRPCError reports whether t is an SDK's JSON-RPC error type.
func (m *Model) IsJSONRPCError(t types.Type) bool { return m.JSONRPCErrorOf(t) != nil }

// ClientCall is a client-side method that calls a tool and returns its
// result.
type ClientCall struct {
	SDK  SDK
	Func FuncRef
	// Request is the type of the request parameter, which follows the
	// context. A method of a project's own interface with Func's name
	// and the signature func(context.Context, Request) (*Result, error)
	// is a client call too: such interfaces wrap the SDK client for
	// tests and reconnection.
	Request TypeRef
}

// Model is the whole table.
type Model struct {
	// Modules lists each SDK's module path; code inside them is never
	// analyzed as user code, except under ExampleDirs.
	Modules map[SDK]string
	// ExampleDirs are directories at the root of an SDK module that hold
	// example servers and clients: programs written against the SDK like
	// any user's, analyzed as user code.
	ExampleDirs   []string
	Handlers      []*Handler
	Registrations []Registration
	HandlerFields []HandlerField
	Wrappers      []Wrapper
	Middleware    []MiddlewareInstall
	Recoveries    []Recovery
	StdioServers  []StdioServer
	Servers       []ServerConstructor
	Validations   []Validation
	Constructors  []Constructor
	ErrorSetters  []ErrorSetter
	Results       []ResultType
	ArgHelpers    []ArgHelper
	// ArgBinders bind all of a call's arguments into a value and fail
	// with encoding/json's errors about them (mcp-go BindArguments): the
	// model's own input, safe to show.
	ArgBinders []FuncRef
	// JSONEncoders are SDK functions whose only error is the SDK's words
	// around encoding/json's error about the server's own value (mcp-go
	// NewToolResultJSON: "unable to marshal JSON: " + json.Marshal's),
	// which names Go types, never data: safe to show.
	JSONEncoders []FuncRef
	// SessionRequests are the server's requests to its own client.
	SessionRequests []SessionRequest
	// ClosedFields are fields of session request answers whose values the
	// protocol closes.
	ClosedFields []ClosedField
	// JSONRPCErrors are the SDKs' JSON-RPC error types.
	JSONRPCErrors  []JSONRPCErrorType
	ProtocolErrors []ProtocolErrorValue
	ClientCalls    []ClientCall
	// CodeWriters, CodeHelpers and CodeProtocols are how a module writes
	// JSON-RPC error codes and which versions hold them to protocol
	// 2026-07-28's rules (codes.go).
	CodeWriters   []CodeWriter
	CodeHelpers   []CodeHelper
	CodeProtocols []CodeProtocol
	// ToolNames and ToolArgs are the fields of a tool call's parameters
	// that hold the tool's name and its arguments (params.go).
	ToolNames []ParamField
	ToolArgs  []ParamField
	// TransportCalls send notifications or logs to the client: their
	// error means the connection itself failed, a server-side fault rather
	// than a tool failure (the answer could not be delivered either).
	TransportCalls []FuncRef
	// SessionAccessors return the client session of a request's context,
	// nil when the transport attached none: a server-side fault too.
	SessionAccessors []FuncRef
	// HTTPHandlers make the SDK's HTTP transports, http.Handlers that
	// serve MCP (go-sdk v1.2+ mcp.NewStreamableHTTPHandler and
	// NewSSEHandler; mcp-go server.NewStreamableHTTPServer and
	// NewSSEServer): an HTTP handler that passes requests on to one is in
	// front of every tool call.
	HTTPHandlers []FuncRef
}

// IsHTTPHandler reports whether fn is one of HTTPHandlers.
func (m *Model) IsHTTPHandler(fn *types.Func) bool { return matchAny(m.HTTPHandlers, fn) }

// IsTransportCall reports whether fn is one of TransportCalls.
func (m *Model) IsTransportCall(fn *types.Func) bool { return matchAny(m.TransportCalls, fn) }

// IsSessionRequest reports whether fn is one of SessionRequests.
func (m *Model) IsSessionRequest(fn *types.Func) bool {
	for _, r := range m.SessionRequests {
		if r.Func.Match(fn) {
			return true
		}
	}
	return false
}

// IsSessionAccessor reports whether fn is one of SessionAccessors.
func (m *Model) IsSessionAccessor(fn *types.Func) bool { return matchAny(m.SessionAccessors, fn) }

func matchAny(refs []FuncRef, fn *types.Func) bool {
	for _, r := range refs {
		if r.Match(fn) {
			return true
		}
	}
	return false
}

// MakesProtocolError reports whether fn is an SDK function that returns
// a protocol error, never nil (a ProtocolErrors row with a function, a
// CodeHelpers row: go-sdk v1.7's URLElicitationRequiredError).
func (m *Model) MakesProtocolError(fn *types.Func) bool {
	if m.CodeHelperOf(fn) != nil {
		return true
	}
	for _, p := range m.ProtocolErrors {
		if p.Func != (FuncRef{}) && p.Func.Match(fn) {
			return true
		}
	}
	return false
}

// IsJSONEncoder reports whether fn is a JSONEncoders row.
func (m *Model) IsJSONEncoder(fn *types.Func) bool { return matchAny(m.JSONEncoders, fn) }

// ConstructorOf returns the constructor row of fn, or nil.
func (m *Model) ConstructorOf(fn *types.Func) *Constructor {
	for i := range m.Constructors {
		if m.Constructors[i].Func.Match(fn) {
			return &m.Constructors[i]
		}
	}
	return nil
}

// RegistrationOf returns the registration row of fn, or nil.
func (m *Model) RegistrationOf(fn *types.Func) *Registration {
	for i := range m.Registrations {
		if m.Registrations[i].Func.Match(fn) {
			return &m.Registrations[i]
		}
	}
	return nil
}

// WrapperOf returns the handler wrapper row of fn, or nil.
func (m *Model) WrapperOf(fn *types.Func) *Wrapper {
	for i := range m.Wrappers {
		if m.Wrappers[i].Func.Match(fn) {
			return &m.Wrappers[i]
		}
	}
	return nil
}

// MiddlewareOf returns the middleware installer row of fn, or nil.
func (m *Model) MiddlewareOf(fn *types.Func) *MiddlewareInstall {
	for i := range m.Middleware {
		if m.Middleware[i].Func.Match(fn) {
			return &m.Middleware[i]
		}
	}
	return nil
}

// StdioServerOf returns the stdio server row of fn, or nil.
func (m *Model) StdioServerOf(fn *types.Func) *StdioServer {
	for i := range m.StdioServers {
		if m.StdioServers[i].Func.Match(fn) {
			return &m.StdioServers[i]
		}
	}
	return nil
}

// RecoveryOf returns the panic recovery option row of fn, or nil.
func (m *Model) RecoveryOf(fn *types.Func) *Recovery {
	for i := range m.Recoveries {
		if m.Recoveries[i].Func.Match(fn) {
			return &m.Recoveries[i]
		}
	}
	return nil
}

// ServerOf returns the server constructor row of fn, or nil.
func (m *Model) ServerOf(fn *types.Func) *ServerConstructor {
	for i := range m.Servers {
		if m.Servers[i].Func.Match(fn) {
			return &m.Servers[i]
		}
	}
	return nil
}

// ValidationOf returns the input schema validation option row of fn, or
// nil.
func (m *Model) ValidationOf(fn *types.Func) *Validation {
	for i := range m.Validations {
		if m.Validations[i].Func.Match(fn) {
			return &m.Validations[i]
		}
	}
	return nil
}

// SDKs returns the SDKs the table has handler rows for, in the order of
// their first row: the loops over SDKs follow the table, so that a third
// SDK is one more set of rows.
func (m *Model) SDKs() []SDK {
	var out []SDK
	for _, h := range m.Handlers {
		if !slices.Contains(out, h.SDK) {
			out = append(out, h.SDK)
		}
	}
	return out
}

// RawHandler returns the row of sdk's plain tool handler, which takes a
// request and returns the SDK's result (go-sdk ToolHandler, mcp-go
// ToolHandlerFunc), or nil: a project's adapter calls its tool functions
// from one, so they panic as it does.
func (m *Model) RawHandler(sdk SDK) *Handler {
	rt := m.ResultFor(sdk)
	if rt == nil {
		return nil
	}
	for _, h := range m.Handlers {
		if h.SDK == sdk && h.OnPanic != nil && !h.Args && h.Result.Pkg == rt.Type.Pkg && h.Result.Name == rt.Type.Name {
			return h
		}
	}
	return nil
}

// Handler returns the row for kind k, or nil.
func (m *Model) Handler(k HandlerKind) *Handler {
	for _, h := range m.Handlers {
		if h.Kind == k {
			return h
		}
	}
	return nil
}

// IsSDKPackage reports whether path is one of the SDKs' own packages.
func (m *Model) IsSDKPackage(path string) bool {
	return m.SDKOf(path) != ""
}

// SDKOf returns the SDK whose module holds package path, or "" (also
// for the SDK's example programs).
func (m *Model) SDKOf(path string) SDK {
	for sdk, mod := range m.Modules {
		if path != mod && !strings.HasPrefix(path, mod+"/") {
			continue
		}
		for _, dir := range m.ExampleDirs {
			if ex := mod + "/" + dir; path == ex || strings.HasPrefix(path, ex+"/") {
				return ""
			}
		}
		return sdk
	}
	return ""
}
