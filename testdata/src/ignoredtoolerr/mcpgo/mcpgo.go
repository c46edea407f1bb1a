// Package mcpgo calls tools with mcp-go's client.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func request(name string) mcp.CallToolRequest {
	var req mcp.CallToolRequest
	req.Params.Name = name
	return req
}

// resultText is the package's text helper: it reads the content of any
// result it is given, so callers must check IsError first.
func resultText(r *mcp.CallToolResult) string { // want resultText:`^toolresult\(reads \[0\]; text \[0\]\)$`
	var s string
	for _, c := range r.Content {
		if tc, ok := mcp.AsTextContent(c); ok {
			s += tc.Text
		}
	}
	return s
}

// --- must report: content read before IsError is checked ---

func firstText(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	return res.Content[0].(mcp.TextContent).Text, nil // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

func loop(ctx context.Context, c *client.Client) ([]string, int, error) {
	res, err := c.CallTool(ctx, request("list"))
	if err != nil {
		return nil, 0, err
	}
	var out []string
	for _, item := range res.Content { // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
		out = append(out, mcp.GetTextFromContent(item))
	}
	return out, len(out), nil
}

func viaHelper(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	text := resultText(res) // want `^resultText reads the content of res before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
	return text, nil
}

// A branch that only logs falls through: both outcomes reach the read.
func fallsThrough(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	if res.IsError {
		log.Printf("search failed")
	}
	return resultText(res), nil // want `^resultText reads the content of res before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

func viaInterface(ctx context.Context, c client.MCPClient) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(res.Content) // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
	return string(b), err
}

func typeSwitch(ctx context.Context, c *client.Client) {
	res, _ := c.CallTool(ctx, request("search"))
	for _, item := range res.Content { // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
		switch item := item.(type) {
		case mcp.TextContent:
			fmt.Println(item.Text)
		}
	}
}

func structured(ctx context.Context, c *client.Client) (any, error) {
	res, err := c.CallTool(ctx, request("weather"))
	if err != nil {
		return nil, err
	}
	return res.StructuredContent, nil // want `^res\.StructuredContent is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

type agent struct{ c *client.Client }

// call passes the result on: its callers must check it.
func (a *agent) call(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want call:`^toolresult\(returns \[0\]\)$`
	return a.c.CallTool(ctx, request(name))
}

func (a *agent) run(ctx context.Context) (string, error) {
	res, err := a.call(ctx, "search")
	if err != nil {
		return "", err
	}
	return resultText(res), nil // want `^resultText reads the content of res before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

// caller is the project's own interface over the client.
type caller interface {
	CallTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

func viaOwnInterface(ctx context.Context, c caller) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return fmt.Sprintf("call the tool error: %s", err), nil
	}
	return res.Content[0].(mcp.TextContent).Text, nil // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

// --- must not report ---

func checked(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", errors.New(resultText(res))
	}
	return resultText(res), nil
}

func shortCircuit(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil || res.IsError {
		return "", fmt.Errorf("search: %v %v", err, res)
	}
	return resultText(res), nil
}

func negated(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, request("search"))
	if !res.IsError {
		return resultText(res)
	}
	return ""
}

// The text is taken first and the flag decides what becomes of it.
func readThenCheck(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	text := resultText(res)
	if res.IsError {
		return "", errors.New(text)
	}
	return text, nil
}

// toolError checks IsError and keeps the text: callers are checked.
func toolError(r *mcp.CallToolResult) error { // want toolError:`^toolresult\(checks \[0\]\)$`
	if r.IsError {
		return fmt.Errorf("tool failed: %s", resultText(r))
	}
	return nil
}

func viaCheckHelper(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	if err := toolError(res); err != nil {
		return "", err
	}
	return resultText(res), nil
}

func switchCase(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	switch {
	case err != nil:
		return "", err
	case res.IsError:
		return "", errors.New(resultText(res))
	default:
		return resultText(res), nil
	}
}

func emptyOnly(ctx context.Context, c *client.Client) bool {
	res, err := c.CallTool(ctx, request("search"))
	return err == nil && len(res.Content) == 0 && res.StructuredContent == nil
}

// Output carries the flag beside the text.
type Output struct {
	Text   string
	Failed bool
}

func forwardFlag(ctx context.Context, c *client.Client) Output {
	res, _ := c.CallTool(ctx, request("search"))
	return Output{Text: resultText(res), Failed: res.IsError}
}

func forwardFlagFirst(ctx context.Context, c *client.Client) Output {
	res, _ := c.CallTool(ctx, request("search"))
	out := Output{Failed: res.IsError}
	out.Text = resultText(res)
	return out
}

// marshalWhole passes the whole result on, flag included.
func marshalWhole(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(res)
	return string(b), err
}

// mustCall checks the result before it passes it on: no fact.
func (a *agent) mustCall(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := a.c.CallTool(ctx, request(name))
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, errors.New(resultText(res))
	}
	return res, nil
}

func (a *agent) runChecked(ctx context.Context) (string, error) {
	res, err := a.mustCall(ctx, "search")
	if err != nil {
		return "", err
	}
	return resultText(res), nil
}

// Each iteration calls again: the check of one call does not reach back
// to the read of the previous one, and the read is after the check.
func perIteration(ctx context.Context, c *client.Client, names []string) []string {
	var out []string
	for _, n := range names {
		res, err := c.CallTool(ctx, request(n))
		if err != nil {
			continue
		}
		if res.IsError {
			out = append(out, "error: "+resultText(res))
			continue
		}
		out = append(out, resultText(res))
	}
	return out
}

// log.Fatalf and os.Exit end the path like a return.
func fatal(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		log.Fatalf("search: %v", err)
	}
	if res.IsError {
		log.Fatalf("search failed: %s", resultText(res))
	}
	return resultText(res)
}

// invoker has a client call's signature under another name: what it
// calls is unknown.
type invoker interface {
	Invoke(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

func viaOtherMethod(ctx context.Context, c invoker) string {
	res, _ := c.Invoke(ctx, request("search"))
	return resultText(res)
}

// The whole result printed first shows IsError beside the content
// (mcp-go's examples/sampling_client): what follows is not unseen.
func printedFirst(ctx context.Context, c *client.Client) {
	res, err := c.CallTool(ctx, request("greet"))
	if err != nil {
		log.Printf("greet: %v", err)
		return
	}
	log.Printf("greet result: %+v", res)
	for _, content := range res.Content {
		if tc, ok := content.(mcp.TextContent); ok {
			log.Printf("  %s", tc.Text)
		}
	}
}

// Printing only the content shows no flag.
func printedContent(ctx context.Context, c *client.Client) {
	res, _ := c.CallTool(ctx, request("greet"))
	fmt.Println(res.Content) // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

// A print after the read, of the type only, or into a string shows no
// flag to anyone before the content is used.
func printedAfter(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, request("greet"))
	text := res.Content[0].(mcp.TextContent).Text // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
	log.Printf("debug: %+v", res)
	return text
}

func printedType(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, request("greet"))
	fmt.Printf("got a %T\n", res)
	_ = fmt.Sprint(res)
	return res.Content[0].(mcp.TextContent).Text // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

// debugResult prints a result: it is no check for its callers.
func debugResult(res *mcp.CallToolResult) { log.Printf("%v", res) }

func printedByHelper(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, request("greet"))
	debugResult(res)
	return res.Content[0].(mcp.TextContent).Text // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}
