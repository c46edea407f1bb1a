package flow_test

import (
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

const src = `package p

import "errors"

type T struct{ Name string }

func fields(n string) T {
	out := T{Name: n}
	return out
}

func zero() T {
	var out T
	return out
}

func branches(c bool) error {
	var err error
	if c {
		err = errors.New("x")
	}
	return err
}
`

// returned gives the origins of fn's first returned value, as a list of
// kinds in Origins' order: "const", "load", "call".
func returned(t *testing.T, fn *ssa.Function) []string {
	t.Helper()
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		var kinds []string
		for _, o := range flow.Origins(ret.Results[0], b) {
			switch o.Value.(type) {
			case *ssa.Const:
				kinds = append(kinds, "const")
			case *ssa.UnOp:
				kinds = append(kinds, "load")
			case *ssa.Call:
				kinds = append(kinds, "call")
			default:
				kinds = append(kinds, o.Value.String())
			}
		}
		return kinds
	}
	t.Fatalf("%s: no return", fn.Name())
	return nil
}

func TestOriginsOfLocals(t *testing.T) {
	pkg := ssatest.Build(t, src)
	for name, want := range map[string][]string{
		// A struct written field by field is not its zero value.
		"fields": {"load"},
		"zero":   {"const"},
		// A variable stored whole: each store, and the zero value.
		"branches": {"const", "call"},
	} {
		got := returned(t, pkg.Func(name))
		if len(got) != len(want) {
			t.Errorf("%s: origins %v, want %v", name, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: origins %v, want %v", name, got, want)
			}
		}
	}
}
