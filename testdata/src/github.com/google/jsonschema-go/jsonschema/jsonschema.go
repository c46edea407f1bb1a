// Package jsonschema is a test stub of github.com/google/jsonschema-go:
// validation fails with a text about the instance and the schema.
package jsonschema

import "fmt"

// Resolved is a schema ready to validate.
type Resolved struct{}

// Validate checks instance against the schema.
func (r *Resolved) Validate(instance any) error {
	if instance == nil {
		return fmt.Errorf("validating root: type: <nil> has type %q, want %q", "null", "object")
	}
	return nil
}
