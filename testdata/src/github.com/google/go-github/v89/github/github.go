// Package github is a stub of go-github's API surface: Client.Do closes
// the response body before it returns.
package github

import (
	"context"
	"errors"
	"net/http"
)

// Response embeds the *http.Response whose Body Do has closed.
type Response struct {
	*http.Response
}

// Client is a GitHub API client.
type Client struct {
	Gists *GistsService
}

// NewRequest builds a request for a path relative to the API's base URL.
func (c *Client) NewRequest(method, urlStr string, body any) (*http.Request, error) {
	return nil, errors.New("parse " + urlStr)
}

// Do sends req and decodes the body into v, closing the body.
func (c *Client) Do(ctx context.Context, req *http.Request, v any) (*Response, error) {
	return &Response{}, nil
}

// GistsService lists gists.
type GistsService struct{}

// Gist is a gist.
type Gist struct{ ID string }

// List lists a user's gists.
func (s *GistsService) List(ctx context.Context, user string) ([]*Gist, *Response, error) {
	return nil, &Response{}, nil
}
