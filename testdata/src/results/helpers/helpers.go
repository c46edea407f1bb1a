// Package helpers builds go-sdk results the way flux-operator's toolbox
// does: three-value helpers a typed handler returns directly.
package helpers

import (
	"fmt"
	"html"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Text(text string) (*mcp.CallToolResult, any, error) { // want Text:`builds result 0: unset "\{0\}"$`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

func Fail(text string) (*mcp.CallToolResult, any, error) { // want Fail:`builds result 0: flagged "\{0\}"$`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: true}, nil, nil
}

func FailErr(text string, err error) (*mcp.CallToolResult, any, error) { // want FailErr:`builds result 0: flagged "\{0\}: \{1%v\}"`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s: %v", text, err)}}, IsError: true}, nil, nil
}

// Result flags its result only when err is non-nil: a call site gets the
// build its error argument allows.
func Result(text string, err error) (*mcp.CallToolResult, any, error) { // want Result:`builds result 0: flagged "\{1\}" if \{1\}!=nil; unset "\{0\}" if \{1\}==nil`
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}, IsError: true}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

// Failf forwards a format and its operands to fmt: a call's text is its
// format applied to its operands.
func Failf(format string, args ...any) (*mcp.CallToolResult, any, error) { // want Failf:`builds result 0: flagged "\{0\}"$`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}, IsError: true}, nil, nil
}

// The standard library's text functions make their result from their
// argument: each helper's text is still its parameter's.
func FailTrimmed(text string) (*mcp.CallToolResult, any, error) { // want FailTrimmed:`^builds result 0: flagged "\{0\}"$`
	return Fail(strings.TrimSpace(text))
}

func FailEscaped(text string) (*mcp.CallToolResult, any, error) { // want FailEscaped:`^builds result 0: flagged "\{0\}"$`
	return Fail(html.EscapeString(text))
}

func FailQuoted(text string) (*mcp.CallToolResult, any, error) { // want FailQuoted:`^builds result 0: flagged "\{0\}"$`
	return Fail(regexp.QuoteMeta(text))
}

func FailBase(name string) (*mcp.CallToolResult, any, error) { // want FailBase:`^builds result 0: flagged "\{0\}"$`
	return Fail(path.Base(name))
}

func FailFileBase(name string) (*mcp.CallToolResult, any, error) { // want FailFileBase:`^builds result 0: flagged "\{0\}"$`
	return Fail(filepath.Base(name))
}
