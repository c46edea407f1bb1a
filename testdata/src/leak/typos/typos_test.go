package typos

import "testing"

// A test file makes a test variant of the package, which holds the same
// directives: they are still reported once.
func TestNothing(t *testing.T) {}
