package after

// The go-sdk cases of advice/before, rewritten as each message asks.

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

// NewSDK builds the go-sdk server here, with no recovering middleware.
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

// A result with IsError: true and a text saying what failed and what to
// do, and a nil error.
func archive(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "name is required: pass the archive's name"}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "archived"}}}, nil
}

// The error logged; a result with IsError: true and a written text.
func manifest(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/srv/manifest.json")
	if err != nil {
		log.Printf("manifest: %v", err)
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the manifest could not be read: try again later, or tell the user the manifest is unavailable"}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
}

// A plain error.
func tag(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, tagOut, error) {
	if a.Tag == "" {
		return nil, tagOut{}, errors.New("tag is required: pass a tag name")
	}
	return nil, tagOut{Size: len(a.Tag)}, nil
}

// A plain error for a tool failure.
func label(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, tagOut, error) {
	if a.Tag == "/" {
		return nil, tagOut{}, errors.New("the root label is reserved: pass another label")
	}
	return nil, tagOut{Size: len(a.Tag)}, nil
}

// The result with a nil error.
func pin(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, tagOut, error) {
	if a.Tag == "-" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "stdin cannot be pinned: pass a tag name"}}}, tagOut{}, nil
	}
	return nil, tagOut{Size: len(a.Tag)}, nil
}

// A result: an isError result for the failure.
func peek(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "nothing to peek at: pass the arguments"}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "peeked"}}}, nil
}

type typedFunc[In any] func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error)

// The error turned into an isError result here.
func adapt[In any](h typedFunc[In]) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments are not valid JSON: send an object"}}}, nil
		}
		res, _, err := h(ctx, req, in)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return res, nil
	}
}

type searchIn struct{ Q string }

func search(ctx context.Context, req *mcp.CallToolRequest, in searchIn) (*mcp.CallToolResult, any, error) {
	if in.Q == "" {
		return nil, nil, errors.New("q is required: pass a search term")
	}
	return &mcp.CallToolResult{}, nil, nil
}

// &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: ...}.
func dispatch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "open", "close":
		return &mcp.CallToolResult{}, nil
	default:
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("unknown tool %q", req.Params.Name)}
	}
}

func object(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "arguments must be a JSON object"}
	}
	return &mcp.CallToolResult{}, nil
}

// jsonrpc.CodeInvalidParams, a standard code, and the URL asked for with
// an input-required result.
func codes(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	switch req.Params.Name {
	case "gone":
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "the prompt is gone: list the prompts again"}
	case "legacy":
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "the session expired: start a new session"}
	case "reserved":
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "the quota is spent: try again tomorrow"}
	case "jsonrpc":
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "the backend is down: try again in a minute"}
	case "signin":
		return &mcp.GetPromptResult{InputRequests: mcp.InputRequestMap{"signin": &mcp.ElicitParams{Mode: "url", Message: "open the sign-in page", URL: "https://example.com/signin"}}}, nil
	case "login":
		return &mcp.GetPromptResult{InputRequests: mcp.InputRequestMap{"login": &mcp.ElicitParams{Mode: "url", Message: "open the login page", URL: "https://example.com/login"}}}, nil
	}
	return &mcp.GetPromptResult{}, nil
}

// The requests alone; the content in the result of the retry that has the
// answers.
func remove(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, ok := req.Params.InputResponses["confirm"]; !ok {
		return &mcp.CallToolResult{
			InputRequests: mcp.InputRequestMap{"confirm": &mcp.ElicitParams{Message: "Type the item's ID to confirm the deletion."}},
		}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Deleting the item needs your confirmation. Deleted."}}}, nil
}

type divIn struct{ N int }

// An isError result instead.
func divide(ctx context.Context, req *mcp.CallToolRequest, a divIn) (*mcp.CallToolResult, any, error) {
	if a.N == 0 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "cannot divide by zero: pass a non-zero n"}}}, nil, nil
	}
	return nil, 100 / a.N, nil
}

func halt(ctx context.Context, req *mcp.CallToolRequest, a divIn) (*mcp.CallToolResult, any, error) {
	if a.N < 0 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("n is negative (%d): pass zero or more", a.N)}}}, nil, nil
	}
	return nil, a.N, nil
}

// regexp.Compile with an isError result on its error; the lengths
// checked, with an isError result.
func grep(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	re, err := regexp.Compile(a.Pattern)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
	}
	parts := strings.Split(a.Path, "/")
	if len(parts) < 3 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "path has fewer than three parts: pass a/b/c"}}}, nil, nil
	}
	if a.Index < 0 || a.Index >= len(a.Paths) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "index is out of range: pass an index of paths"}}}, nil, nil
	}
	return nil, re.String() + parts[2] + a.Paths[a.Index], nil
}

// The error of Parse checked instead, and an isError result on it.
func render(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	t, err := template.New("t").Parse(a.Pattern)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "pattern is not a valid template: fix its {{ }} actions"}}}, nil, nil
	}
	var b strings.Builder
	if err := t.Execute(&b, a); err != nil {
		return nil, nil, errors.New("the template does not fit the input: change the template")
	}
	return nil, b.String(), nil
}

// The comma-ok form, and an isError result.
func anyArgs(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	name, ok := args["name"].(string)
	if !ok {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "name must be a string: pass a name"}}}, nil, nil
	}
	return nil, name, nil
}

// Navigate called, and an isError result on its error.
func visit(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	if err := page.Navigate(a.Path); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the page did not load: check the URL, or try again in a minute"}}}, nil, nil
	}
	return nil, a.Path, nil
}

// IsError: true in the result literal.
func stat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/index"); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "cannot open the index: ask an administrator to rebuild it"}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "indexed"}}}, nil
}

// A result with IsError: true and a text saying what failed and what to
// do.
func purge(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.RemoveAll("/srv/cache"); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the cache could not be purged: try again later"}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "purged"}}}, nil
}

// The error of os.Stat logged, and a result with IsError: true and a
// text saying what failed and what to do.
func touch(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, tagOut, error) {
	if _, err := os.Stat(a.Path); errors.Is(err, os.ErrNotExist) {
		log.Printf("touch: %v", err)
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the file does not exist: check the path"}}}, tagOut{}, nil
	}
	return nil, tagOut{Size: len(a.Path)}, nil
}

// Set to true.
func mark(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/marks"); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the marks store is missing: ask an administrator to create it"}}}, nil
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

// helpers.Error instead of helpers.Text.
func resolveTool(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	path, err := lookupName(a.Tag)
	if err != nil {
		return helpers.Error("No such tag: list the tags and pick one")
	}
	return helpers.Text(path)
}

// IsError = true set on the result; os's error logged, and the text
// written instead.
func report(ctx context.Context, req *mcp.CallToolRequest, a tagIn) (*mcp.CallToolResult, any, error) {
	data, err := os.ReadFile(a.Path)
	if err != nil {
		log.Printf("report: %v", err)
		res, out, err := helpers.Text("the report file could not be read: check the path, or try again later")
		res.IsError = true
		return res, out, err
	}
	return helpers.Text(string(data))
}

// This request answered with http.Error, and return.
func Serve(server *mcp.Server) {
	handler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)
	http.Handle("/mcp", http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Header.Get("Authorization") == "" {
			http.Error(w, "missing token", http.StatusUnauthorized)
			return
		}
		handler.ServeHTTP(w, req)
	}))
}
