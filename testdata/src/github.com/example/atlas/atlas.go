// Package atlas is a stub of a REST client library in the style of
// go-atlassian: each call returns a ResponseScheme that embeds the
// *http.Response and keeps the body it read in Bytes.
package atlas

import (
	"bytes"
	"context"
	"net/http"
)

// ResponseScheme is the response of every call.
type ResponseScheme struct {
	*http.Response
	Code     int
	Endpoint string
	Method   string
	Bytes    bytes.Buffer
	Raw      []byte
}

// Attachment is an attachment's metadata.
type Attachment struct{ Name string }

// Client calls the service.
type Client struct{}

// Metadata returns an attachment's metadata.
func (c *Client) Metadata(ctx context.Context, id string) (*Attachment, *ResponseScheme, error) {
	return &Attachment{}, &ResponseScheme{}, nil
}
