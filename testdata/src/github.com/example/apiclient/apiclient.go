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
