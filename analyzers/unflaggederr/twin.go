package unflaggederr

import (
	"fmt"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
)

// helperTwin returns the flagged twin of the project helper call calls: a
// function of the same package (a method of the same type, for a method)
// with an identical signature whose every result is flagged and carries
// the same texts from the same parameters, as flux-operator's toolbox
// pairs NewToolResultText with NewToolResultError. Calling it instead
// flags the result and changes nothing else. It returns nil unless
// exactly one function qualifies.
func (c *checker) helperTwin(call *ssa.Call) *types.Func {
	if call == nil {
		return nil
	}
	obj := flow.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil {
		return nil
	}
	f := c.res.FactOf(obj)
	if f == nil || !allFlags(f, results.Unset) {
		return nil
	}
	want := templates(f)
	var twin *types.Func
	for _, cand := range candidates(obj) {
		if cand == obj || !types.Identical(cand.Type(), obj.Type()) {
			continue
		}
		if !cand.Exported() && cand.Pkg() != c.pass.Pkg {
			continue
		}
		tf := c.res.FactOf(cand)
		if tf == nil || tf.Index != f.Index || !allFlags(tf, results.Set) || templates(tf) != want {
			continue
		}
		if twin != nil {
			return nil // ambiguous
		}
		twin = cand
	}
	return twin
}

// candidates lists the functions a twin of obj may be: package-level
// functions of its package, or the methods of its receiver's type.
func candidates(obj *types.Func) []*types.Func {
	var out []*types.Func
	sig, ok := obj.Type().(*types.Signature)
	if !ok {
		return nil
	}
	if recv := sig.Recv(); recv != nil {
		t := types.Unalias(recv.Type())
		if p, ok := t.(*types.Pointer); ok {
			t = types.Unalias(p.Elem())
		}
		if n, ok := t.(*types.Named); ok {
			for i := 0; i < n.NumMethods(); i++ {
				out = append(out, n.Method(i))
			}
		}
		return out
	}
	scope := obj.Pkg().Scope()
	for _, name := range scope.Names() {
		if fn, ok := scope.Lookup(name).(*types.Func); ok {
			out = append(out, fn)
		}
	}
	return out
}

func allFlags(f *results.BuilderFact, flag results.Flag) bool {
	if len(f.Builds) == 0 {
		return false
	}
	for _, b := range f.Builds {
		if b.Flag != flag || b.Empty || b.Opaque {
			return false
		}
	}
	return true
}

// templates renders a fact's texts and error parameters, sorted, so that
// two helpers building the same content compare equal.
func templates(f *results.BuilderFact) string {
	var all []string
	for _, b := range f.Builds {
		all = append(all, fmt.Sprintf("%q structured=%v errs=%v", b.Templates(), b.Structured, b.ErrParams))
	}
	sort.Strings(all)
	return strings.Join(all, ";")
}
