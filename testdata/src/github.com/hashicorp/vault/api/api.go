// Package api stubs the part of github.com/hashicorp/vault/api that
// mcplint's tests use: the Logical client, whose methods returning a
// *Secret return nil, nil for a 404 with no data or an empty body, and
// Sys, TokenAuth and the raw reads, which do not.
package api

import (
	"context"
	"io"
)

type Client struct{}

type Logical struct{ c *Client }

type Sys struct{ c *Client }

// Secret is what Vault answers.
type Secret struct {
	Data     map[string]interface{}
	Warnings []string
}

// Response is a raw reply.
type Response struct {
	StatusCode int
	Body       io.ReadCloser
}

// ParseSecret returns nil, nil for an empty body.
func ParseSecret(r io.Reader) (*Secret, error) { return nil, nil }

type Auth struct{ c *Client }

type TokenAuth struct{ c *Client }

type MountOutput struct {
	Type string
}

func (c *Client) Logical() *Logical { return &Logical{c: c} }

func (c *Client) Sys() *Sys { return &Sys{c: c} }

func (c *Client) Auth() *Auth { return &Auth{c: c} }

func (a *Auth) Token() *TokenAuth { return &TokenAuth{c: a.c} }

func (c *TokenAuth) LookupSelf() (*Secret, error) { return &Secret{}, nil }

func (c *Logical) ReadRaw(path string) (*Response, error) { return &Response{}, nil }

func (c *Logical) Read(path string) (*Secret, error) { return nil, nil }

func (c *Logical) ReadWithContext(ctx context.Context, path string) (*Secret, error) {
	return nil, nil
}

func (c *Logical) List(path string) (*Secret, error) { return nil, nil }

func (c *Logical) Write(path string, data map[string]interface{}) (*Secret, error) {
	return nil, nil
}

func (c *Sys) ListMounts() (map[string]*MountOutput, error) { return nil, nil }
