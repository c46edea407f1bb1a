package protomisuse

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// A helper given the arguments map (utils.ExtractMountPath(args), which
// reads args["mount"]) checks, when its error is checked, the keys it
// reads, not the whole map: args["allow_any_name"].(bool) after it still
// panics on a missing or mistyped allow_any_name (vault-mcp-server,
// issue 24). What a function reads of a map parameter is its keySet; it
// crosses packages as a mapKeys fact.

// keySet is what a function reads of one map parameter: the constant
// keys it looks up (or sets), and the parameters whose values are keys it
// looks up (func str(args map[string]any, key string) reads args[key]).
// A function that does more with the map than read and set keys (ranges
// over it, indexes it by a computed key, stores it, passes it to a
// function whose keySet is unknown) has none: who knows which keys it
// checks, so it is taken to check them all (precision first).
type keySet struct {
	consts map[string]bool
	params map[int]bool
}

// mapKeys is a fact on an exported function: the keySets of its map (or
// interface) parameters that have one, indexed as the SSA function's
// Params (receiver first). A parameter not listed has none.
type mapKeys struct {
	Params []mapKeysParam
}

type mapKeysParam struct {
	Index     int
	Keys      []string // sorted
	KeyParams []int    // sorted
}

func (*mapKeys) AFact() {}

func (f *mapKeys) String() string {
	var parts []string
	for _, p := range f.Params {
		var ks []string
		for _, k := range p.Keys {
			ks = append(ks, fmt.Sprintf("%q", k))
		}
		for _, i := range p.KeyParams {
			ks = append(ks, fmt.Sprintf("p%d", i))
		}
		parts = append(parts, fmt.Sprintf("p%d:[%s]", p.Index, strings.Join(ks, " ")))
	}
	return "mapKeys(" + strings.Join(parts, " ") + ")"
}

// keyParam names one parameter of one function.
type keyParam struct {
	fn  *ssa.Function
	idx int
}

// keysState is the memo of keySets computed in this pass; a nil entry is
// one without a keySet, or one being computed (a recursive cycle has
// none).
type keysState struct {
	memo map[keyParam]*keySet
}

// exportMapKeys exports the mapKeys of the package's exported functions
// that read keys of a map parameter, for the packages whose handlers call
// them.
func (c *checker) exportMapKeys() {
	for _, fn := range c.cls.Funcs() {
		obj, _ := fn.Object().(*types.Func)
		if obj == nil || obj.Pkg() != c.pass.Pkg || fn.Parent() != nil || !obj.Exported() {
			continue
		}
		var f mapKeys
		for i, p := range fn.Params {
			if !mapLike(p.Type()) {
				continue
			}
			ks := c.keySetOf(fn, i)
			if ks == nil {
				continue
			}
			mp := mapKeysParam{Index: i}
			for k := range ks.consts {
				mp.Keys = append(mp.Keys, k)
			}
			for j := range ks.params {
				mp.KeyParams = append(mp.KeyParams, j)
			}
			sort.Strings(mp.Keys)
			slices.Sort(mp.KeyParams)
			f.Params = append(f.Params, mp)
		}
		if len(f.Params) > 0 {
			c.pass.ExportObjectFact(obj, &f)
		}
	}
}

// mapLike reports whether a parameter of type t can be the arguments map:
// a map with string keys, a pointer to one, or an empty interface.
func mapLike(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Map:
		b, ok := u.Key().Underlying().(*types.Basic)
		return ok && b.Info()&types.IsString != 0
	case *types.Interface:
		return u.Empty()
	}
	return false
}

// mayReadKey reports whether the function call calls may read key from
// its i-th argument (a map): it reads that key, or what it reads cannot
// be told. A builtin (len(args)) reads none.
func (c *checker) mayReadKey(call *ssa.Call, i int, key string) bool {
	if _, ok := call.Call.Value.(*ssa.Builtin); ok {
		return false
	}
	g := call.Call.StaticCallee()
	if g == nil || call.Call.IsInvoke() {
		return true
	}
	ks := c.keySetOf(g, i)
	if ks == nil || ks.consts[key] {
		return true
	}
	for j := range ks.params {
		if j >= len(call.Call.Args) {
			return true
		}
		k, ok := constKey(call.Call.Args[j])
		if !ok || k == key {
			return true
		}
	}
	return false
}

// keySetOf returns the keySet of fn's i-th parameter, or nil: from fn's
// body when it has one, else from its mapKeys fact.
func (c *checker) keySetOf(fn *ssa.Function, i int) *keySet {
	if len(fn.Blocks) == 0 {
		return c.importedKeySet(fn, i)
	}
	if i >= len(fn.Params) {
		return nil
	}
	kp := keyParam{fn, i}
	if ks, ok := c.keys.memo[kp]; ok {
		return ks
	}
	c.keys.memo[kp] = nil
	ks := c.readKeys(fn, fn.Params[i])
	c.keys.memo[kp] = ks
	return ks
}

// importedKeySet returns the keySet of a function of another package from
// its fact.
func (c *checker) importedKeySet(fn *ssa.Function, i int) *keySet {
	obj, _ := fn.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == c.pass.Pkg {
		return nil
	}
	var f mapKeys
	if !c.pass.ImportObjectFact(obj.Origin(), &f) {
		return nil
	}
	for _, p := range f.Params {
		if p.Index != i {
			continue
		}
		ks := &keySet{consts: map[string]bool{}, params: map[int]bool{}}
		for _, k := range p.Keys {
			ks.consts[k] = true
		}
		for _, j := range p.KeyParams {
			ks.params[j] = true
		}
		return ks
	}
	return nil
}

// readKeys returns what fn does with map value m (a parameter), or nil
// when it does more than read and set its keys.
func (c *checker) readKeys(fn *ssa.Function, m ssa.Value) *keySet {
	ks := &keySet{consts: map[string]bool{}, params: map[int]bool{}}
	// key records a key fn looks up; false when it cannot be told.
	key := func(k ssa.Value) bool {
		if s, ok := constKey(k); ok {
			ks.consts[s] = true
			return true
		}
		for j, p := range fn.Params {
			if p == k {
				ks.params[j] = true
				return true
			}
		}
		return false
	}
	seen := map[ssa.Value]bool{}
	work := []ssa.Value{m}
	push := func(v ssa.Value) {
		if !seen[v] {
			seen[v] = true
			work = append(work, v)
		}
	}
	seen[m] = true
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		refs := v.Referrers()
		if refs == nil {
			continue
		}
		for _, instr := range *refs {
			switch r := instr.(type) {
			case *ssa.DebugRef, *ssa.Return:
				// Handing the map back reads no key of it.
			case *ssa.Lookup:
				if r.X != v || !key(r.Index) {
					return nil
				}
			case *ssa.MapUpdate:
				if r.Map != v || !key(r.Key) {
					return nil
				}
			case *ssa.TypeAssert:
				if !r.CommaOk {
					push(r)
					continue
				}
				for _, ex := range extracts(r) {
					if ex.Index == 0 {
						push(ex)
					}
				}
			case *ssa.ChangeType, *ssa.Convert, *ssa.ChangeInterface, *ssa.MakeInterface, *ssa.Phi:
				push(r.(ssa.Value))
			case *ssa.UnOp:
				if r.Op != token.MUL {
					return nil
				}
				push(r)
			case *ssa.BinOp:
				// m == nil, m != nil
				if (r.Op != token.EQL && r.Op != token.NEQ) || !(flow.IsNilConst(r.X) || flow.IsNilConst(r.Y)) {
					return nil
				}
			case *ssa.Call:
				if !c.callReadsKeys(fn, r, v, ks) {
					return nil
				}
			default:
				// A range over it, a store of it, an index by a
				// computed key: which keys it checks cannot be told.
				return nil
			}
		}
	}
	return ks
}

// callReadsKeys adds to ks what call (in fn) reads of v, given as
// arguments, and reports whether that can be told.
func (c *checker) callReadsKeys(fn *ssa.Function, call *ssa.Call, v ssa.Value, ks *keySet) bool {
	if _, ok := call.Call.Value.(*ssa.Builtin); ok {
		return true // len(m)
	}
	g := call.Call.StaticCallee()
	if g == nil || call.Call.IsInvoke() || call.Call.Value == v {
		return false
	}
	for i, a := range call.Call.Args {
		if a != v {
			continue
		}
		sub := c.keySetOf(g, i)
		if sub == nil {
			return false
		}
		for k := range sub.consts {
			ks.consts[k] = true
		}
		for j := range sub.params {
			if j >= len(call.Call.Args) {
				return false
			}
			// The callee's key parameter is this call's argument: a
			// constant, or a parameter of fn in turn.
			ka := call.Call.Args[j]
			if s, ok := constKey(ka); ok {
				ks.consts[s] = true
				continue
			}
			p, ok := ka.(*ssa.Parameter)
			if !ok {
				return false
			}
			found := false
			for pi, q := range fn.Params {
				if q == p {
					ks.params[pi], found = true, true
				}
			}
			if !found {
				return false
			}
		}
	}
	return true
}

// extracts returns the Extract instructions of a tuple value.
func extracts(v ssa.Value) []*ssa.Extract {
	var out []*ssa.Extract
	if refs := v.Referrers(); refs != nil {
		for _, instr := range *refs {
			if ex, ok := instr.(*ssa.Extract); ok {
				out = append(out, ex)
			}
		}
	}
	return out
}
