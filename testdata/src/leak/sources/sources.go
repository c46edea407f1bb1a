// Package sources covers the other source kinds: stack traces, upstream
// bodies and command output, secrets.
package sources

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httputil"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
	pkgerrors "github.com/pkg/errors"
)

type settings struct {
	Endpoint string
	APIKey   string
	Page     string
}

func load() (*settings, error) {
	if _, err := os.Stat("/etc/app"); err != nil {
		return nil, pkgerrors.New("settings are missing")
	}
	return &settings{}, nil
}

// Stack traces.

func stacks(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s, err := load()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("loading settings: %+v", err)), nil // want `^stack trace \(%\+v of a stack-carrying error\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	if s == nil {
		return mcp.NewToolResultError(fmt.Sprintf("loading settings: %v", err)), nil // %v of a written error prints no stack: not reported
	}
	if req.GetBool("debug", false) {
		return mcp.NewToolResultText(string(debug.Stack())), nil // want `^stack trace \(debug\.Stack\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	buf := make([]byte, 4096)
	n := runtime.Stack(buf, true)
	return mcp.NewToolResultText(string(buf[:n])), nil // want `^stack trace \(runtime\.Stack\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
}

// A deferred recover that puts the panic value into the error.
func recovered(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r) // want `^stack trace \(a recovered panic value\) reaches the JSON-RPC error message: log it and return a written message that says what failed and whether to retry, change the input or stop$`
		}
	}()
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprintf("panic: %v\n%s", r, debug.Stack())) // want `^stack trace \(a recovered panic value\) and 1 other source \(debug\.Stack\) reach the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
		}
	}()
	return mcp.NewToolResultText("ok"), nil
}

// Upstream bodies and command output on failure paths.

func bodies(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://upstream.example/api")
	if err != nil {
		return mcp.NewToolResultError("calling the upstream API failed: retry later"), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		dump, _ := httputil.DumpResponse(resp, true)
		return mcp.NewToolResultError("upstream failed: " + string(dump)), nil // want `^raw upstream output \(httputil\.DumpResponse\) reaches the tool result text on a failure path: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError(fmt.Sprintf("unexpected response %v", resp)), nil // want `^raw upstream output \(an \*http\.Response formatted with %v\) reaches the tool result text on a failure path: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	var buf bytes.Buffer
	buf.ReadFrom(resp.Body)
	return mcp.NewToolResultText(buf.String()), nil // a successful response's body is the tool's data: not reported
}

func commands(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "git", "status").CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError("git status failed: " + string(out)), nil // want `^raw upstream output \(a command's output with its stderr \(\(\*exec\.Cmd\)\.CombinedOutput\)\) reaches the tool result text on a failure path: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	cmd := exec.CommandContext(ctx, "git", "log")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("git log failed: %s", stderr.String()) // want `^raw upstream output \(a command's stderr \(exec\.Cmd\.Stderr\)\) reaches the JSON-RPC error message on a failure path: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText(string(out)), nil // the command's output on success is the tool's data
}

// Secrets.

func secrets(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	token := os.Getenv("GITHUB_TOKEN")
	if token == "" {
		return mcp.NewToolResultError("GITHUB_TOKEN is not set: ask the operator to configure it"), nil // the name, not the value: not reported
	}
	if req.GetBool("verbose", false) {
		return mcp.NewToolResultText("using token " + token), nil // want `^credential \(environment variable GITHUB_TOKEN\) reaches the tool result text: never show credentials; remove it from the text$`
	}
	s := &settings{Endpoint: os.Getenv("API_URL"), APIKey: os.Getenv("API_KEY")}
	if req.GetBool("show", false) {
		return mcp.NewToolResultText(fmt.Sprintf("endpoint %s, page %s", s.Endpoint, s.Page)), nil // no credential: not reported
	}
	return mcp.NewToolResultText("key: " + s.APIKey), nil // want `^credential \(field settings\.APIKey\) reaches the tool result text: never show credentials; remove it from the text$`
}

func headers(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	auth := req.Extra.Header.Get("Authorization")
	if auth == "" {
		return &gosdk.CallToolResult{IsError: true, Content: []gosdk.Content{&gosdk.TextContent{Text: "authorization is required: sign in and retry"}}}, nil
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{ // want `^credential \(header Authorization\) and 1 other source \(a whole header map\) reach the tool result text: never show credentials; remove it from the text$`
		Text: fmt.Sprintf("called with %s, headers %v", auth, req.Extra.Header),
	}}}, nil
}

// cookies reads credential headers by their values: an element, and all
// of them joined.
func cookies(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	first := req.Extra.Header.Values("Authorization")[0]
	all := strings.Join(req.Extra.Header.Values("Cookie"), "; ")
	langs := strings.Join(req.Extra.Header.Values("Accept-Language"), ", ")   // no credential: not reported
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{ // want `^credential \(header Authorization\) and 1 other source \(header Cookie\) reach the tool result text: never show credentials; remove it from the text$`
		Text: "called with " + first + ", cookies " + all + ", languages " + langs,
	}}}, nil
}

func Register(s *gosdk.Server) {
	s.AddTool(&gosdk.Tool{Name: "headers"}, headers)
	s.AddTool(&gosdk.Tool{Name: "cookies"}, cookies)
}
