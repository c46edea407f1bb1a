// Package recursion has two mutually recursive functions whose results
// are of an error interface other than error, so the errorigin pass does
// not classify them for facts; the show analyzer asks for a first (at the
// errSink call), then for b. Each call reaches os.ReadFile whichever is
// asked first: the answer for b must not be the one cut short while a
// was being classified.
package recursion

import (
	"errors"
	"os"
)

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

// c and d recurse like a and b; a chain of callers declared between
// them is classified before d, so each round of a caller-first order
// would move the os.ReadFile source up only one link.
func c(n int) error {
	if n > 0 {
		return d(n - 1)
	}
	_, err := os.ReadFile("x")
	return err
}

func m1() error { return m2() }
func m2() error { return m3() }
func m3() error { return m4() }
func m4() error { return m5() }
func m5() error { return m6() }
func m6() error { return m7() }
func m7() error { return m8() }
func m8() error { return m9() }
func m9() error { return d(3) }

func d(n int) error {
	if n > 0 {
		return c(n - 1)
	}
	return errors.New("written")
}

// A cycle of ten functions, one of which reads a file.
func r1(n int) error {
	if n > 0 {
		return r2(n - 1)
	}
	_, err := os.ReadFile("x")
	return err
}
func r2(n int) error  { return r3(n) }
func r3(n int) error  { return r4(n) }
func r4(n int) error  { return r5(n) }
func r5(n int) error  { return r6(n) }
func r6(n int) error  { return r7(n) }
func r7(n int) error  { return r8(n) }
func r8(n int) error  { return r9(n) }
func r9(n int) error  { return r10(n) }
func r10(n int) error { return r1(n) }

// w1 and w2 recurse and only ever make written errors: the recursion
// adds no source, and nothing unknown.
func w1(n int) error {
	if n > 0 {
		return w2(n - 1)
	}
	return errors.New("n must be positive")
}

func w2(n int) error {
	if n > 10 {
		return errors.New("n must be at most 10")
	}
	return w1(n)
}

func errSink(err error) {}
func textSink(s string) {}

func use() {
	errSink(a(1))          // want `foreign[|a-z]*\(os.ReadFile\) \[os.ReadFile\]`
	textSink(b(1).Error()) // want `foreign[|a-z]*\(os.ReadFile\) \[os.ReadFile\]`
	errSink(m1())          // want `foreign[|a-z]*\(os.ReadFile\) \[os.ReadFile\]`
	errSink(r2(1))         // want `foreign[|a-z]*\(os.ReadFile\) \[os.ReadFile\]`
	errSink(w2(1))         // want `^written \[\]$`
}
