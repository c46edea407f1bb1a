package flow_test

import (
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

const ctxErrSrc = `package p

import "context"

func mark() {}

func again(ctx context.Context) error {
	if ctx.Err() != nil {
		mark()
		return ctx.Err()
	}
	return nil
}

func notAgain(ctx context.Context) error {
	if ctx.Err() == nil {
		mark()
		return ctx.Err()
	}
	return nil
}

func other(ctx, ctx2 context.Context) error {
	if ctx.Err() != nil {
		mark()
		return ctx2.Err()
	}
	return nil
}
`

// TestNilAtContextErr checks that a context's Err, once seen non-nil,
// is known non-nil at a later call, and that nothing else follows: a nil
// Err may turn non-nil, and another context's Err is another value.
func TestNilAtContextErr(t *testing.T) {
	pkg := ssatest.Build(t, ctxErrSrc)
	for _, c := range []struct {
		fn   string
		want flow.Nilness
	}{
		{"again", flow.NonNil},
		{"notAgain", flow.Unknown},
		{"other", flow.Unknown},
	} {
		fn := pkg.Func(c.fn)
		b := ssatest.CallBlock(fn, "mark")
		if b == nil {
			t.Fatalf("%s: no block calls mark", c.fn)
		}
		var ret *ssa.Return
		for _, instr := range b.Instrs {
			if r, ok := instr.(*ssa.Return); ok {
				ret = r
			}
		}
		if ret == nil {
			t.Fatalf("%s: the marked block does not return", c.fn)
		}
		if got := flow.NilAt(ret.Results[0], b); got != c.want {
			t.Errorf("%s: NilAt(second ctx.Err()) = %v, want %v", c.fn, got, c.want)
		}
	}
}

const everySrc = `package p

import "errors"

func always(b bool) error {
	if b {
		return errors.New("a")
	}
	return errors.New("b")
}

func sometimes(b bool) error {
	if b {
		return errors.New("a")
	}
	return nil
}

func generic[T any](v T) error { return errors.New("g") }

func use() error { return generic(1) }
`

// TestEveryReturnAndCallee checks EveryReturn over every return (one nil
// return is enough to fail) and that Callee answers the generic function
// for a call of an instantiation.
func TestEveryReturnAndCallee(t *testing.T) {
	pkg := ssatest.Build(t, everySrc)
	nonNil := func(o flow.Origin) bool { return flow.NilAt(o.Value, o.Block) == flow.NonNil }
	if !flow.EveryReturn(pkg.Func("always"), 0, nonNil) {
		t.Error("always: want every return non-nil")
	}
	if flow.EveryReturn(pkg.Func("sometimes"), 0, nonNil) {
		t.Error("sometimes: one return is nil, want false")
	}
	var ret *ssa.Return
	for _, b := range pkg.Func("use").Blocks {
		if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			ret = r
		}
	}
	fn, idx := flow.Callee(ret.Results[0])
	if fn != pkg.Func("generic") || idx != 0 {
		t.Errorf("Callee(generic(1)) = %v, %d; want the generic function, 0", fn, idx)
	}
}

const checkSrc = `package p

func mark() {}

type coded interface {
	error
	Code() int
}

type plainErr interface{ Error() string }

func neq(err error)        { if err != nil { mark() } }
func neqNilFirst(err error) { if nil != err { mark() } }
func eq(err error)         { if err == nil { mark() } }
func eqNilFirst(err error) { if nil == err { return }; mark() }
func notNil(err error, x *int) { if x != nil { mark() } }
func vsOther(err, e2 error) { if err != e2 { mark() } }
func viaIface(err coded)   { var e error = err; if e != nil { mark() } }
func viaType(err plainErr) { if error(err) != nil { mark() } }
`

// TestNilAtChecks checks what a comparison with nil says of the error
// parameter in the block it guards, with nil on either side, and through
// a conversion to another interface (ChangeInterface) or to an interface
// of the same methods (ChangeType); a check of another value says
// nothing, as does a comparison with another error.
func TestNilAtChecks(t *testing.T) {
	pkg := ssatest.Build(t, checkSrc)
	for _, c := range []struct {
		fn   string
		want flow.Nilness
	}{
		{"neq", flow.NonNil},
		{"neqNilFirst", flow.NonNil},
		{"eq", flow.IsNil},
		{"eqNilFirst", flow.NonNil},
		{"notNil", flow.Unknown},
		{"vsOther", flow.Unknown},
		{"viaIface", flow.NonNil},
		{"viaType", flow.NonNil},
	} {
		fn := pkg.Func(c.fn)
		b := ssatest.CallBlock(fn, "mark")
		if b == nil {
			t.Fatalf("%s: no block calls mark", c.fn)
		}
		if got := flow.NilAt(fn.Params[0], b); got != c.want {
			t.Errorf("%s: NilAt(err) = %v, want %v", c.fn, got, c.want)
		}
	}
}

const madeSrc = `package p

import (
	"errors"
	"fmt"
	"os"
)

func newErr() error   { return errors.New("x") }
func errorf() error   { return fmt.Errorf("x %d", 1) }
func other() error    { _, err := os.Open("x"); return err }
func closure() func() { return func() {} }
func slice(n int) []int { return make([]int, n) }
`

// TestNilAtMade: errors.New, fmt.Errorf and the values Go makes are never
// nil; another function's error is not known.
func TestNilAtMade(t *testing.T) {
	pkg := ssatest.Build(t, madeSrc)
	for name, want := range map[string]flow.Nilness{
		"newErr": flow.NonNil, "errorf": flow.NonNil, "other": flow.Unknown,
		"closure": flow.NonNil, "slice": flow.NonNil,
	} {
		fn := pkg.Func(name)
		var ret *ssa.Return
		for _, b := range fn.Blocks {
			if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				ret = r
			}
		}
		if got := flow.NilAt(ret.Results[0], ret.Block()); got != want {
			t.Errorf("%s: NilAt(result) = %v, want %v", name, got, want)
		}
	}
}
