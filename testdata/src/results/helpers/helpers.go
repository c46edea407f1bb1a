// Package helpers builds go-sdk results the way flux-operator's toolbox
// does: three-value helpers a typed handler returns directly.
package helpers

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Text(text string) (*mcp.CallToolResult, any, error) { // want Text:`builds result 0: unset "{0}"`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

func Fail(text string) (*mcp.CallToolResult, any, error) { // want Fail:`builds result 0: flagged "{0}"`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: true}, nil, nil
}

func FailErr(text string, err error) (*mcp.CallToolResult, any, error) { // want FailErr:`builds result 0: flagged "{0}: {1%v}"`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s: %v", text, err)}}, IsError: true}, nil, nil
}
