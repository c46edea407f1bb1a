// Package errors is a test stub of github.com/go-openapi/errors.
package errors

import "fmt"

// Validation is a validation failure of one field.
type Validation struct{ Name, In, message string }

func (v *Validation) Error() string { return v.message }

// Required returns the error for a missing required field.
func Required(name, in string, value any) *Validation {
	return &Validation{Name: name, In: in, message: fmt.Sprintf("%s in %s is required", name, in)}
}
