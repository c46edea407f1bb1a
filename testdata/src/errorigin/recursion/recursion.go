// Package recursion has two mutually recursive functions whose results
// are of an error interface other than error, so the errorigin pass does
// not classify them for facts; the show analyzer asks for a first (at the
// errSink call), then for b. Each call reaches os.ReadFile whichever is
// asked first: the answer for b must not be the one cut short while a
// was being classified.
package recursion

import "os"

type codedError interface {
	error
	Code() int
}

type coded struct{ msg string }

func (e *coded) Error() string { return e.msg }
func (e *coded) Code() int     { return 1 }

func a(n int) codedError {
	if n > 0 {
		return b(n - 1)
	}
	_, err := os.ReadFile("x")
	return &coded{msg: err.Error()}
}

func b(n int) codedError {
	if n > 0 {
		return a(n - 1)
	}
	return &coded{msg: "written"}
}

func errSink(err error) {}
func textSink(s string) {}

func use() {
	errSink(a(1))          // want `foreign[|a-z]*\(os.ReadFile\) \[os.ReadFile\]`
	textSink(b(1).Error()) // want `foreign[|a-z]*\(os.ReadFile\) \[os.ReadFile\]`
}
