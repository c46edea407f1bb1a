// Package client is a test stub of
// sigs.k8s.io/controller-runtime/pkg/client.
package client

import (
	"context"
	"errors"
)

// ErrNotFound stands for an API NotFound error.
var ErrNotFound = errors.New("not found")

// Reader reads objects from the API server.
type Reader interface {
	Get(ctx context.Context, name string) error
}

// ignore returns nil for an error that is target, else err. A function
// value: what the analysis cannot follow into, as it cannot follow the
// real package's API status checks, so only the relay table says that
// the result is the argument.
var ignore = func(err, target error) error {
	if errors.Is(err, target) {
		return nil
	}
	return err
}

// IgnoreNotFound returns nil for a NotFound error, else err.
func IgnoreNotFound(err error) error {
	return ignore(err, ErrNotFound)
}

// ErrAlreadyExists stands for an API AlreadyExists error.
var ErrAlreadyExists = errors.New("already exists")

// IgnoreAlreadyExists returns nil for an AlreadyExists error, else err.
func IgnoreAlreadyExists(err error) error {
	return ignore(err, ErrAlreadyExists)
}
