package protomisuse

import (
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

// The tests of this file pin the bounds of protomisuse's walks at their
// limits: a shape exactly at the bound is followed, one step more is not.
// Each states the bound's value as a number of its own, so that changing
// a constant fails them.

const limitsSrc = `package p

import (
	"context"
	"os"
	"reflect"
)

func mark() {}

// Conditions of reflect values under k negations.
func reflect7(t reflect.Type) { c := !!!!!!!(t.NumIn() == 3); if c { mark() } }
func reflect8(t reflect.Type) { c := !!!!!!!!(t.NumIn() == 3); if c { mark() } }

type inner struct{ Err error; Path *os.PathError }
type hard struct{ Err error; In inner }

func use(any) {}

// hard.In.Err: a load, two field addresses, the variable's load.
func target4() error { var h *hard; use(&h); return h.In.Err }
// ... and converted to error: one more.
func target5() error { var h *hard; use(&h); return h.In.Path }

// A cancellation made by the second helper down, and by the third.
func cancel2(ctx context.Context) error { return c1(ctx) }
func c1(ctx context.Context) error      { return c2(ctx) }
func c2(ctx context.Context) error      { return ctx.Err() }
func cancel3(ctx context.Context) error { return d1(ctx) }
func d1(ctx context.Context) error      { return d2(ctx) }
func d2(ctx context.Context) error      { return d3(ctx) }
func d3(ctx context.Context) error      { return ctx.Err() }
`

// TestReflectCondLimit: eight operations deep (seven negations of a
// comparison of a reflect call) is a reflect-only condition; nine is not.
func TestReflectCondLimit(t *testing.T) {
	pkg := ssatest.Build(t, limitsSrc)
	for name, want := range map[string]bool{"reflect7": true, "reflect8": false} {
		b := ssatest.CallBlock(pkg.Func(name), "mark")
		if got := reflectGuarded(b); got != want {
			t.Errorf("reflectGuarded(%s) = %v, want %v", name, got, want)
		}
	}
}

// TestAsTargetLimit: the variable is found four steps from the returned
// value, not five.
func TestAsTargetLimit(t *testing.T) {
	pkg := ssatest.Build(t, limitsSrc)
	for name, want := range map[string]bool{"target4": true, "target5": false} {
		if got := asTarget(ssatest.Returned(t, pkg.Func(name))) != nil; got != want {
			t.Errorf("asTarget(%s's result) found = %v, want %v", name, got, want)
		}
	}
}

// TestCancelHelpersLimit: a cancellation two helpers below the call is
// one, three below is not.
func TestCancelHelpersLimit(t *testing.T) {
	pkg := ssatest.Build(t, limitsSrc)
	for name, want := range map[string]bool{"cancel2": true, "cancel3": false} {
		if got := contextError(ssatest.Returned(t, pkg.Func(name)), 0); got != want {
			t.Errorf("contextError(%s's result) = %v, want %v", name, got, want)
		}
	}
}

// sessionSrc reads a map out of the answer of a session request, k value
// structs deep: each struct adds one field address to the read.
const sessionSrc = `package p

type Session struct{}

func (*Session) Elicit() (*Res, error) { return nil, nil }

type Res struct {
	Content map[string]any
	Nest    N1
}
type N1 struct {
	Content map[string]any
	Nest    N2
}
type N2 struct {
	Content map[string]any
	Nest    N3
}
type N3 struct {
	Content map[string]any
	Nest    N4
}
type N4 struct {
	Content map[string]any
	Nest    N5
}
type N5 struct {
	Content map[string]any
	Nest    N6
}
type N6 struct{ Content map[string]any }

func read4(s *Session) any { res, _ := s.Elicit(); return res.Nest.Nest.Nest.Nest.Content["k"] }
func read5(s *Session) any { res, _ := s.Elicit(); return res.Nest.Nest.Nest.Nest.Nest.Content["k"] }
func read6(s *Session) any { res, _ := s.Elicit(); return res.Nest.Nest.Nest.Nest.Nest.Nest.Content["k"] }
`

// TestSessionReadLimit: the session request is found eight reads from
// the value, not nine. From the map lookup (fromSessionRequest): the
// lookup, the map's load, k+1 field addresses and the Extract put the
// call eight away at k = 4. From the map (sessionCall), one fewer: k = 5.
func TestSessionReadLimit(t *testing.T) {
	pkg := ssatest.Build(t, sessionSrc)
	m := &sdkmodel.Model{SessionRequests: []sdkmodel.SessionRequest{{Func: sdkmodel.FuncRef{Pkg: "p", Recv: "Session", Name: "Elicit"}}}}
	c := &checker{res: &handlers.Result{Model: m}}
	lookup := func(name string) *ssa.Lookup {
		l, ok := ssatest.Returned(t, pkg.Func(name)).(*ssa.Lookup)
		if !ok {
			t.Fatalf("%s returns no map lookup", name)
		}
		return l
	}
	for name, want := range map[string]bool{"read4": true, "read5": false} {
		if got := c.fromSessionRequest(lookup(name), 0); got != want {
			t.Errorf("fromSessionRequest(%s's lookup) = %v, want %v", name, got, want)
		}
	}
	for name, want := range map[string]bool{"read5": true, "read6": false} {
		if got := c.sessionCall(lookup(name).X, 0) != nil; got != want {
			t.Errorf("sessionCall(%s's map) found = %v, want %v", name, got, want)
		}
	}
}

// scratchSrc joins constants onto a directory os.MkdirTemp made: each
// filepath.Join is a step, and so is the variable a closure reads.
const scratchSrc = `package p

import (
	"os"
	"path/filepath"
)

func joined4() string {
	dir, _ := os.MkdirTemp("", "x")
	return filepath.Join(filepath.Join(filepath.Join(filepath.Join(dir, "a"), "b"), "c"), "d")
}

func joined5() string {
	dir, _ := os.MkdirTemp("", "x")
	return filepath.Join(filepath.Join(filepath.Join(filepath.Join(filepath.Join(dir, "a"), "b"), "c"), "d"), "e")
}

// The directory, in a variable a closure reads, and three joins: four.
func closure4() string {
	dir, _ := os.MkdirTemp("", "x")
	cleanup := func() { os.RemoveAll(dir) }
	cleanup()
	return filepath.Join(filepath.Join(filepath.Join(dir, "a"), "b"), "c")
}

func closure5() string {
	dir, _ := os.MkdirTemp("", "x")
	cleanup := func() { os.RemoveAll(dir) }
	cleanup()
	return filepath.Join(filepath.Join(filepath.Join(filepath.Join(dir, "a"), "b"), "c"), "d")
}
`

// TestScratchLimit: a path four steps from the os.MkdirTemp that made its
// directory is in it; five steps away it is not known to be.
func TestScratchLimit(t *testing.T) {
	pkg := ssatest.Build(t, scratchSrc)
	c := &checker{cls: &errorigin.Classifier{}}
	for name, want := range map[string]bool{"joined4": true, "joined5": false, "closure4": true, "closure5": false} {
		if got := c.inScratch(ssatest.Returned(t, pkg.Func(name)), nil, 0); got != want {
			t.Errorf("inScratch(%s's path) = %v, want %v", name, got, want)
		}
	}
}
