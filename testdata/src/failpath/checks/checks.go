package checks

import (
	"errors"
	"os"
)

// mark marks the blocks the test judges.
func mark() {}

func f() {
	_, err := os.Open("x")
	if err != nil {
		mark() // want `at=err-not-nil errcheck=err-not-nil`
		var pe *os.PathError
		if errors.As(err, &pe) {
			mark() // want `at=errors-is errcheck=err-not-nil`
		}
		switch err.(type) {
		case *os.PathError:
			mark() // want `at=err-not-nil errcheck=err-not-nil`
			return
		}
		// The type switch's comma-ok fails here, but a failed case of a
		// dispatch is not a failed ok check: the err != nil check is what
		// makes this a failure path.
		mark() // want `at=err-not-nil errcheck=err-not-nil`
		return
	}
	mark() // want `at=none errcheck=none`
	m := map[string]int{}
	if _, ok := m["x"]; !ok {
		mark() // want `at=not-ok errcheck=none`
	}
}
