// Package uuid is a test stub of github.com/google/uuid: Parse fails
// with a text about its input.
package uuid

import "errors"

// UUID is a parsed UUID.
type UUID [16]byte

// Parse parses s.
func Parse(s string) (UUID, error) {
	if len(s) != 36 {
		return UUID{}, errors.New("invalid UUID length")
	}
	return UUID{}, nil
}

// MustParse is Parse that panics on an error.
func MustParse(s string) UUID {
	u, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
