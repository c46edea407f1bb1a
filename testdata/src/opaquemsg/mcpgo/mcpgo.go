package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"opaquemsg/msgs"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("generic"), generic)
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("dropped"), dropped)
	s.AddTool(mcp.NewTool("fallthrough"), fellThrough)
	s.AddTool(mcp.NewTool("specific"), specific)
	s.AddTool(mcp.NewTool("literal"), literal)
	s.AddTool(mcp.NewTool("protocol"), protocol)
	s.AddTool(mcp.NewTool("details"), details)
	s.AddTool(mcp.NewTool("variable"), variable)
}

// Generic phrases in every spelling, through constants of another package
// and format strings.
func generic(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("case", "") {
	case "1":
		return mcp.NewToolResultError("Operation failed"), nil // want `^tool failure text "Operation failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case "2":
		return mcp.NewToolResultError("error: Something went wrong. Please try again."), nil // want `^tool failure text "error: Something went wrong\. Please try again\." is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case "3":
		return mcp.NewToolResultError(msgs.Failed), nil // want `^tool failure text "Operation failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case "4":
		return mcp.NewToolResultError("Error: " + msgs.Internal), nil // want `^tool failure text "Error: internal error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case "5":
		return mcp.NewToolResultErrorf("an unexpected error occurred"), nil // want `^tool failure text "an unexpected error occurred" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case "6":
		return mcp.NewToolResultError(fmt.Sprintf("%s!", "OOPS")), nil // want `^tool failure text "OOPS!" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case "7":
		msg := "failed: " + "unknown error" // want `^tool failure text "failed: unknown error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
		return mcp.NewToolResultError(msg), nil
	case "8":
		return mcp.NewToolResultError("NOT IMPLEMENTED"), nil // want `^tool failure text "NOT IMPLEMENTED" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// Codes and statuses alone.
func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot reach the upstream API, retry later", err), nil
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == 500:
		return mcp.NewToolResultError("500"), nil // want `^tool failure text "500" is only a code or status: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case resp.StatusCode >= 500:
		return mcp.NewToolResultErrorf("status: %d", resp.StatusCode), nil // want `^tool failure text "status: %d" is only a code or status: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case resp.StatusCode == 404:
		return mcp.NewToolResultError(msgs.Code), nil // want `^tool failure text "ERR_42" is only a code or status: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case resp.StatusCode == 429:
		return mcp.NewToolResultError(fmt.Sprintf("request failed with status %s", resp.Status)), nil // want `^tool failure text "request failed with status %s" is a generic phrase with a bare status code: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	case resp.StatusCode >= 400:
		return mcp.NewToolResultError("upstream API answered " + strconv.Itoa(resp.StatusCode) + " for this query: change the query"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// "failed to <verb>" where the error checked is left out of the text.
func dropped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/etc/project.json")
	if err != nil {
		return mcp.NewToolResultError("failed to scan project"), nil // want `^tool failure text "failed to scan project" leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	n, err := strconv.Atoi(string(data))
	if err != nil {
		res := mcp.NewToolResultError("Error: could not load settings.") // want `^tool failure text "Error: could not load settings\." leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
		return res, nil
	}
	if _, err := os.Stat("/tmp/lock"); err != nil {
		if os.IsNotExist(err) {
			// The error was looked into: a classified message.
			return mcp.NewToolResultError("failed to acquire lock"), nil
		}
		return mcp.NewToolResultError("failed to acquire lock: " + err.Error()), nil
	}
	if n > 10 {
		// No error on this path.
		return mcp.NewToolResultError("failed to scan project"), nil
	}
	if _, err := strconv.Atoi(req.GetString("limit", "")); err != nil {
		// Names the tool's argument.
		return mcp.NewToolResultError("failed to parse limit"), nil
	}
	if _, err := os.Stat("/tmp/x"); err != nil {
		return mcp.NewToolResultError("failed to scan project, retry in a minute"), nil
	}
	if _, err := os.Stat("/tmp/auth"); err != nil {
		// A category the model can act on: stop and ask the user.
		return mcp.NewToolResultError("authentication failed"), nil
	}
	if _, err := os.Open("/tmp/y"); err != nil {
		switch err.(type) {
		case *os.PathError:
			// Classified by a type switch.
			return mcp.NewToolResultError("failed to open workspace"), nil
		}
		if err == os.ErrClosed {
			return mcp.NewToolResultError("failed to open workspace"), nil
		}
		return mcp.NewToolResultError("error opening workspace"), nil // want `^tool failure text "error opening workspace" leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// Specific texts, and searches that found nothing.
func specific(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	switch q {
	case "":
		return mcp.NewToolResultError(msgs.NeedPath), nil
	case "a":
		return mcp.NewToolResultErrorf("operation failed: %v", q), nil
	case "b":
		return mcp.NewToolResultError("No results found"), nil
	case "c":
		return mcp.NewToolResultErrorf("unknown tool %q", q), nil
	case "d":
		return mcp.NewToolResultError("query must be between 2 and 200 characters"), nil
	}
	n, err := strconv.Atoi(q)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("failed", err), nil
	}
	return mcp.NewToolResultErrorf("error %d", n), nil
}

// Result literals.
func literal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("x", "") == "" {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "Unexpected error"}}, // want `^tool failure text "Unexpected error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
		}, nil
	}
	if req.GetString("y", "") == "" {
		// Not flagged: a success text, unflaggederr's business.
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "error"}}}, nil
	}
	return mcp.NewToolResultText("failed"), nil
}

// Errors returned from an mcp-go handler leave as JSON-RPC errors; their
// text is judged all the same.
func protocol(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("a", "") == "" {
		return nil, errors.New("Request failed") // want `^tool failure text "Request failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if req.GetString("b", "") == "" {
		return nil, msgs.ErrGeneric
	}
	return nil, fmt.Errorf("tool %s: %w", "x", errors.New("internal error"))
}

// Details added to a generic headline afterwards make the text specific.
func details(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if f := req.GetString("field", ""); f != "" {
		res := mcp.NewToolResultError("Invalid arguments")
		res.Content = append(res.Content, mcp.NewTextContent(fmt.Sprintf("field %s is required", f)))
		return res, nil
	}
	res := mcp.NewToolResultError("Error")
	addHints(res)
	return res, nil
}

func addHints(r *mcp.CallToolResult) {
	r.Content = append(r.Content, mcp.NewTextContent("the backend is rebuilding its index: retry in a minute"))
}

// A message variable: each text it can hold is judged.
func variable(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	msg := "Unknown error" // want `^tool failure text "Unknown error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	if code := req.GetInt("code", 0); code == 404 {
		msg = "dashboard not found: check the uid"
	} else if code != 0 {
		msg = describe(code)
	}
	return mcp.NewToolResultError(msg), nil
}

func describe(code int) string {
	if code == 403 {
		return "the API key lacks the dashboards:read permission: ask the user for a key that has it"
	}
	return "internal error" // want `^tool failure text "internal error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\) \(1 handler sends it\)$`
}

// A continuation builds the result: its text is judged once, at the
// continuation's own return, not again where the handler returns it.
// (Found by FuzzHandlers: protomisuse's fix turned such an error into a
// result, and the text was reported twice.)
func viaContinuation(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return continued(ctx, req.GetString("q", ""))
}

func continued(ctx context.Context, q string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError("error"), nil // want `^tool failure text "error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\) \(1 handler sends it\)$`
}

// fellThrough ends with a failure after every case it handles, and its
// text says nothing of why.
func fellThrough(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch kind := req.GetString("kind", ""); kind {
	case "pod":
		return mcp.NewToolResultText("pods"), nil
	case "node":
		return mcp.NewToolResultText("nodes"), nil
	}
	return mcp.NewToolResultError("failed to list resources"), nil // want `^tool failure text "failed to list resources" is the handler's last return, after every case it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
}
