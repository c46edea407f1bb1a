// Package errors is a test stub of github.com/pkg/errors v0.9.1, written
// for mcplint's tests: the same API, errors that record their caller and
// print it for %+v.
package errors

import (
	"fmt"
	"io"
	"runtime"
)

type stack []uintptr

func callers() stack {
	pcs := make([]uintptr, 32)
	n := runtime.Callers(3, pcs)
	return pcs[:n]
}

func (s stack) format(w io.Writer) {
	for _, pc := range s {
		if fn := runtime.FuncForPC(pc); fn != nil {
			file, line := fn.FileLine(pc)
			fmt.Fprintf(w, "\n%s\n\t%s:%d", fn.Name(), file, line)
		}
	}
}

type fundamental struct {
	msg   string
	stack stack
}

func (f *fundamental) Error() string { return f.msg }

func (f *fundamental) Format(s fmt.State, verb rune) {
	io.WriteString(s, f.msg)
	if verb == 'v' && s.Flag('+') {
		f.stack.format(s)
	}
}

type withStack struct {
	error
	stack stack
}

func (w *withStack) Unwrap() error { return w.error }

func (w *withStack) Format(s fmt.State, verb rune) {
	if verb == 'v' && s.Flag('+') {
		fmt.Fprintf(s, "%+v", w.error)
		w.stack.format(s)
		return
	}
	io.WriteString(s, w.Error())
}

type withMessage struct {
	cause error
	msg   string
}

func (w *withMessage) Error() string { return w.msg + ": " + w.cause.Error() }
func (w *withMessage) Unwrap() error { return w.cause }

func (w *withMessage) Format(s fmt.State, verb rune) {
	if verb == 'v' && s.Flag('+') {
		fmt.Fprintf(s, "%+v\n%s", w.cause, w.msg)
		return
	}
	io.WriteString(s, w.Error())
}

// New returns an error with the message and the caller's stack.
func New(message string) error { return &fundamental{msg: message, stack: callers()} }

// Errorf formats an error with the caller's stack.
func Errorf(format string, args ...interface{}) error {
	return &fundamental{msg: fmt.Sprintf(format, args...), stack: callers()}
}

// WithStack records the caller's stack on err.
func WithStack(err error) error {
	if err == nil {
		return nil
	}
	return &withStack{err, callers()}
}

// Wrap annotates err with a message and the caller's stack.
func Wrap(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withStack{&withMessage{cause: err, msg: message}, callers()}
}

// Wrapf annotates err with a formatted message and the caller's stack.
func Wrapf(err error, format string, args ...interface{}) error {
	if err == nil {
		return nil
	}
	return &withStack{&withMessage{cause: err, msg: fmt.Sprintf(format, args...)}, callers()}
}

// WithMessage annotates err with a message.
func WithMessage(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: message}
}

// WithMessagef annotates err with a formatted message.
func WithMessagef(err error, format string, args ...interface{}) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: fmt.Sprintf(format, args...)}
}

// Cause returns the innermost error of a chain of annotations.
func Cause(err error) error {
	for err != nil {
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			break
		}
		err = u.Unwrap()
	}
	return err
}
