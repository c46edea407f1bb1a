// Package before has one finding of each kind whose message asks for a
// rewrite; package advice/after is this package rewritten as each message
// asks, word for word, and no analyzer reports anything there
// (TestAdviceFollowed in package analyzers).
package before

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("price"), price)
	s.AddTool(mcp.NewTool("quote"), quote)
	s.AddTool(mcp.NewTool("stock"), stock)
	s.AddTool(mcp.NewTool("reserve"), reserve)
	s.AddTool(mcp.NewTool("count"), count)
	s.AddTool(mcp.NewTool("size"), size)
	s.AddTool(mcp.NewTool("catalog"), catalog)
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
		return mcp.NewToolResultErrorf("no stock for this sku: %v", err), nil // advice: opaquemsg `^tool failure text "no stock for this sku: %v" formats an error that is nil here \(the error of http\.Get at before\.go:63, which succeeded\): the model reads "no stock for this sku: <nil>" and is told nothing of what failed; write what failed and whether to retry, change the input or stop, rather than format an error$`
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
