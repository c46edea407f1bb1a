package before

// The go-sdk cases: go-sdk's messages word their advice for go-sdk's
// result literal and its own channels.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"
	"strings"
	"text/template"

	"github.com/example/browser"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"advice/lib/helpers"
)

type tagIn struct {
	Tag     string   `json:"tag"`
	Pattern string   `json:"pattern"`
	Path    string   `json:"path"`
	Paths   []string `json:"paths"`
	Index   int      `json:"index"`
}

type tagOut struct{ Size int }

var page = &browser.Page{}

// NewSDK builds the go-sdk server here, with no recovering middleware:
// a panic kills the process.
func NewSDK() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "advice"}, nil)
	s.AddTool(&mcp.Tool{Name: "archive"}, archive)
	s.AddTool(&mcp.Tool{Name: "manifest"}, manifest)
	mcp.AddTool(s, &mcp.Tool{Name: "tag"}, tag)
	mcp.AddTool(s, &mcp.Tool{Name: "label"}, label)
	mcp.AddTool(s, &mcp.Tool{Name: "pin"}, pin)
	s.AddTool(&mcp.Tool{Name: "peek"}, peek)
	s.AddTool(&mcp.Tool{Name: "search"}, adapt(search))
	for _, name := range []string{"open", "close"} {
		s.AddTool(&mcp.Tool{Name: name}, dispatch)
	}
	s.AddTool(&mcp.Tool{Name: "object"}, object)
	s.AddTool(&mcp.Tool{Name: "remove"}, remove)
	mcp.AddTool(s, &mcp.Tool{Name: "divide"}, divide)
	mcp.AddTool(s, &mcp.Tool{Name: "halt"}, halt)
	mcp.AddTool(s, &mcp.Tool{Name: "grep"}, grep)
	mcp.AddTool(s, &mcp.Tool{Name: "render"}, render)
	mcp.AddTool(s, &mcp.Tool{Name: "anyargs"}, anyArgs)
	mcp.AddTool(s, &mcp.Tool{Name: "visit"}, visit)
	s.AddTool(&mcp.Tool{Name: "stat"}, stat)
	s.AddTool(&mcp.Tool{Name: "purge"}, purge)
	mcp.AddTool(s, &mcp.Tool{Name: "touch"}, touch)
	s.AddTool(&mcp.Tool{Name: "mark"}, mark)
	mcp.AddTool(s, &mcp.Tool{Name: "resolve"}, resolveTool)
	mcp.AddTool(s, &mcp.Tool{Name: "report"}, report)
	s.AddPrompt(&mcp.Prompt{Name: "codes"}, codes)
	return s
}

// protomisuse tool-error, go-sdk, a text of its own: "return a result with
// IsError: true and a text saying what failed and what to do, and a nil
// error".
func archive(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, errors.New("name is required: pass the archive's name") // advice: protomisuse `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "archived"}}}, nil
}

// protomisuse tool-error, go-sdk, another module's error: "log the error
// and return a result with IsError: true ...".
func manifest(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/srv/manifest.json")
	if err != nil {
		return nil, err // advice: protomisuse `^tool handler returns a Go error: go-sdk sends it as a JSON-RPC error \(code 0\), which the model never sees; log the error and return a result with IsError: true and a text saying what failed and what to do, and a nil error$` // advice: leak `^raw error from os \(os\.ReadFile\) reaches the JSON-RPC error message: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
}

// protomisuse jsonrpc-error: "return a plain error".
func tag(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, tagOut, error) {
	if a.Tag == "" {
		return nil, tagOut{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "tag is required: pass a tag name"} // advice: protomisuse `^typed tool handler returns a \*jsonrpc\.Error: go-sdk sends it as a JSON-RPC error with the error's code, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error$`
	}
	return nil, tagOut{Size: len(a.Tag)}, nil
}

// protomisuse jsonrpc-error, wrapped: "return a plain error for a tool
// failure, or the *jsonrpc.Error itself".
func label(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, tagOut, error) {
	if a.Tag == "/" {
		rpcErr := &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "the root label is reserved: pass another label"}
		return nil, tagOut{}, fmt.Errorf("checking label: %w", rpcErr) // advice: protomisuse `^typed tool handler returns a wrapped \*jsonrpc\.Error: go-sdk only checks the outermost error's type, so it sends an isError result with the whole text and the JSON-RPC code is lost; return a plain error for a tool failure, or the \*jsonrpc\.Error itself for a deliberate protocol error$`
	}
	return nil, tagOut{Size: len(a.Tag)}, nil
}

// protomisuse result-beside-error, go-sdk: "return the result with a nil
// error, or only the error".
func pin(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, tagOut, error) {
	if a.Tag == "-" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "stdin cannot be pinned: pass a tag name"}}}, tagOut{}, errors.New("stdin") // advice: protomisuse `^typed tool handler returns a result beside a non-nil error: go-sdk drops the result and sends the error's text instead, so its text never reaches the model; return the result with a nil error, or only the error$`
	}
	return nil, tagOut{Size: len(a.Tag)}, nil
}

// protomisuse nil-result: "return a result (an isError result for a
// failure)".
func peek(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, nil // advice: protomisuse `^tool handler returns a nil result and a nil error: go-sdk answers with a null result and the server crashes on protocol 2026-07-28; return a result \(an isError result for a failure\)$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "peeked"}}}, nil
}

// protomisuse wrapper-error: "turn the error into an isError result
// here".
type typedFunc[In any] func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error)

func adapt[In any](h typedFunc[In]) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments are not valid JSON: send an object"}}}, nil
		}
		res, _, err := h(ctx, req, in)
		return res, err // advice: protomisuse `^tool handler returns the error of the typed-handler-shaped function it wraps: go-sdk sends it as a JSON-RPC error \(code 0\), so every wrapped function's failures are hidden from the model; turn the error into an isError result here$`
	}
}

type searchIn struct{ Q string }

func search(ctx context.Context, req *mcp.CallToolRequest, in searchIn) (*mcp.CallToolResult, any, error) {
	if in.Q == "" {
		return nil, nil, errors.New("q is required: pass a search term")
	}
	return &mcp.CallToolResult{}, nil, nil
}

// protomisuse protocol-error-code, go-sdk: "return &jsonrpc.Error{Code:
// jsonrpc.CodeInvalidParams, Message: ...}", for an unknown tool and for
// arguments that are not an object.
func dispatch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "open", "close":
		return &mcp.CallToolResult{}, nil
	default:
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name) // advice: protomisuse `^tool handler returns an error for a tool name it does not know: go-sdk sends it as a JSON-RPC error \(code 0\); an unknown tool is a protocol error, not a tool failure, with code -32602: return &jsonrpc\.Error\{Code: jsonrpc\.CodeInvalidParams, Message: \.\.\.\}$`
	}
}

func object(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, errors.New("arguments must be a JSON object") // advice: protomisuse `^tool handler returns an error for arguments that are not a JSON object: go-sdk sends it as a JSON-RPC error \(code 0\); arguments that break the CallToolRequest schema are a protocol error, not a tool failure, with code -32602: return &jsonrpc\.Error\{Code: jsonrpc\.CodeInvalidParams, Message: \.\.\.\}$`
	}
	return &mcp.CallToolResult{}, nil
}

// protomisuse error-code, the codes a prompt handler writes: "use
// jsonrpc.CodeInvalidParams (-32602)", and "use a standard code such as
// jsonrpc.CodeInvalidParams, or one outside ..." for the legacy range,
// MCP's reserved range and JSON-RPC's; and the URL elicitation code:
// "ask for the URL with an input-required result", also when the SDK's
// helper sends it.
func codes(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	switch req.Params.Name {
	case "gone":
		return nil, &jsonrpc.Error{Code: -32002, Message: "the prompt is gone: list the prompts again"} // advice: protomisuse `^JSON-RPC error code -32002 \(resource not found\) must not be sent on protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\); use jsonrpc\.CodeInvalidParams \(-32602\)$`
	case "legacy":
		return nil, &jsonrpc.Error{Code: -32001, Message: "the session expired: start a new session"} // advice: protomisuse `^JSON-RPC error code -32001 is in the legacy range -32000…-32019, which protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\) says new implementations should not use; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside -32768…-32000$`
	case "reserved":
		return nil, &jsonrpc.Error{Code: -32050, Message: "the quota is spent: try again tomorrow"} // advice: protomisuse `^JSON-RPC error code -32050 is in -32020…-32099, which protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\) reserves for the MCP specification, which defines only -32020, -32021 and -32022: it must not be sent; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside -32768…-32000$`
	case "jsonrpc":
		return nil, &jsonrpc.Error{Code: -32100, Message: "the backend is down: try again in a minute"} // advice: protomisuse `^JSON-RPC error code -32100 is in -32768…-32000, which JSON-RPC 2\.0 reserves for its predefined codes \(-32700, -32600…-32603\); use a standard code such as jsonrpc\.CodeInvalidParams, or one outside that range$`
	case "signin":
		return nil, mcp.URLElicitationRequiredError([]*mcp.ElicitParams{{Mode: "url", URL: "https://example.com/signin"}}) // advice: protomisuse `^mcp\.URLElicitationRequiredError sends JSON-RPC error code -32042 \(URL elicitation required\) on every protocol in go-sdk v1\.7\.0\+, and protocol 2026-07-28, which that version speaks, forbids the code; on 2026-07-28, ask for the URL with an input-required result instead$`
	case "login":
		return nil, &jsonrpc.Error{Code: mcp.CodeURLElicitationRequired, Message: "open the login page"} // advice: protomisuse `^JSON-RPC error code -32042 \(URL elicitation required\) must not be sent on protocol 2026-07-28 \(go-sdk v1\.7\.0\+ speaks it and sends a written code unchanged\); ask for the URL with an input-required result$`
	}
	return &mcp.GetPromptResult{}, nil
}

// protomisuse input-required-content: "send the content in the result of
// the retry that has the answers".
func remove(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, ok := req.Params.InputResponses["confirm"]; !ok {
		return &mcp.CallToolResult{ // advice: protomisuse `^tool handler returns a result with both InputRequests and content: go-sdk answers it with a JSON-RPC error \(code -32603\) "server bug: result has both content and inputRequests", a server bug by its own words, so the client is asked nothing and the model reads nothing; an input-required result carries its requests alone: send the content in the result of the retry that has the answers$`
			InputRequests: mcp.InputRequestMap{"confirm": &mcp.ElicitParams{Message: "Type the item's ID to confirm the deletion."}},
			Content:       []mcp.Content{&mcp.TextContent{Text: "Deleting the item needs your confirmation."}},
		}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted"}}}, nil
}

type divIn struct{ N int }

// protomisuse panic, go-sdk: "return an isError result instead", for a
// panic (which fails the call) and for an exit (which stops the server).
func divide(ctx context.Context, req *mcp.CallToolRequest, a divIn) (*mcp.CallToolResult, any, error) {
	if a.N == 0 {
		panic("division by zero") // advice: protomisuse `^panic in a typed tool handler fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; return an isError result instead$`
	}
	return nil, 100 / a.N, nil
}

func halt(ctx context.Context, req *mcp.CallToolRequest, a divIn) (*mcp.CallToolResult, any, error) {
	if a.N < 0 {
		log.Fatalf("negative %d", a.N) // advice: protomisuse `^log\.Fatalf in a typed tool handler stops the server: the call gets no answer and every session ends; return an isError result instead$`
	}
	return nil, a.N, nil
}

// protomisuse input-panic, go-sdk: "call regexp.Compile and return an
// isError result on its error", "check its length and return an isError
// result", "check it against the length and return an isError result".
func grep(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	re := regexp.MustCompile(a.Pattern)  // advice: protomisuse `^regexp\.MustCompile of the model's input panics on a value it rejects; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; call regexp\.Compile and return an isError result on its error$`
	dir := strings.Split(a.Path, "/")[2] // advice: protomisuse `^index 2 of strings\.Split of the model's input without a length check panics when it has fewer elements; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; check its length and return an isError result$`
	pick := a.Paths[a.Index]             // advice: protomisuse `^index by the model's input without a bounds check panics when it is out of range; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; check it against the length and return an isError result$`
	return nil, re.String() + dir + pick, nil
}

// protomisuse input-panic: "check the error of Parse instead and return
// an isError result on it".
func render(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	t := template.Must(template.New("t").Parse(a.Pattern)) // advice: protomisuse `^template\.Must of the model's input panics on a value it rejects; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; check the error of Parse instead and return an isError result on it$`
	var b strings.Builder
	if err := t.Execute(&b, a); err != nil {
		return nil, nil, errors.New("the template does not fit the input: change the template")
	}
	return nil, b.String(), nil
}

// protomisuse input-panic: "use the comma-ok form or the SDK's argument
// accessor, and return an isError result".
func anyArgs(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	name := args["name"].(string) // advice: protomisuse `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	return nil, name, nil
}

// protomisuse input-panic, a Must method with a plain form: "call
// Navigate and return an isError result on its error" (checking the input
// first left the Must call, which server-recovery reports).
func visit(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	page.MustNavigate(a.Path) // advice: protomisuse `^MustNavigate of the model's input panics on a value it rejects; in a typed tool handler, the panic fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; call Navigate and return an isError result on its error$`
	return nil, a.Path, nil
}

// unflaggederr, a go-sdk literal: "set IsError: true in the result
// literal".
func stat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/index"); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "cannot open the index: ask an administrator to rebuild it"}}}, nil // advice: unflaggederr `^tool handler reports a failure in a result without IsError: its text says "cannot" after an error check, and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "indexed"}}}, nil
}

// unflaggederr, an empty result: "return a result with IsError: true and
// a text saying what failed and what to do".
func purge(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.RemoveAll("/srv/cache"); err != nil {
		return &mcp.CallToolResult{}, nil // advice: unflaggederr `^tool handler returns an empty result after an error check: go-sdk sends a success result, so the model is told the call worked and never learns what failed; return a result with IsError: true and a text saying what failed and what to do$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "purged"}}}, nil
}

// unflaggederr, a typed nil after a check of os's error: "log the error
// of os.Stat and return a result with IsError: true ..." (returning the
// error, which go-sdk sends as an isError result, would show os's text).
func touch(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, tagOut, error) {
	if _, err := os.Stat(a.Path); errors.Is(err, os.ErrNotExist) {
		return nil, tagOut{}, nil // advice: unflaggederr `^typed tool handler returns nil, a zero output and a nil error after an errors\.Is/As check: go-sdk sends a success result whose only content is the output, here its zero value, and the failure is lost; log the error of os\.Stat and return a result with IsError: true and a text saying what failed and what to do$`
	}
	return nil, tagOut{Size: len(a.Path)}, nil
}

// unflaggederr, a cleared flag: "set it to true".
func mark(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/marks"); err != nil {
		return &mcp.CallToolResult{IsError: false, Content: []mcp.Content{&mcp.TextContent{Text: "the marks store is missing: ask an administrator to create it"}}}, nil // advice: unflaggederr `^tool handler sets IsError to false after an error check: go-sdk sends a success result, so the model is told the call worked; set it to true$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "marked"}}}, nil
}

var errUnknown = errors.New("unknown name")

func lookupName(name string) (string, error) {
	if name == "" {
		return "", errUnknown
	}
	return "/srv/" + name, nil
}

// unflaggederr, a helper of another package with a flagged twin: "call
// helpers.Error instead of helpers.Text".
func resolveTool(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	path, err := lookupName(a.Tag)
	if err != nil {
		return helpers.Text("No such tag: list the tags and pick one") // advice: unflaggederr `^typed tool handler reports a failure in a result without IsError: its text says "no such" after an error check, and go-sdk sends a success result, so the model is told the call worked; call helpers\.Error instead of helpers\.Text$`
	}
	return helpers.Text(path)
}

// unflaggederr, a helper of another package without a twin: "build it
// with a helper that sets IsError, or set IsError = true on the result",
// and the text shows os's error.
func report(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	data, err := os.ReadFile(a.Path)
	if err != nil {
		return helpers.Report("reading "+a.Path+" failed", err) // advice: unflaggederr `^typed tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and go-sdk sends a success result, so the model is told the call worked; build it with a helper that sets IsError, or set IsError = true on the result, and since the text shows another module's error \(os\.ReadFile\), log that error and write instead what failed and whether to retry, change the input or stop$` // advice: leak `^raw error from os \(os\.ReadFile\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return helpers.Text(string(data))
}

// protomisuse http-exit: "answer this request with http.Error and
// return".
func Serve(server *mcp.Server) {
	handler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)
	http.Handle("/mcp", http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Header.Get("Authorization") == "" {
			log.Fatal("missing token") // advice: protomisuse `^log\.Fatal in an HTTP handler in front of the MCP transport stops the server: one failed request ends every session and every tool call in flight; answer this request with http\.Error and return$`
		}
		handler.ServeHTTP(w, req)
	}))
}
