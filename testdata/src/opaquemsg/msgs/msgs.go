// Package msgs holds message constants and errors other packages use.
package msgs

import "errors"

const (
	Failed   = "Operation failed"
	Internal = "internal error"
	Code     = "ERR_42"
	NeedPath = "path is required: pass an absolute path"
)

// ErrGeneric is a sentinel of another package: its text is not followed
// across packages.
var ErrGeneric = errors.New("something went wrong")
