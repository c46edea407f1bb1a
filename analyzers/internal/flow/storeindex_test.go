package flow_test

import (
	"slices"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

const storesSrc = `package p

import "errors"

var errA = errors.New("a")

var errB, errC error

func init() { errB = errors.New("b") }

func set(e error) {
	errC = e
	if e == nil {
		errC = errA
	}
	var local error
	local = e
	_ = local
	f := func() { errB = e }
	f()
}
`

// TestStoreIndex checks that the index finds what the scan finds, in the
// same order, for every global, and that a nil index finds nothing.
func TestStoreIndex(t *testing.T) {
	pkg := ssatest.Build(t, storesSrc)
	var funcs []*ssa.Function
	var add func(*ssa.Function)
	add = func(fn *ssa.Function) {
		funcs = append(funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, name := range []string{"set", "init"} {
		add(pkg.Func(name))
	}
	x := flow.NewStoreIndex(funcs)
	for _, name := range []string{"errA", "errB", "errC"} {
		g := pkg.Var(name)
		want := flow.StoresTo(g, funcs)
		if got := x.StoresTo(g); !slices.Equal(got, want) || len(want) == 0 {
			t.Errorf("%s: index has %v, scan %v", name, got, want)
		}
		var none *flow.StoreIndex
		if got := none.StoresTo(g); len(got) != 0 {
			t.Errorf("%s: nil index has %v", name, got)
		}
	}
	if n := len(x.StoresTo(pkg.Var("errC"))); n != 2 {
		t.Errorf("errC: %d stores, want 2", n)
	}
}
