// Package lib belongs to another module than the checked one: its
// written errors are foreign to it.
package lib

import "errors"

func Check() error { // want Check:`errors\(0:written\)`
	return errors.New("dependency check failed")
}

// ErrUnavailable is a sentinel written in this module: foreign to the
// modules that import it.
var ErrUnavailable = errors.New("dependency unavailable") // want ErrUnavailable:`^errors\(0:written\)$`
