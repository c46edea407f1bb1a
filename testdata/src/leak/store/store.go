// Package store is a server's data layer in another package: its errors
// reach handlers through errorigin facts.
package store

import (
	"errors"
	"fmt"
	"os"
)

// ErrNotFound is written in the module.
var ErrNotFound = errors.New("item not found")

// Get returns only errors written here.
func Get(id string) (string, error) {
	if id == "" {
		return "", fmt.Errorf("id %q is empty: pass the item id", id)
	}
	if id == "missing" {
		return "", ErrNotFound
	}
	return "item " + id, nil
}

// Load passes on an os error's text.
func Load(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", path, err)
	}
	return b, nil
}

// Wrap adds context to an error it is given.
func Wrap(op string, err error) error {
	return fmt.Errorf("%s: %w", op, err)
}

// NotFoundError is the module's own error type.
type NotFoundError struct{ ID string }

func (e *NotFoundError) Error() string { return "no item " + e.ID + ": list the items to find its id" }

// Find returns a NotFoundError or an os error.
func Find(id string) (string, error) {
	if id == "" {
		return "", &NotFoundError{ID: id}
	}
	b, err := os.ReadFile(id)
	if err != nil {
		return "", err
	}
	return string(b), nil
}
