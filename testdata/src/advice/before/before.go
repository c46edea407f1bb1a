// Package before and its subpackages have one finding of each message
// form that asks for a rewrite (this file: mcp-go; gosdk.go: go-sdk;
// project: a project handler type; recovery: a server without a
// recovery); package advice/after is this package rewritten as each
// message asks, word for word, and no analyzer reports anything there
// (TestAdviceFollowed in package analyzers; adviceForms lists the forms
// and their cases).
package before

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/example/regclient"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// New builds the mcp-go server here, without server.WithRecovery: a
// panic in a handler is not recovered.
func New() *server.MCPServer {
	s := server.NewMCPServer("advice", "1")
	s.AddTool(mcp.NewTool("price"), price)
	s.AddTool(mcp.NewTool("quote"), quote)
	s.AddTool(mcp.NewTool("stock"), stock)
	s.AddTool(mcp.NewTool("reserve"), reserve)
	s.AddTool(mcp.NewTool("count"), count)
	s.AddTool(mcp.NewTool("size"), size)
	s.AddTool(mcp.NewTool("catalog"), catalog)
	s.AddTaskTool(mcp.NewTool("build"), build)
	s.AddTaskTool(mcp.NewTool("publish"), publish)
	s.AddTool(mcp.NewTool("drop"), drop)
	s.AddTool(mcp.NewTool("ping"), ping)
	s.AddTool(mcp.NewTool("a"), route)
	s.AddTool(mcp.NewTool("boom"), boom)
	s.AddTool(mcp.NewTool("match"), match)
	s.AddTool(mcp.NewTool("render"), renderImage)
	s.AddTool(mcp.NewTool("discard"), discard)
	s.AddTool(mcp.NewTool("lock"), lock)
	s.AddTool(mcp.NewTool("empty"), empty)
	s.AddTool(mcp.NewTool("fail"), fail)
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("contents"), contents)
	s.AddTool(mcp.NewTool("unlock"), unlock)
	s.AddTool(mcp.NewTool("plan"), plan)
	s.AddTool(mcp.NewTool("whoami"), whoami)
	s.AddTool(mcp.NewTool("trace"), trace)
	s.AddTool(mcp.NewTool("items"), items)
	return s
}

// leak and protomisuse on one return of a foreign error: both ask to log
// it and return a written text, and the one rewrite ends both.
func catalog(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/srv/catalog.json")
	if err != nil {
		return nil, err // advice: leak `^raw error from os \(os\.ReadFile\) reaches the JSON-RPC error message: log it and return a written message that says what failed and whether to retry, change the input or stop$` // advice: protomisuse `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(string(data)), nil
}

// leak: "log it and return a written message that says what failed and
// whether to retry, change the input or stop".
func price(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://pricing.example.com/v1/" + req.GetString("sku", ""))
	if err != nil {
		return mcp.NewToolResultError("failed to fetch pricing: " + err.Error()), nil // advice: leak `^raw error from net/http \(http\.Get\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// opaquemsg: "say what failed, which input or rule, and the next step".
func quote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://pricing.example.com/v1/" + req.GetString("sku", ""))
	if err != nil {
		return mcp.NewToolResultError("Failed to fetch pricing"), nil // advice: opaquemsg `^tool failure text "Failed to fetch pricing" leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// opaquemsg, a nil error: "write what failed and whether to retry, change
// the input or stop, rather than format an error".
func stock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://stock.example.com/v1/" + req.GetString("sku", ""))
	if err != nil {
		return mcp.NewToolResultError("the stock service did not answer: try again in a minute"), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return mcp.NewToolResultErrorf("no stock for this sku: %v", err), nil // advice: opaquemsg `^tool failure text "no stock for this sku: %v" formats an error that is nil here \(the error of http\.Get at before\.go:\d+, which succeeded\): the model reads "no stock for this sku: <nil>" and is told nothing of what failed; write what failed and whether to retry, change the input or stop, rather than format an error$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// protomisuse: "return mcp.NewToolResultError(<what failed and what to
// do>), nil".
func reserve(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := req.GetString("sku", "")
	if sku == "" {
		return nil, fmt.Errorf("sku is required: pass the item's sku") // advice: protomisuse `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText("reserved " + sku), nil
}

// unflaggederr: "call mcp.NewToolResultError instead of
// mcp.NewToolResultText".
func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := strconv.Atoi(req.GetString("n", ""))
	if err != nil {
		return mcp.NewToolResultText("n must be a number: pass digits only"), nil // advice: unflaggederr `^tool handler reports a failure in a result without IsError: its text says "must be" after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText(strconv.Itoa(n)), nil
}

// unflaggederr on a text that shows another module's error: flagging
// alone would leave leak's finding, so its advice says to write the text
// too (and leak reports the same line).
func size(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	info, err := os.Stat(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultText("cannot size the file: " + err.Error()), nil // advice: unflaggederr `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText, and since the text shows another module's error \(os\.Stat\), log that error and write instead what failed and whether to retry, change the input or stop$` // advice: leak `^raw error from os \(os\.Stat\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText(strconv.FormatInt(info.Size(), 10)), nil
}

// ignoredtoolerr: "check res.IsError first", and "put the text of
// res.Content in the error".
func Search(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (string, error) {
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	return res.Content[0].(mcp.TextContent).Text, nil // advice: ignoredtoolerr `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

func Lookup(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (string, error) {
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("tool lookup failed") // advice: ignoredtoolerr `^res\.IsError branch returns an error without the tool result's content: the server's written reason for the failure is lost; put the text of res\.Content in the error$`
	}
	return res.Content[0].(mcp.TextContent).Text, nil
}

// protomisuse tool-error, a task tool: "return &mcp.CreateTaskResult{
// IsError: true, Content: ...}, nil", and with another module's error "log
// the error and return ...".
func build(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required: pass the build id") // advice: protomisuse `^task tool handler returns a Go error: mcp-go sends it as a failed task whose tasks/result is a JSON-RPC error \(code -32603\), which the model never sees; a tool failure must end the task completed with an isError result: return &mcp\.CreateTaskResult\{IsError: true, Content: \[\]mcp\.Content\{mcp\.NewTextContent\(<what failed and what to do>\)\}\}, nil$`
	}
	return &mcp.CreateTaskResult{}, nil
}

func publish(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if _, err := os.Stat("/srv/artifact"); err != nil {
		return nil, err // advice: protomisuse `^task tool handler returns a Go error: mcp-go sends it as a failed task whose tasks/result is a JSON-RPC error \(code -32603\), which the model never sees; a tool failure must end the task completed with an isError result: log the error and return &mcp\.CreateTaskResult\{IsError: true, Content: \[\]mcp\.Content\{mcp\.NewTextContent\(<what failed and what to do>\)\}\}, nil$` // advice: leak `^raw error from os \(os\.Stat\) reaches the JSON-RPC error message: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return &mcp.CreateTaskResult{}, nil
}

// protomisuse result-beside-error, mcp-go: "return the result with a nil
// error, or only the error".
func drop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required: pass the item's id"), errors.New("id is required") // advice: protomisuse `^tool handler returns a result beside a non-nil error: mcp-go drops the result and sends the error as a JSON-RPC error \(code -32603\), so its text never reaches the model; return the result with a nil error, or only the error$`
	}
	return mcp.NewToolResultText("dropped"), nil
}

// protomisuse nil-result, mcp-go: "return a result (an isError result for
// a failure)".
func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("host", "") == "" {
		return nil, nil // advice: protomisuse `^tool handler returns a nil result and a nil error: mcp-go answers with a JSON-RPC error \(code -32603\) "tool '<name>' handler returned no result"; return a result \(an isError result for a failure\)$`
	}
	return mcp.NewToolResultText("pong"), nil
}

// protomisuse protocol-error-code, mcp-go: "register each tool with its
// own handler".
func route(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return mcp.NewToolResultText("a"), nil
	default:
		return nil, fmt.Errorf("unknown tool %q", req.Params.Name) // advice: protomisuse `^tool handler returns an error for a tool name it does not know: mcp-go sends it as a JSON-RPC error \(code -32603\); an unknown tool is a protocol error, not a tool failure, with code -32602, which mcp-go sends itself for a tool that is not registered: register each tool with its own handler$`
	}
}

// protomisuse error-code, mcp-go: "use mcp.INVALID_PARAMS (-32602)".
func notFound(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.RESOURCE_NOT_FOUND, "resource not found", nil) // advice: protomisuse `^JSON-RPC error code -32002 \(resource not found\) must not be sent on protocol 2026-07-28 \(mcp-go v1\.0\.0\+ speaks it and sends a written code unchanged\); use mcp\.INVALID_PARAMS \(-32602\)$`
}

// protomisuse panic, mcp-go: "return an isError result instead".
func boom(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		panic("no id") // advice: protomisuse `^panic in a tool handler fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; return an isError result instead$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// protomisuse input-panic, mcp-go wording: "use the comma-ok form or the
// SDK's argument accessor", "check its length", "call regexp.Compile".
func match(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	q := args["q"].(string)                       // advice: protomisuse `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	head := strings.Fields(q)[0]                  // advice: protomisuse `^index 0 of strings\.Fields of the model's input without a length check panics when it has fewer elements; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; check its length and return an isError result$`
	re := regexp.MustCompile(args["re"].(string)) // advice: protomisuse `^regexp\.MustCompile of the model's input panics on a value it rejects; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; call regexp\.Compile and return an isError result on its error$` // advice: protomisuse `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	return mcp.NewToolResultText(head + re.String()), nil
}

// unflaggederr, a constructor without a flagged twin: "set IsError = true
// on the result".
func renderImage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := strconv.Atoi(req.GetString("id", "")); err != nil {
		return mcp.NewToolResultImage("render failed: the id must be a number", "", "image/png"), nil // advice: unflaggederr `^tool handler reports a failure in a result without IsError: its text says "failed" after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError = true on the result$`
	}
	return mcp.NewToolResultImage("rendered", "", "image/png"), nil
}

func okText(s string) *mcp.CallToolResult   { return mcp.NewToolResultText(s) }
func failText(s string) *mcp.CallToolResult { return mcp.NewToolResultError(s) }

// unflaggederr, a helper of this package with a flagged twin: "call
// failText instead of okText"; and a result literal: "set IsError: true
// in the result literal".
func discard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if _, err := strconv.Atoi(id); err != nil {
		return okText("cannot remove " + id + ": the id must be a number"), nil // advice: unflaggederr `^tool handler reports a failure in a result without IsError: its text says "cannot" after an error check, and mcp-go sends a success result, so the model is told the call worked; call failText instead of okText$`
	}
	if _, err := strconv.ParseUint(id, 10, 8); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("cannot remove " + id + ": the id must be below 256")}}, nil // advice: unflaggederr `^tool handler reports a failure in a result without IsError: its text says "cannot" after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	return okText("removed " + id), nil
}

// unflaggederr, a cleared flag, mcp-go: "set it to true".
func lock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/locks"); err != nil {
		return &mcp.CallToolResult{IsError: false, Content: []mcp.Content{mcp.NewTextContent("the lock store is missing: ask an administrator to create it")}}, nil // advice: unflaggederr `^tool handler sets IsError to false after an error check: mcp-go sends a success result, so the model is told the call worked; set it to true$`
	}
	return mcp.NewToolResultText("locked"), nil
}

// unflaggederr, an empty result, mcp-go: "return
// mcp.NewToolResultError(<what failed and what to do>)".
func empty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Remove("/srv/queue"); err != nil {
		return &mcp.CallToolResult{}, nil // advice: unflaggederr `^tool handler returns an empty result after an error check: mcp-go sends a success result, so the model is told the call worked and never learns what failed; return mcp\.NewToolResultError\(<what failed and what to do>\)$`
	}
	return mcp.NewToolResultText("emptied"), nil
}

// opaquemsg: a generic phrase, "say what failed, which input or rule, and
// the next step".
func fail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("Operation failed"), nil // advice: opaquemsg `^tool failure text "Operation failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// opaquemsg: only a code or status, and a generic phrase with a bare
// status code.
func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://status.example.com/v1")
	if err != nil {
		log.Printf("status: %v", err)
		return mcp.NewToolResultError("the status service did not answer: try again in a minute"), nil
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode >= 500:
		return mcp.NewToolResultErrorf("status: %d", resp.StatusCode), nil // advice: opaquemsg `^tool failure text "status: %d" is only a code or status: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case resp.StatusCode == 429:
		return mcp.NewToolResultError(fmt.Sprintf("request failed with status %s", resp.Status)), nil // advice: opaquemsg `^tool failure text "request failed with status %s" is a generic phrase with a bare status code: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return mcp.NewToolResultText("up"), nil
}

func lookupFile(path string) (*string, []string) {
	if path == "" {
		return nil, nil
	}
	return &path, nil
}

// opaquemsg: the handler's last return, after every case it handles.
func contents(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	file, dir := lookupFile(req.GetString("path", ""))
	if file != nil {
		return mcp.NewToolResultText(*file), nil
	}
	if dir != nil {
		return mcp.NewToolResultText(strings.Join(dir, "\n")), nil
	}
	return mcp.NewToolResultError("failed to get file contents"), nil // advice: opaquemsg `^tool failure text "failed to get file contents" is the handler's last return, after every case it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
}

func cleanup(path string) error {
	if path == "" {
		return errors.New("no path")
	}
	return nil
}

// opaquemsg, Error on a nil error: "write what failed and whether to
// retry, change the input or stop, rather than show an error".
func unlock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := cleanup(req.GetString("path", "")); err == nil {
		return mcp.NewToolResultError("the lock was removed: " + err.Error()), nil // advice: opaquemsg `^tool failure text "the lock was removed: %v" calls Error on an error that is nil here \(the error of before\.cleanup at before\.go:\d+, which succeeded\): the nil dereference panics before the text is sent, and the model gets no text; write what failed and whether to retry, change the input or stop, rather than show an error$`
	}
	return mcp.NewToolResultText("locked"), nil
}

var reg = &regclient.Client{}

// opaquemsg misclassified: "send it only after checking the error
// (errors.Is, a status code), and otherwise say what failed and whether
// to retry".
func plan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	p, err := reg.ReadPlan(ctx, id)
	if err != nil {
		return mcp.NewToolResultErrorf("plan not found: %s", id), nil // advice: opaquemsg `^tool failure text "plan not found: %s" tells the model to change its input, but it is sent for every error of \(regclient\.Client\)\.ReadPlan, which can also be a timeout, a refused connection or a server error: send it only after checking the error \(errors\.Is, a status code\), and otherwise say what failed and whether to retry$`
	}
	return mcp.NewToolResultText(p.ID), nil
}

// leak credential: "never show credentials; remove it from the text".
func whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("signed in with token " + os.Getenv("GITHUB_TOKEN")), nil // advice: leak `^credential \(environment variable GITHUB_TOKEN\) reaches the tool result text: never show credentials; remove it from the text$`
}

// leak stack: "log it and return a written message ...".
func trace(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError("the trace failed: " + string(debug.Stack())) // advice: leak `^stack trace \(debug\.Stack\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
		}
	}()
	return mcp.NewToolResultText(strings.Repeat("x", len(req.GetString("n", "")))), nil
}

// leak body: "log it and return a written message ...".
func items(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://items.example.com/v1")
	if err != nil {
		log.Printf("items: %v", err)
		return mcp.NewToolResultError("the items service is unreachable: retry later"), nil
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError(fmt.Sprintf("listing items failed: %s", data)), nil // advice: leak `^raw upstream output \(an HTTP body read with io\.ReadAll\) reaches the tool result text on a failure path: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText(string(data)), nil
}

func resultText(res *mcp.CallToolResult) string {
	return res.Content[0].(mcp.TextContent).Text
}

// ignoredtoolerr: a helper reads the content before res.IsError is
// checked: "check res.IsError first".
func Fetch(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (string, error) {
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	return resultText(res), nil // advice: ignoredtoolerr `^resultText reads the content of res before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

// ignoredtoolerr: the IsError branch logs without the content: "log the
// text of res.Content".
func Notify(ctx context.Context, c *client.Client, req mcp.CallToolRequest) {
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return
	}
	if res.IsError {
		log.Printf("notify failed") // advice: ignoredtoolerr `^res\.IsError branch logs the failure without the tool result's content: the server's written reason for the failure is lost; log the text of res\.Content$`
	}
}

// ignoredtoolerr: an isError result of its own: "return res itself, or
// put its text in the message".
func Proxy(ctx context.Context, c *client.Client, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := c.CallTool(ctx, r)
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return mcp.NewToolResultError("the upstream tool failed: tell the user"), nil // advice: ignoredtoolerr `^res\.IsError branch returns an isError result of its own without the tool result's content: the server's written reason for the failure is lost; return res itself, or put its text in the message$`
	}
	return res, nil
}
