// Package rest is a module client whose errors carry a command's stderr.
package rest

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
)

type Client struct{ bin string }

func New(bin string) (*Client, error) {
	if bin == "" {
		return nil, fmt.Errorf("no binary")
	}
	return &Client{bin: bin}, nil
}

func (c *Client) Update(ctx context.Context, path string) error {
	cmd := exec.CommandContext(ctx, c.bin, path)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w", stderr.String(), err)
	}
	return nil
}
