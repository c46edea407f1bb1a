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

// The other spellings of each check.
func g() {
	_, err := os.Open("x")
	if nil != err {
		mark() // want `^at=err-not-nil errcheck=err-not-nil$`
	}
	if err == nil {
		mark() // want `^at=none errcheck=none$`
		return
	}
	if errors.Is(err, os.ErrNotExist) {
		mark() // want `^at=errors-is errcheck=err-not-nil$`
	}
}

// The comma-ok forms: a channel receive, a type assertion, a call
// returning (T, bool), and a negation kept in a variable; a call whose
// second result is not a lone bool is none.
func h(ch chan int, v any) {
	if _, ok := <-ch; !ok {
		mark() // want `^at=not-ok errcheck=none$`
	}
	if _, ok := v.(string); !ok {
		mark() // want `^at=not-ok errcheck=none$`
	}
	_, ok := v.(int)
	if failed := !ok; failed {
		mark() // want `^at=not-ok errcheck=none$`
	}
	if _, found := lookup(); !found {
		mark() // want `^at=not-ok errcheck=none$`
	}
	if _, more, _ := triple(); !more {
		mark() // want `^at=none errcheck=none$`
	}
}

func lookup() (int, bool) { return 0, false }

func triple() (int, bool, error) { return 0, false, nil }
