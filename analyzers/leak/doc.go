// Package leak defines an Analyzer that reports raw error text, stack
// traces, upstream bodies and secrets that reach the output of an MCP
// tool.
//
// # Analyzer leak
//
// leak: report raw error text, stack traces, upstream bodies and secrets in tool output
//
// A tool's output is read by a model and often shown to the user, and
// clients may show protocol error messages too. The analyzer follows
// these sources:
//
//   - error text made outside the module (the standard library, a
//     third-party package, the SDK's own client), shown raw: the error
//     itself, err.Error(), %v %s %q %w %+v, errors.Join, any wrapping
//     chain, across functions and packages (errorigin facts); errors whose
//     package or type the -safe flag lists are not sources;
//   - stack traces: runtime/debug.Stack, runtime.Stack, %+v of errors
//     from github.com/pkg/errors and github.com/cockroachdb/errors, and
//     recovered panic values;
//   - raw upstream bodies on failure paths: an HTTP body read with
//     io.ReadAll or copied into a buffer, httputil dumps, an
//     *http.Response formatted with %v, a command's captured stderr;
//   - secrets: environment variables and request headers named like
//     credentials, whole header maps and requests, struct fields named
//     like credentials;
//
// into these sinks, in tool handlers of either Go SDK and in the
// functions that build their results:
//
//   - the text of a tool result (text content, the SDK's result
//     constructors, mcp-go's NewToolResultErrorFromErr error argument,
//     go-sdk's SetError on an empty result, and on any result for go-sdk
//     v1.3.0–v1.5.x, whose SetError replaces the content), and of results
//     built by helpers of the project (results.BuilderFact), including
//     results a deferred recover sets;
//   - an error the handler returns: a go-sdk typed handler's becomes the
//     isError text, an mcp-go or go-sdk raw handler's the JSON-RPC error
//     message;
//   - the value an mcp-go tool handler panics with, where the package
//     that registers it puts it in the JSON-RPC error message:
//     server.WithRecovery ("panic recovered in <tool> tool handler: "),
//     or else the stdio server (v0.54.1+, "internal panic: "). A
//     recover in the handler, or a recovering middleware of the module
//     around it or installed first, takes the panic instead; where the
//     server is built in another package nothing is claimed.
//
// The -sources flag chooses the kinds reported, comma-separated:
// credential, stack (stack traces and panic values), body (upstream
// bodies and command stderr) and errtext (foreign error text); all by
// default. Each finding's message starts with its kind: "credential",
// "stack trace", "raw upstream output", "raw error from".
//
// A body is a leak only on a failure path (an error, an isError result,
// a branch on a failed status or error): a successful response returned
// as the tool's data is its output. Written errors, SDK argument-helper
// errors, the errors of the server's requests and notifications to its
// own client, foreign sentinels (fixed texts), errors only logged, and
// errors compared or inspected but not shown are not reported, nor is
// anything outside tool handlers (the shared pass includes tool functions
// behind the project's adapters) and result builders.
//
// One finding per cause: a helper that builds a result from a parameter
// is judged at each call with the caller's argument; a source the helper
// adds itself is reported inside the helper, once. The same holds for a
// function of a handler's shape whose results handlers return (its error
// is theirs): its own sources are reported at its returns, and a handler
// that returns or wraps its error is judged only for the arguments it
// passes. A finding inside such a function ends with how many handlers of
// the package send it, "(3 handlers send it)". Callers in another package
// keep their own finding (under go vet a position in another package is
// not valid).
//
// Where the sink is a single foreign error formatted last after words the
// handler wrote ("read the notes file: %w") and shown in its own error
// branch, the suggested fix logs the error with log/slog's default logger
// and keeps the handler's words without the error's text. A handler that
// wrote no words (return nil, err) gets no fix: a fix never invents a
// message.
//
// Documentation, with examples and every flag: https://github.com/mcplint-go/mcplint/blob/main/docs/analyzers/leak.md
package leak
