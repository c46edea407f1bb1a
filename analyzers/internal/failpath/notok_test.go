package failpath_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
)

const notOKSrc = `package p

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
`

func TestNotOK(t *testing.T) {
	pkg := buildSrc(t, notOKSrc)
	for name, want := range map[string]bool{
		"validation":     true,
		"validationElse": true,
		"dispatch":       false,
		"positive":       false,
	} {
		b := markBlock(pkg.Func(name))
		if b == nil {
			t.Fatalf("%s: no mark() call", name)
		}
		r := failpath.At(b)
		if (r != nil && r.Kind == failpath.NotOK) != want {
			t.Errorf("%s: At = %v, want a failed ok check: %v", name, r, want)
		}
	}
}
