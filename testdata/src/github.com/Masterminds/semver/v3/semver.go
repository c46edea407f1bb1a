// Package semver is a test stub of github.com/Masterminds/semver/v3:
// NewVersion and NewConstraint fail with a text about their input
// ("invalid semantic version", `improper constraint: "x"`).
package semver

import (
	"errors"
	"fmt"
)

// Version is a parsed version.
type Version struct{ orig string }

// NewVersion parses v.
func NewVersion(v string) (*Version, error) {
	if v == "" {
		return nil, errors.New("invalid semantic version")
	}
	return &Version{orig: v}, nil
}

// Constraints is a parsed constraint.
type Constraints struct{ orig string }

// NewConstraint parses c.
func NewConstraint(c string) (*Constraints, error) {
	if c == "" {
		return nil, fmt.Errorf("improper constraint: %q", c)
	}
	return &Constraints{orig: c}, nil
}
