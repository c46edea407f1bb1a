// Package apiclient is a stub of a REST API client (as go-buildkite):
// its error type keeps the upstream response body.
package apiclient

import (
	"context"
	"net/http"
)

// ErrorResponse is the error of a failed API call.
type ErrorResponse struct {
	Response *http.Response
	Message  string
	RawBody  []byte
}

func (e *ErrorResponse) Error() string { return e.Response.Status + ": " + e.Message }

// Client calls the API.
type Client struct{}

// Build is a CI build.
type Build struct{ ID, State string }

// GetBuild fetches a build.
func (c *Client) GetBuild(ctx context.Context, id string) (*Build, error) {
	return nil, &ErrorResponse{Message: "not found"}
}

// ListBuilds lists the builds a query matches, none when none does.
func (c *Client) ListBuilds(ctx context.Context, q string) ([]Build, error) {
	return nil, nil
}

// BuildPage is one page of builds.
type BuildPage struct {
	Builds []Build
	Next   string
}

// Page fetches a page of builds.
func (c *Client) Page(ctx context.Context, cursor string) (*BuildPage, error) {
	return &BuildPage{}, nil
}

// Segments splits a build path into its segments; never empty (a
// library's computation: no other program answers it).
func Segments(path string) []string {
	return []string{path}
}

// Completion is a model's answer, returned by value (as go-openai's
// ChatCompletionResponse).
type Completion struct {
	Choices []Build
}

// Complete asks a model.
func (c *Client) Complete(ctx context.Context, prompt string) (Completion, error) {
	return Completion{}, nil
}
