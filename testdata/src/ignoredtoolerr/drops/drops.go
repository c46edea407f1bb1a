// Package drops replaces the server's text of a tool error with its own.
package drops

import (
	"context"
	"errors"
	"fmt"
	"log"
	"log/slog"
	"os"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

var ErrTool = errors.New("tool execution resulted in error")

func req(name string) mcp.CallToolRequest {
	var r mcp.CallToolRequest
	r.Params.Name = name
	return r
}

func texts(r *mcp.CallToolResult) []string { // want texts:`^toolresult\(reads \[0\]\)$`
	var out []string
	for _, c := range r.Content {
		out = append(out, mcp.GetTextFromContent(c))
	}
	return out
}

// --- must report ---

func generic(ctx context.Context, c *client.Client) ([]string, error) {
	res, err := c.CallTool(ctx, req("search"))
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, fmt.Errorf("tool %s execution resulted in error", "search") // want `^res\.IsError branch returns an error without the tool result's content: the server's written reason for the failure is lost; put the text of res\.Content in the error$`
	}
	return texts(res), nil
}

func sentinel(ctx context.Context, c client.MCPClient) ([]string, error) {
	res, err := c.CallTool(ctx, req("search"))
	if err != nil {
		return nil, err
	}
	if !res.IsError {
		return texts(res), nil
	}
	return nil, ErrTool // want `^res\.IsError branch returns an error without the tool result's content: the server's written reason for the failure is lost; put the text of res\.Content in the error$`
}

func logged(ctx context.Context, c *client.Client, names []string) [][]string {
	var out [][]string
	for _, n := range names {
		res, err := c.CallTool(ctx, req(n))
		if err != nil {
			continue
		}
		if res.IsError {
			log.Printf("tool %s failed", n) // want `^res\.IsError branch logs the failure without the tool result's content: the server's written reason for the failure is lost; log the text of res\.Content$`
			continue
		}
		out = append(out, texts(res))
	}
	return out
}

func slogged(ctx context.Context, c *client.Client) []string {
	res, err := c.CallTool(ctx, req("search"))
	if err != nil || res.IsError {
		slog.Error("search failed", "err", err) // want `^res\.IsError branch logs the failure without the tool result's content: the server's written reason for the failure is lost; log the text of res\.Content$`
		return nil
	}
	return texts(res)
}

func fatal(ctx context.Context, c *client.Client) []string {
	res, err := c.CallTool(ctx, req("search"))
	if err != nil {
		log.Fatal(err)
	}
	if res.IsError {
		fmt.Println("search failed") // want `^res\.IsError branch logs the failure without the tool result's content: the server's written reason for the failure is lost; log the text of res\.Content$`
		os.Exit(1)
	}
	return texts(res)
}

// A proxy that answers with an isError result of its own.
func proxy(ctx context.Context, c *client.Client, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := c.CallTool(ctx, r)
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return mcp.NewToolResultError("upstream tool failed"), nil // want `^res\.IsError branch returns an isError result of its own without the tool result's content: the server's written reason for the failure is lost; return res itself, or put its text in the message$`
	}
	return res, nil
}

// --- must not report ---

func withText(ctx context.Context, c *client.Client) ([]string, error) {
	res, err := c.CallTool(ctx, req("search"))
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, fmt.Errorf("search failed: %v", texts(res))
	}
	return texts(res), nil
}

// The text is read before the branch, which uses it.
func textFirst(ctx context.Context, c *client.Client) ([]string, error) {
	res, err := c.CallTool(ctx, req("search"))
	if err != nil {
		return nil, err
	}
	t := texts(res)
	if res.IsError {
		return nil, fmt.Errorf("search failed: %v", t)
	}
	return t, nil
}

// The whole result goes with the error.
type ToolError struct{ Result *mcp.CallToolResult }

func (e *ToolError) Error() string { return "tool error" }

func wrapped(ctx context.Context, c *client.Client) ([]string, error) {
	res, err := c.CallTool(ctx, req("search"))
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, &ToolError{Result: res}
	}
	return texts(res), nil
}

func passOn(ctx context.Context, c *client.Client, r mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want passOn:`^toolresult\(returns \[0\]\)$`
	res, err := c.CallTool(ctx, r)
	if err != nil {
		return nil, err
	}
	if res.IsError {
		log.Printf("tool %s failed", r.Params.Name)
	}
	return res, nil
}

// Nothing is said about the failure: not this analyzer's business.
func silent(ctx context.Context, c *client.Client) []string {
	res, err := c.CallTool(ctx, req("search"))
	if err != nil || res.IsError {
		return nil
	}
	return texts(res)
}
