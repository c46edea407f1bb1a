// Package inputpanics has mcp-go handlers that panic on a value the model
// sends, and handlers that check it first.
package inputpanics

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"text/template"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// newServer builds the server here, with no recovery: its options are in
// view, and nothing recovers the handlers' panics.
func newServer() *server.MCPServer {
	s := server.NewMCPServer("inputpanics", "1")
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("repo"), repo)
	s.AddTool(mcp.NewTool("checked"), checked)
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(typed))
	s.AddTool(mcp.NewTool("grep"), grep)
	s.AddTool(mcp.NewTool("bound"), bound)
	s.AddTool(mcp.NewTool("validated"), mcp.NewTypedToolHandler(validated))
	s.AddTool(mcp.NewTool("helperchecked"), helperChecked)
	s.AddTool(mcp.NewTool("required"), required)
	return s
}

func grep(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pattern, err := req.RequireString("pattern")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	_ = regexp.MustCompile(pattern) // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call regexp\.Compile and return an isError result on its error$`
	n := find(pattern, "/srv")      // want `^call of find, where regexp\.MustCompile of the model's input panics on a value it rejects \(inputpanics\.go:48\); in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call regexp\.Compile and return an isError result on its error$`
	n += find("^[a-z]+$", pattern)  // a constant pattern
	n += findChecked(pattern)
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

// find is a helper of the package: one call away from the handler.
func find(pattern, root string) int {
	return len(regexp.MustCompile(pattern).FindAllString(root, -1))
}

func findChecked(pattern string) int {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return 0
	}
	return len(re.String())
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	q := args["query"].(string)                                          // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	re := regexp.MustCompile("(?i)" + q)                                 // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call regexp\.Compile and return an isError result on its error$`
	_ = regexp.MustCompile(req.GetString("pattern", ""))                 // want `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call regexp\.Compile and return an isError result on its error$`
	_ = template.Must(template.New("t").Parse(req.GetString("tpl", ""))) // want `^template\.Must of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check the error of Parse instead and return an isError result on it$`
	_ = uuid.MustParse(req.GetString("id", ""))                          // want `^uuid\.MustParse of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call uuid\.Parse and return an isError result on its error$`
	all := req.Params.Arguments.(map[string]any)                         // want `^type assertion of the model's input to map\[string\]any without ok panics when the value is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	_ = all
	return mcp.NewToolResultText(re.String()), nil
}

func repo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	full := req.GetString("repo", "")
	parts := strings.Split(full, "/")
	owner, name := parts[0], parts[1] // want `^index 1 of strings\.Split of the model's input without a length check panics when it has fewer elements; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check its length and return an isError result$`
	n := req.GetInt("n", 0)
	items := []string{"a", "b"}
	first := items[n] // want `^index by the model's input without a bounds check panics when it is out of range; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check it against the length and return an isError result$`
	head := full[:8]  // want `^slice bound 8 of the model's input without a length check panics when it is shorter; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check its length and return an isError result$`
	tail := full[n:]  // want `^slice expression bounded by the model's input without a bounds check panics when it is out of range; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check it against the length and return an isError result$`
	words := strings.Fields(full)
	w := words[0]                                                                        // want `^index 0 of strings\.Fields of the model's input without a length check panics when it has fewer elements; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check its length and return an isError result$`
	return mcp.NewToolResultText(owner + name + first + head + tail + w + full[1:]), nil // want `^slice bound 1 of the model's input without a length check panics when it is shorter; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check its length and return an isError result$`
}

// Checked forms: none panics on the model's input, or a check of the
// value dominates.
func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	q, ok := args["query"].(string)
	if !ok {
		return mcp.NewToolResultError("query must be a string"), nil
	}
	if _, ok := args["limit"]; !ok {
		return mcp.NewToolResultError("limit is required"), nil
	}
	limit := args["limit"].(float64) // checked for presence above
	_ = limit
	_ = regexp.MustCompile("^[a-z]+$")          // a constant
	_ = regexp.MustCompile(regexp.QuoteMeta(q)) // quoted: always compiles
	pattern := req.GetString("pattern", "")
	if _, err := regexp.Compile(pattern); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	_ = regexp.MustCompile(pattern) // compiled once above
	parts := strings.Split(req.GetString("repo", ""), "/")
	if len(parts) != 2 {
		return mcp.NewToolResultError("repo must be owner/name"), nil
	}
	owner, name := parts[0], parts[1]
	first := strings.Split(q, ":")[0] // Split by a non-empty separator has an element
	rest := strings.SplitN(q, ":", 2)[0]
	items := []string{"a", "b"}
	n := req.GetInt("n", 0)
	if n < 0 || n >= len(items) {
		return mcp.NewToolResultError("n out of range"), nil
	}
	pick := items[n]
	for i := range items {
		_ = items[i] // a range index
	}
	s := req.GetString("s", "")
	if len(s) > 8 {
		s = s[:8]
	}
	if strings.HasPrefix(q, "@") {
		q = q[1:]
	}
	fixed := [4]string{}
	_ = fixed[2] // an array's constant index
	return mcp.NewToolResultText(owner + name + first + rest + pick + s + q), nil
}

type typedArgs struct {
	Tags []string `json:"tags"`
	Any  any      `json:"any"`
}

func typed(ctx context.Context, req mcp.CallToolRequest, args typedArgs) (*mcp.CallToolResult, error) {
	t := args.Tags[0]      // want `^index 0 of the model's input without a length check panics when it has fewer elements; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check its length and return an isError result$`
	s := args.Any.(string) // want `^type assertion of the model's input to string without ok panics when the value is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	if len(args.Tags) > 1 {
		t = args.Tags[1]
	}
	return mcp.NewToolResultText(t + s), nil
}

// Not a handler: a panic here is no tool call's.
func notAHandler(args map[string]any) string {
	return args["q"].(string)
}

type pathArgs struct {
	Paths []string `json:"paths"`
	Repo  string   `json:"repo"`
}

// Validate checks the arguments by value.
func (a pathArgs) Validate() error {
	if len(a.Paths) < 2 || strings.Count(a.Repo, "/") != 1 {
		return errors.New("need two paths and owner/name")
	}
	return nil
}

func validatePaths(a pathArgs) error {
	if len(a.Paths) < 2 {
		return errors.New("need two paths")
	}
	return nil
}

// Arguments bound into a local whose address is taken, then validated by
// a value method and by a function: the checks mention the local.
func bound(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a pathArgs
	if err := req.BindArguments(&a); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := a.Validate(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var b pathArgs
	if err := req.BindArguments(&b); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := validatePaths(b); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(a.Paths[1] + strings.Split(a.Repo, "/")[1] + b.Paths[1]), nil
}

func validated(ctx context.Context, req mcp.CallToolRequest, a pathArgs) (*mcp.CallToolResult, error) {
	if err := a.Validate(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(a.Paths[1] + short(a.Repo)), nil // Validate mentions the whole arguments
}

// The handler checks what it passes to a helper that would panic on it.
func helperChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pattern := req.GetString("pattern", "")
	if _, err := regexp.Compile(pattern); err != nil {
		return mcp.NewToolResultError("bad pattern: " + err.Error()), nil
	}
	sha := req.GetString("sha", "")
	if len(sha) < 7 {
		return mcp.NewToolResultError("sha too short"), nil
	}
	n := find(pattern, "/srv")
	return mcp.NewToolResultText(fmt.Sprint(n) + short(sha) + short(req.GetString("ref", ""))), nil // want `^call of short, where slice bound 7 of the model's input without a length check panics when it is shorter \(inputpanics\.go:213\); in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check its length and return an isError result$`
}

func short(s string) string { return s[:7] }

// A successful RequireString proves the argument is there and a string.
func required(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := req.RequireString("q"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	q := req.GetArguments()["q"].(string)
	r := req.GetArguments()["r"].(string) // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	return mcp.NewToolResultText(q + r), nil
}
