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

// The last branch of an if-else chain is as often an ordinary case.
func elseChain(v string) {
	if v == "a" {
	} else if v == "b" {
	} else {
		mark()
	}
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
		"validation":     failpath.NotOK,
		"validationElse": failpath.NotOK,
		"dispatch":       0,
		"positive":       0,
		"switchDefault":  failpath.SwitchDefault,
		"switchCase":     0,
		"oneCase":        0,
		"enumValidation": failpath.SwitchDefault,
		"elseChain":      0,
		"twoValues":      0,
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
