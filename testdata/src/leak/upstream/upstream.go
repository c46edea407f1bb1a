// Package upstream calls an HTTP API for handlers in other packages: the
// bodies, stack traces and credentials its results carry reach them
// through errorigin facts.
package upstream

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime/debug"
)

// Fetch returns the body of a successful response, and an error with the
// upstream's body in it otherwise.
func Fetch(ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, fmt.Errorf("building the request: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+Token())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("calling the API: %w", err)
	}
	defer resp.Body.Close()
	body, err := ReadBody(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("the API answered %d: %s", resp.StatusCode, body)
	}
	return body, nil
}

// ReadBody reads at most 1 MiB of r.
func ReadBody(r io.Reader) ([]byte, error) {
	return io.ReadAll(io.LimitReader(r, 1<<20))
}

// Token is the API credential.
func Token() string { return os.Getenv("UPSTREAM_API_TOKEN") }

// Trace is the caller's stack.
func Trace() string { return string(debug.Stack()) }

// Describe shows an error's text.
func Describe(what string, err error) string { return what + ": " + err.Error() }

// Open opens a local file: its errors are os errors.
func Open(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("opening %s: %w", path, err)
	}
	return f.Close()
}

// StatusError returns the upstream's body as an error, on a failed status.
func StatusError(resp *http.Response) error {
	body, _ := ReadBody(resp.Body)
	return fmt.Errorf("status %d: %s", resp.StatusCode, body)
}
