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

func Get(id string) error { // want Get:`errors\(0:written\)`
	if id == "" {
		return ErrMissing
	}
	return fmt.Errorf("item %q not found", id)
}

func Load(path string) error { // want Load:`errors\(0:written\|foreign\(os.ReadFile\)\)`
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
