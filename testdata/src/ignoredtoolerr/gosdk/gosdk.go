// Package gosdk calls tools with go-sdk's ClientSession.
package gosdk

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// text joins the text content of a result.
func text(r *mcp.CallToolResult) string { // want text:`^toolresult\(reads \[0\]; text \[0\]\)$`
	var parts []string
	for _, c := range r.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// Summary is what a tool answered.
type Summary struct {
	Lines []string
	Count int
}

func call(ctx context.Context, s *mcp.ClientSession, name string) (*Summary, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, fmt.Errorf("calling %s: %w", name, err)
	}
	sum := &Summary{}
	for _, c := range res.Content { // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
		if tc, ok := c.(*mcp.TextContent); ok {
			sum.Lines = append(sum.Lines, tc.Text)
		}
	}
	sum.Count = len(sum.Lines)
	return sum, nil
}

// A value copy of the result reads the same content.
func byValue(ctx context.Context, s *mcp.ClientSession) (Summary, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "list"})
	if err != nil {
		return Summary{}, err
	}
	v := *res
	return Summary{Count: len(v.Content), Lines: []string{fmt.Sprint(v.StructuredContent)}}, nil // want `^v\.StructuredContent is read before v\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check v\.IsError first$`
}

// --- must not report ---

func checked(ctx context.Context, s *mcp.ClientSession, name string) (string, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("%s failed: %s", name, text(res))
	}
	return text(res), nil
}

func errorPathOnly(ctx context.Context, s *mcp.ClientSession) error {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "delete"})
	if err != nil {
		return err
	}
	if res.IsError {
		return errors.New(text(res))
	}
	return nil
}

// Reassigning the variable to another call starts over: the first check
// does not cover the second result.
func twoCalls(ctx context.Context, s *mcp.ClientSession) (string, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "a"})
	if err != nil || res.IsError {
		return "", errors.New("a failed") // want `^res\.IsError branch returns an error without the tool result's content: the server's written reason for the failure is lost; put the text of res\.Content in the error$`
	}
	first := text(res)
	res, err = s.CallTool(ctx, &mcp.CallToolParams{Name: "b"})
	if err != nil {
		return "", err
	}
	if res.IsError {
		return first, errors.New(text(res))
	}
	return first + text(res), nil
}

// A pointer that goes round through local copies still holds the result.
func copies(ctx context.Context, s *mcp.ClientSession) string {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "list"})
	if err != nil {
		return ""
	}
	p := res
	for i := 0; i < 2; i++ {
		v := *p
		p = &v
	}
	if p.IsError {
		return ""
	}
	return text(p)
}
