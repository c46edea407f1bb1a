package flow_test

import (
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

const funcsSrc = `package p

import "errors"

type T struct{}

func (T) M(a, b int) int { return b }

func outer(x error) func() error {
	y := errors.New("y")
	_ = func() error { return y }
	return func() error { return x }
}

func deferred() (err error) {
	defer func() {
		if recover() != nil {
			err = errors.New("recovered")
		}
	}()
	if err != nil {
		return err
	}
	return nil
}

func iface(e *myErr) error { return e }

type myErr struct{}

func (*myErr) Error() string { return "" }
`

func build(t *testing.T) *ssa.Package { return ssatest.Build(t, funcsSrc) }

func TestParamIndex(t *testing.T) {
	pkg := build(t)
	m := pkg.Prog.FuncValue(pkg.Type("T").Type().(*types.Named).Method(0))
	if len(m.Params) != 3 {
		t.Fatalf("M has %d SSA params, want 3 (receiver, a, b)", len(m.Params))
	}
	for i, want := range []int{-1, 0, 1} {
		if got := flow.ParamIndex(m.Params[i]); got != want {
			t.Errorf("ParamIndex(%s) = %d, want %d", m.Params[i].Name(), got, want)
		}
	}
}

func TestBindings(t *testing.T) {
	pkg := build(t)
	outer := pkg.Func("outer")
	// outer makes two closures; the second binds x, the first y.
	inner := outer.AnonFuncs[1]
	bs := flow.Bindings(inner.FreeVars[0])
	if len(bs) != 1 {
		t.Fatalf("Bindings(x) = %v, want one binding", bs)
	}
	// Closures capture variables by reference: the binding is x's cell,
	// which holds the parameter.
	stores := flow.StoresTo(bs[0], nil)
	if _, ok := bs[0].(*ssa.Alloc); !ok || len(stores) != 1 || stores[0].Val != outer.Params[0] {
		t.Errorf("Bindings(x) = %v with stores %v, want x's cell holding outer's parameter", bs, stores)
	}
}

func TestReturns(t *testing.T) {
	pkg := build(t)
	fn := pkg.Func("deferred")
	if fn.Recover == nil {
		t.Fatal("deferred has no recover block")
	}
	rets := flow.Returns(fn)
	if len(rets) != 2 {
		t.Errorf("Returns(deferred) has %d returns, want the 2 written ones", len(rets))
	}
	for _, r := range rets {
		if r.Block() == fn.Recover {
			t.Error("Returns includes the recover block's return")
		}
	}
}

const everyCallSrc = `package p

import "errors"

func mk() error { return errors.New("x") }

func both(b bool) error {
	var e error
	if b {
		e = mk()
	} else {
		e = errors.New("y")
	}
	return e
}

func param(e error) error { return e }
`

// TestEveryCall: every definition must be a call ok accepts; a parameter
// is no call.
func TestEveryCall(t *testing.T) {
	pkg := ssatest.Build(t, everyCallSrc)
	any := func(*ssa.Call) bool { return true }
	onlyMk := func(c *ssa.Call) bool { return c.Call.StaticCallee() != nil && c.Call.StaticCallee().Name() == "mk" }
	both := ssatest.Returned(t, pkg.Func("both"))
	if !flow.EveryCall(both, nil, any) {
		t.Error("EveryCall(both, any) = false: both definitions are calls")
	}
	if flow.EveryCall(both, nil, onlyMk) {
		t.Error("EveryCall(both, onlyMk) = true: errors.New is not mk")
	}
	if flow.EveryCall(ssatest.Returned(t, pkg.Func("param")), nil, any) {
		t.Error("EveryCall(param) = true: a parameter is no call")
	}
}

// TestCalls: the calls of a body, in block order, and an early stop.
func TestCalls(t *testing.T) {
	pkg := ssatest.Build(t, everyCallSrc)
	var names []string
	for call := range flow.Calls(pkg.Func("both")) {
		names = append(names, call.Call.StaticCallee().Name())
	}
	if len(names) != 2 || names[0] != "mk" || names[1] != "New" {
		t.Errorf("Calls(both) = %v, want [mk New]", names)
	}
	n := 0
	for range flow.Calls(pkg.Func("both")) {
		n++
		break
	}
	if n != 1 {
		t.Errorf("Calls(both) went on after break: %d", n)
	}
}
