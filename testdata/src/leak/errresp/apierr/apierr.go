// Package apierr builds isError results from API errors through a
// pass-through function (github-mcp-server's NewGitHubAPIErrorResponse and
// formatGitHubValidationError): the error's text reaches the result on
// every path but the validation one.
package apierr

import (
	"errors"

	"github.com/example/apiclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ErrorResult shows msg and err's text.
func ErrorResult(msg string, err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg + ": " + err.Error()}}}
}

// APIErrorResult shows msg and what formatValidation makes of err.
func APIErrorResult(msg string, err error) *mcp.CallToolResult {
	return ErrorResult(msg, formatValidation(err))
}

func formatValidation(err error) error {
	var v *apiclient.ErrorResponse
	if !errors.As(err, &v) {
		return err
	}
	if v.Response == nil || v.Response.StatusCode != 422 {
		return err
	}
	return errors.New("the request was invalid: check the arguments")
}
