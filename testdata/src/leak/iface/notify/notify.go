// Package notify implements upstream.Notifier.
package notify

import (
	"context"
	"os"
)

type stderr struct{}

func (stderr) Notify(ctx context.Context, msg string) error {
	_, err := os.Stderr.WriteString(msg + "\n")
	return err
}
