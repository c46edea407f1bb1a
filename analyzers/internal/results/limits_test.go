package results

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

// The tests of this file pin the bounds of results' walks at their
// limits, each stated as a number of its own, so that changing a constant
// fails them.

// TestLiteralCopiesLimit: a field written in a literal copied twice
// before it is put in the list is the element's; copied three times, it
// is past the bound. (A field written in place after a copy keeps the
// local from being lifted to a value, as a copy the code goes on to
// change is.)
func TestLiteralCopiesLimit(t *testing.T) {
	pkg := ssatest.Build(t, `package p

type T struct {
	Text    string
	N, M, K int
}

func two(msg string) []T {
	a := T{Text: msg}
	b := a
	b.N = 1
	return []T{b}
}

func three(msg string) []T {
	a := T{Text: msg}
	b := a
	b.N = 1
	c := b
	c.M = 2
	return []T{c}
}
`)
	for name, want := range map[string]bool{"two": true, "three": false} {
		w := elemWrites(ssatest.Returned(t, pkg.Func(name)))
		if got := len(w["Text"]) > 0; got != want {
			t.Errorf("elemWrites(%s) has Text = %v, want %v (fields %v)", name, got, want, w)
		}
	}
}

// TestNeverNilCallsLimit: a result made four calls of the package's
// functions below fn is known not to be nil; five calls below, it is not
// known.
func TestNeverNilCallsLimit(t *testing.T) {
	pkg := ssatest.Build(t, `package p

type T struct{}

func a0() *T { return a1() }
func a1() *T { return a2() }
func a2() *T { return a3() }
func a3() *T { return a4() }
func a4() *T { return &T{} }

func b0() *T { return b1() }
func b1() *T { return b2() }
func b2() *T { return b3() }
func b3() *T { return b4() }
func b4() *T { return b5() }
func b5() *T { return &T{} }
`)
	for name, want := range map[string]bool{"a0": true, "b0": false} {
		if got := neverNil(pkg.Func(name), 0, 0); got != want {
			t.Errorf("neverNil(%s) = %v, want %v", name, got, want)
		}
	}
}

// TestTextParamStepsLimit: a text three string functions from a parameter
// shows that parameter; four functions away it is the function's own.
func TestTextParamStepsLimit(t *testing.T) {
	pkg := ssatest.Build(t, `package p

import "strings"

func three(s string) string { return strings.TrimSpace(strings.ToLower(strings.TrimSpace(s))) }
func four(s string) string  { return strings.TrimSpace(strings.ToLower(strings.TrimSpace(strings.ToUpper(s)))) }
`)
	b := &builder{}
	for name, want := range map[string]int{"three": 0, "four": -1} {
		fn := pkg.Func(name)
		if got := b.textParam(fn, ssatest.Returned(t, fn)); got != want {
			t.Errorf("textParam(%s's result) = %d, want %d", name, got, want)
		}
	}
}
