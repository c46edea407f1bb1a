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

// IgnoreNotFound returns nil for a NotFound error, else err.
func IgnoreNotFound(err error) error {
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	return err
}
