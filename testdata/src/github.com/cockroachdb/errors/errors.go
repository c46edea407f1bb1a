// Package errors is a test stub of github.com/cockroachdb/errors: the
// functions mcplint knows, with a stack trace that %+v prints.
package errors

import (
	"fmt"
	"io"
)

type withStack struct {
	msg   string
	cause error
}

func (e *withStack) Error() string {
	if e.cause == nil {
		return e.msg
	}
	if e.msg == "" {
		return e.cause.Error()
	}
	return e.msg + ": " + e.cause.Error()
}

func (e *withStack) Unwrap() error { return e.cause }

func (e *withStack) Format(s fmt.State, verb rune) {
	io.WriteString(s, e.Error())
	if verb == 'v' && s.Flag('+') {
		io.WriteString(s, "\nmain.main\n\t/srv/main.go:1")
	}
}

func New(msg string) error { return &withStack{msg: msg} }
func Newf(format string, args ...interface{}) error {
	return &withStack{msg: fmt.Sprintf(format, args...)}
}
func Errorf(format string, args ...interface{}) error {
	return &withStack{msg: fmt.Sprintf(format, args...)}
}
func Wrap(err error, msg string) error { return &withStack{msg: msg, cause: err} }
func Wrapf(err error, format string, args ...interface{}) error {
	return &withStack{msg: fmt.Sprintf(format, args...), cause: err}
}
func WithStack(err error) error { return &withStack{cause: err} }

type withMessage struct {
	msg   string
	cause error
}

func (e *withMessage) Error() string { return e.msg + ": " + e.cause.Error() }
func (e *withMessage) Unwrap() error { return e.cause }

func WithMessage(err error, msg string) error { return &withMessage{msg: msg, cause: err} }
func WithMessagef(err error, format string, args ...interface{}) error {
	return &withMessage{msg: fmt.Sprintf(format, args...), cause: err}
}

// UnwrapOnce returns the error err wraps, or nil.
func UnwrapOnce(err error) error {
	if u, ok := err.(interface{ Unwrap() error }); ok {
		return u.Unwrap()
	}
	return nil
}

// UnwrapAll returns the innermost error err wraps.
func UnwrapAll(err error) error {
	for {
		next := UnwrapOnce(err)
		if next == nil {
			return err
		}
		err = next
	}
}

// Cause is UnwrapAll.
func Cause(err error) error { return UnwrapAll(err) }
