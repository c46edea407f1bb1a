package fix

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// toolError builds the text from its caller's error: the words to change
// are toolError's, so the finding at the caller says so and has no fix.
func toolError(what string, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(what + ": " + err.Error())
}

// More cases without a fix, each with its reason (TestNoFixReasons).
func reasons(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if _, err := os.ReadFile(path); err != nil {
		return toolError("read the notes file", err), nil // want `^raw error from os \(os\.ReadFile\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	if _, err := http.Get("https://pricing.example.com/v1"); err != nil {
		return mcp.NewToolResultErrorf("Failed to fetch pricing: %v", err), nil // want `^raw error from net/http \(http\.Get\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	fail := func(what string, err error) *mcp.CallToolResult {
		return mcp.NewToolResultError(what + ": " + err.Error())
	}
	if _, err := os.ReadDir(path); err != nil {
		return fail("list the notes", err), nil // want `^raw error from os \(os\.ReadDir\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	_, lerr := os.Lstat(path)
	if len(path) > 10 {
		return mcp.NewToolResultErrorf("stat the notes file: %v", lerr), nil // want `^raw error from os \(os\.Lstat\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	_, rerr := os.ReadFile(path)
	_, serr := os.Stat(path)
	if rerr != nil || serr != nil {
		return mcp.NewToolResultError(fmt.Sprintf("read: %v; stat: %v", rerr, serr)), nil // want `^raw error from os \(os\.ReadFile\) and 1 other source \(os\.Stat\) reach the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText("ok"), nil
}
