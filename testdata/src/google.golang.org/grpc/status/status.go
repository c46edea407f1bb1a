// Package status is a test stub of google.golang.org/grpc/status: Error
// and Errorf make an error whose text is "rpc error: code = C desc = "
// and the caller's message.
package status

import (
	"fmt"

	"google.golang.org/grpc/codes"
)

type statusError struct {
	code codes.Code
	msg  string
}

func (e *statusError) Error() string {
	return fmt.Sprintf("rpc error: code = %s desc = %s", e.code, e.msg)
}

// Error returns an error with code c and message msg.
func Error(c codes.Code, msg string) error { return &statusError{c, msg} }

// Errorf returns an error with code c and the formatted message.
func Errorf(c codes.Code, format string, a ...any) error {
	return &statusError{c, fmt.Sprintf(format, a...)}
}
