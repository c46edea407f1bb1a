// Package store stands for a server's own data layer: its errors are
// written in the module, except where it passes on os errors.
package store

import (
	"errors"
	"fmt"
	"os"
)

// ErrNotFound is a sentinel written in the module.
var ErrNotFound = errors.New("item not found") // want ErrNotFound:`^errors\(0:written\)$`

// Get returns only errors written here.
func Get(id string) (string, error) { // want Get:`^errors\(0:written\+p0 1:written\+p0\)$`
	if id == "" {
		return "", fmt.Errorf("id %q is empty: pass the item id", id)
	}
	if id == "missing" {
		return "", ErrNotFound
	}
	return "item " + id, nil
}

// Load passes on the text of an os error.
func Load(path string) ([]byte, error) { // want Load:`^errors\(1:written\|foreign\(os\.ReadFile\)\+p0\)$`
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	return b, nil
}
