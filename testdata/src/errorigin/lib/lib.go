// Package lib is a package of the checked module whose functions return
// errors: their origins travel to callers as facts.
package lib

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"

	pkgerrors "github.com/pkg/errors"
)

// ErrMissing is a sentinel written in the module.
var ErrMissing = errors.New("missing") // want ErrMissing:`errors\(0:written\)`

func Get(id string) error { // want Get:`errors\(0:written\+p0\)`
	if id == "" {
		return ErrMissing
	}
	return fmt.Errorf("item %q not found", id)
}

func Load(path string) error { // want Load:`errors\(0:written\|foreign\(os.ReadFile\)\+p0\)`
	if _, err := os.ReadFile(path); err != nil {
		return fmt.Errorf("load %s: %w", path, err)
	}
	return nil
}

// Fetch puts the upstream body into its error.
func Fetch(c *http.Client, url string) error { // want Fetch:`errors\(0:written\|foreign\|body\(http.Client.Get\)\)`
	resp, err := c.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		return fmt.Errorf("status %d: %s", resp.StatusCode, body)
	}
	return nil
}

// Traced returns an error whose %+v prints a stack.
func Traced() error { // want Traced:`errors\(0:written\|stack-carrier\)`
	return pkgerrors.New("traced")
}

// Wrap passes its parameter's text on: callers see their argument's.
func Wrap(err error) error { // want Wrap:`errors\(0:written\+p0\)`
	return fmt.Errorf("wrapped: %w", err)
}

// ReadBody reads what its parameter reads: a body when given one.
func ReadBody(r io.Reader) ([]byte, error) { // want ReadBody:`errors\(0:\+read\(p0\) 1:foreign\(io.ReadAll\)\)`
	return io.ReadAll(io.LimitReader(r, 1<<20))
}

// Describe shows an error's text.
func Describe(prefix string, err error) string { // want Describe:`errors\(0:written\+p0\+p1\)`
	return prefix + ": " + err.Error()
}
