// Package loops builds texts in loops: the classification must terminate
// (a string concatenated in a loop refers to itself through a φ-node).
package loops

import (
	"errors"
	"fmt"
)

func Join(parts []string) error { // want Join:`errors\(0:written\|unknown\)`
	s := ""
	for _, p := range parts {
		s = s + p + ","
	}
	return errors.New(s)
}

func Wrap(errs []error) error { // want Wrap:`errors\(0:written\|unknown\)`
	var err error = errors.New("start")
	for _, e := range errs {
		err = fmt.Errorf("%w; %w", err, e)
	}
	return err
}
