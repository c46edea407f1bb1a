// Package ignoredtoolerr defines an Analyzer that reports MCP client code
// that treats a tool execution error as success.
//
// # Analyzer ignoredtoolerr
//
// ignoredtoolerr: report MCP clients that treat a tool execution error as success
//
// A tool that fails in a way the model can act on (a failed API call,
// invalid arguments, a business rule) answers with an ordinary result
// whose IsError is set and whose content says what failed. The Go error
// of CallTool only carries protocol failures. The analyzer follows the
// result of go-sdk's (*mcp.ClientSession).CallTool and mcp-go's
// (*client.Client).CallTool or client.MCPClient.CallTool (and of a
// method of the project's own interface with that name and signature)
// through local variables and helpers, in this package and others
// (through facts), and reports:
//
//   - a read of the result's content (Content, StructuredContent, or a
//     helper that reads them) on a path where IsError was not checked
//     first: the failure's text is taken for the tool's output;
//   - a branch on IsError that returns an error, logs, or builds an
//     isError result of its own without the result's content: the
//     server's written reason ("the field x must be ...") is replaced by
//     "tool execution resulted in error".
//
// "Checked first" is judged on the control flow: a read dominated by
// either edge of a branch on IsError, or followed by a test of IsError
// before the result is replaced, is checked; a branch that falls through
// (if res.IsError { log... }) checks nothing; one that ends in log.Fatal
// or os.Exit is an early exit like a return. Passing the whole result on
// (returning it from a proxy handler, storing it, marshalling it) keeps
// the flag and is not reported. _test.go files are not checked unless
// -tests is set: tests read the content of failing calls on purpose.
//
// A suggested fix inserts the missing check before the first unchecked
// read: a tool handler returns the result unchanged; another function
// returning an error returns errors.New of the result's text, made by a
// text helper of the project's in scope. Without such a helper there is no
// fix, since any other text would be invented.
//
// Documentation, with examples and every flag: https://github.com/mcplint-go/mcplint/blob/main/docs/analyzers/ignoredtoolerr.md
package ignoredtoolerr
