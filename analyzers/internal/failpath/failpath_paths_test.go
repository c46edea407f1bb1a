package failpath_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

// Each function calls mark() in the block under test.
const src = `package p

type in struct{ Kind string }

func mark() {}

func validation(args map[string]any) {
	if _, ok := args["name"].(string); !ok {
		mark()
	}
}

func validationElse(m map[string]int, k string) {
	if _, ok := m[k]; !ok {
		mark()
	} else {
		return
	}
}

// A type dispatch: what follows a positive check is the next case.
func dispatch(v any) int {
	if _, ok := v.(string); ok {
		return 1
	}
	mark()
	return 0
}

func positive(m map[string]int, k string) {
	if _, ok := m[k]; ok {
		mark()
	}
}

func switchDefault(v string) {
	switch v {
	case "a":
	case "b":
	default:
		mark()
	}
}

func switchCase(v string) {
	switch v {
	case "a":
	case "b":
		mark()
	}
}

func oneCase(v string) {
	switch v {
	case "a":
	default:
		mark()
	}
}

func enumValidation(a in) {
	if a.Kind != "" && a.Kind != "x" && a.Kind != "y" {
		mark()
	}
}

// The same with the constants written first.
func enumValidationConstFirst(a in) {
	if "" != a.Kind && "x" != a.Kind && "y" != a.Kind {
		mark()
	}
}

// The last branch of an if-else chain is as often an ordinary case.
func elseChain(v string) {
	if v == "a" {
	} else if v == "b" {
	} else {
		mark()
	}
}

func find(k string) (int, bool) { return 0, k != "" }

func use(int) {}

// The else of a positive ok check whose true side goes on with the work.
func okElse(k string) int {
	n := 0
	if v, found := find(k); found {
		n = v
	} else if k == "all" {
		n = -1
	} else {
		mark()
		return 0
	}
	use(n)
	return 1
}

// Both sides go on: the else is an ordinary default.
func okElseGoesOn(k string) {
	n := 0
	if v, found := find(k); found {
		n = v
	} else {
		mark()
	}
	use(n)
}

// The true side ends the function: a dispatch, as above.
func okElseDispatch(v any) int {
	if s, ok := v.(string); ok {
		return len(s)
	} else {
		mark()
		return 0
	}
}

// In a loop: the true side goes on to the next key.
func okElseLoop(ks []string) int {
	for _, k := range ks {
		if v, found := find(k); found {
			use(v)
		} else {
			mark()
			return 0
		}
	}
	return 1
}

// A call's ok named for what it looked up: hasX says whether X is there,
// so its else is where X is missing.
func okElseHas(k string) int {
	n := 0
	if v, hasUser := find(k); hasUser {
		n = v
	} else {
		mark()
		return 0
	}
	use(n)
	return 1
}

// The same shape with a bool that says nothing of a lookup: a setting
// being off is an ordinary branch, not a failure.
func okElseEnabled(k string) int {
	n := 0
	if v, enabled := find(k); enabled {
		n = v
	} else {
		mark()
		return 0
	}
	use(n)
	return 1
}

func twoValues(v, w string) {
	if v != "a" && w != "b" {
		mark()
	}
}
`

// TestPaths checks At (a failed ok check) and Default (a default case) on
// the marked block of each function: want is the reason's kind, or 0.
func TestPaths(t *testing.T) {
	pkg := ssatest.Build(t, src)
	for name, want := range map[string]failpath.Kind{
		"validation":               failpath.NotOK,
		"validationElse":           failpath.NotOK,
		"dispatch":                 0,
		"positive":                 0,
		"switchDefault":            failpath.SwitchDefault,
		"switchCase":               0,
		"oneCase":                  0,
		"enumValidation":           failpath.SwitchDefault,
		"enumValidationConstFirst": failpath.SwitchDefault,
		"elseChain":                0,
		"twoValues":                0,
		"okElse":                   failpath.NotOK,
		"okElseGoesOn":             0,
		"okElseDispatch":           0,
		"okElseLoop":               failpath.NotOK,
		"okElseHas":                failpath.NotOK,
		"okElseEnabled":            0,
	} {
		b := ssatest.CallBlock(pkg.Func(name), "mark")
		if b == nil {
			t.Fatalf("%s: no mark() call", name)
		}
		r := failpath.At(b)
		if r == nil {
			r = failpath.Default(b)
		}
		var got failpath.Kind
		if r != nil {
			got = r.Kind
		}
		if got != want {
			t.Errorf("%s: reason kind %d, want %d", name, got, want)
		}
	}
}
