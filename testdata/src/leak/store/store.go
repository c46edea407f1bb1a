// Package store is a server's data layer in another package: its errors
// reach handlers through errorigin facts.
package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// ErrNotFound is a sentinel of the module.
var ErrNotFound = errors.New("no such record: list the records to find its key")

// Get looks a record up by key and fails only with texts of its own.
func Get(key string) (string, error) {
	switch {
	case key == "":
		return "", errors.New("the key is empty: pass a record key")
	case len(key) > 64:
		return "", fmt.Errorf("the key has %d characters, at most 64 are allowed", len(key))
	case key == "gone":
		return "", ErrNotFound
	}
	return filepath.Join("records", key), nil
}

// Load reads a record's file: its errors carry the os error's text.
func Load(name string) ([]byte, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("reading record %s: %w", name, err)
	}
	return data, nil
}

// Wrap names the step an error happened in.
func Wrap(step string, err error) error {
	return fmt.Errorf("%s: %w", step, err)
}

// NotFoundError is the module's own error type.
type NotFoundError struct{ Key string }

func (e *NotFoundError) Error() string {
	return "no record " + e.Key + ": list the records to find its key"
}

// Find returns a NotFoundError or an os error.
func Find(key string) (string, error) {
	if key == "" {
		return "", &NotFoundError{Key: key}
	}
	data, err := os.ReadFile(key)
	if err != nil {
		return "", err
	}
	return string(data), nil
}
