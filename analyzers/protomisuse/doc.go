// Package protomisuse defines an Analyzer that reports MCP tool failures
// sent on the wrong channel: as a JSON-RPC error, which the model never
// sees, or on no channel at all.
//
// # Analyzer protomisuse
//
// protomisuse: report tool failures sent as JSON-RPC errors or not sent at all
//
// A tool call can fail on two channels. A JSON-RPC error is for unknown
// tools, malformed requests and server faults; everything the model can
// react to (API failures, input validation, business rules, permission
// denials) belongs in a result with isError set and a written text. The
// analyzer reports, in tool handlers of either Go SDK:
//
//   - a Go error returned from an mcp-go handler (JSON-RPC -32603) or a
//     go-sdk raw ToolHandler (a JSON-RPC error with code 0);
//   - a *jsonrpc.Error returned from a go-sdk typed handler (a protocol
//     error), and a %w-wrapped one, which go-sdk silently turns into an
//     isError result and whose code is lost;
//   - a Go error returned from an mcp-go task tool: the task ends failed,
//     which the tasks extension keeps for JSON-RPC errors (a tool failure
//     ends it completed with an isError result); errors that wrap a
//     context's cancellation end it cancelled and are not reported;
//   - a go-sdk result with both InputRequests and content on one path:
//     go-sdk v1.7.0+ answers it with JSON-RPC -32603, a server bug;
//   - a result returned beside a non-nil error: both SDKs drop it;
//   - return nil, nil from a raw handler: a null result, -32603 or a
//     crashed server, depending on the SDK version;
//   - panic, log.Fatal, log.Panic and os.Exit in a handler without a
//     recover: the server dies or drops the connection;
//   - panics the model's input can trigger, in a handler without a
//     recover: a Must function of an argument (regexp.MustCompile(q)), a
//     type assertion of one without comma-ok (req.GetArguments()["q"].(string)),
//     an index or slice by one or by a constant into a length it decides
//     (strings.Split(repo, "/")[1]), with no dominating condition that
//     mentions the value (a nil comparison is none for an assertion, and
//     a helper given the arguments map checks only the keys it reads);
//     in the handler and one call away in a function of
//     the package it passes the input to; only where the package builds a
//     server of the SDK with nothing recovering, or, for an exported
//     handler, where a package that does registers it;
//   - a server the package builds that recovers no handler panic (no
//     recovering middleware, no mcp-go server.WithRecovery, on an SDK
//     version that does not answer a panic) while some of its handlers
//     reach, through functions of the module in any package (a fact),
//     code that panics on what another program does or sends back: a
//     Must method of another module, which panics where its plain form
//     returns an error (go-rod's page.MustNavigate on a navigation that
//     times out), a type assertion without ok of JSON decoded from a
//     call's bytes (m["state"].(string) of a response body), a constant
//     index into a slice another module's API returned (resp.Items[0]),
//     a read through what a client library returns as nil, nil
//     (vault/api's Logical().List on a 404), or a call of a function of
//     the package that does one of these to its parameter, given such a
//     value, each without a dominating check; a call through one of the
//     module's interfaces reaches what its implementations in the
//     interface's package reach: reported once, at the server's
//     construction, listing the first sites, where the package builds
//     one server of the SDK outside its test files and registers its
//     handlers;
//   - a call that ends the process (log.Fatal, os.Exit) in an HTTP
//     handler that passes requests on to the SDK's HTTP transport: one
//     failed request ends every session;
//   - a raw handler's error for a tool name it does not know (the default
//     of a switch on the request's tool name, the miss of a map lookup by
//     it) or for arguments that are not a JSON object (json.Unmarshal of
//     them into a map, an assertion of them to a map): the spec sends
//     both as protocol errors, so they are no tool failures, but their
//     code must be -32602, which go-sdk sends only for a *jsonrpc.Error
//     with jsonrpc.CodeInvalidParams and mcp-go cannot send from a
//     handler;
//   - a JSON-RPC error code the module writes (a *jsonrpc.Error or mcp-go
//     JSONRPCErrorDetails literal, mcp-go's NewJSONRPCError and
//     NewJSONRPCErrorDetails, a function of the package that puts its
//     parameter into one, in any handler or none) that breaks the spec's
//     rules: -32002 and -32042, the legacy -32000…-32019 and the reserved
//     -32020…-32099 but the defined -32020…-32022, where the SDK version
//     speaks protocol 2026-07-28 (go-sdk v1.7.0+, mcp-go v1.0.0+), and
//     codes of the JSON-RPC range -32768…-32000 other than the five
//     standard ones on every version; also go-sdk v1.7.0+'s
//     URLElicitationRequiredError, which sends -32042 on every protocol.
//     Only constant codes are judged.
//
// A recover deferred in the handler, a recovering middleware wrapped
// around it where it is registered or installed on the package's servers
// (mcp-go server.WithRecovery, WithToolHandlerMiddleware, Use; go-sdk
// AddReceivingMiddleware), or -recovered silences the panic rules.
//
// URL-elicitation errors, which the spec sends as protocol errors on
// purpose, are not reported as tool failures. Handlers behind a middleware that turns
// returned errors into isError results are not reported when the
// middleware is installed in the same package; pass -converted when it is
// installed elsewhere.
//
// Suggested fixes return an isError result built with the SDK's own
// constructor, with the error's text, when that text is written in the
// module (or by the SDK's argument helpers); raw errors from elsewhere get
// no fix, because showing them is a leak (see the leak analyzer).
//
// Documentation, with examples and every flag: https://github.com/mcplint-go/mcplint/blob/main/docs/analyzers/protomisuse.md
package protomisuse
