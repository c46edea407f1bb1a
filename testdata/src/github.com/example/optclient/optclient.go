// Package optclient is a stub of an API client built with functional
// options (as go-github v89's NewClient): only an option can fail.
package optclient

import "net/url"

// Client calls the API.
type Client struct{ base *url.URL }

// Option configures a Client.
type Option func(*Client) error

// WithBaseURL sets the API's URL, which must parse.
func WithBaseURL(s string) Option {
	return func(c *Client) error {
		u, err := url.Parse(s)
		c.base = u
		return err
	}
}

// NewClient returns a client configured by opts.
func NewClient(opts ...Option) (*Client, error) {
	c := &Client{}
	for _, o := range opts {
		if err := o(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// Whoami returns the authenticated user.
func (c *Client) Whoami() (string, error) { return "", nil }
