// Package unflaggederr defines an Analyzer that reports MCP tool failures
// sent as ordinary results: without isError, a client reads a result as
// a success, so the model is told the call worked.
//
// # Analyzer unflaggederr
//
// unflaggederr: report tool failures sent as success results
//
// A tool handler that fails must say so with isError: true. The analyzer
// reports, in tool handlers of either Go SDK, a return that reaches the
// client as a success while the handler is on a failure path (the branch
// of an err != nil, !ok, errors.Is/As or failed HTTP status check, or the
// default case of a switch over an enumeration):
//
//   - a result whose text carries an error's text, or says failure in
//     words ("failed", "cannot", "not found", ...; extend the list with
//     -words), built by a result literal, an SDK constructor such as
//     mcp-go's NewToolResultText or NewToolResultStructured, or a helper
//     of the project in any package;
//   - an empty result (no content, an empty text) after an error check,
//     and in a go-sdk typed handler return nil, zero, nil there: the
//     error is swallowed;
//   - IsError: false, or res.IsError = false, on a failure path.
//
// Not reported: a result whose text does not say failure (an HTTP 202
// "accepted", a write that succeeded before a later stat failed),
// per-item errors inside a successful list, an empty result outside any
// error branch (a search that found nothing), results that set isError
// anywhere before they are returned, and functions that are not tool
// handlers.
//
// Suggested fixes flag the result without changing its text: IsError:
// true in a literal, mcp-go's NewToolResultError for NewToolResultText,
// res.IsError = true after other constructors, and a project helper's
// flagged twin (same package, same parameters, same text) for the
// helper. Only a text written by the module (no foreign error text, which
// the leak analyzer reports) and specific enough to act on gets a fix;
// an empty result gets none, because no honest message can be invented.
//
// Documentation, with examples and every flag: https://github.com/mcplint-go/mcplint/blob/main/docs/analyzers/unflaggederr.md
package unflaggederr
