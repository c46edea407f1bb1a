// Package flow holds the SSA walks the mcplint analyzers share: where a
// value comes from (through φ-nodes, conversions and local variables), what
// is known of its nilness at a block, and which branch conditions dominate
// a block. It keeps no state between calls, except in a StoreIndex its
// caller holds.
package flow

import (
	"go/token"
	"go/types"
	"sync"

	"golang.org/x/tools/go/ssa"
)

// Origin is one definition that can reach a use: Value is never a φ-node,
// a no-op conversion or a load of a local variable, and Block is the block
// control leaves on its way from the definition to the use (the φ edge's
// predecessor, the block of the store, or the value's own block).
type Origin struct {
	Value ssa.Value
	Block *ssa.BasicBlock
	// Shared is true when the definition reaches the use through a local
	// variable whose address escapes the function's own loads and stores
	// (a closure captures it, a call is given &v, the pointer is stored):
	// the closure, the callee or a goroutine may store to it where this
	// walk does not look, so other values can reach the use as well.
	Shared bool
}

// Origins returns the definitions of v that can reach a use in block at,
// looking through φ-nodes, ChangeType, ChangeInterface, and loads of local
// variables (named results kept in memory because of defer, variables
// captured by closures). The result is in a deterministic order and has no
// duplicates.
func Origins(v ssa.Value, at *ssa.BasicBlock) []Origin {
	w := walker{seen: map[walkKey]bool{}, at: map[key]int{}}
	w.walk(v, at, false)
	return w.out
}

type key struct {
	v ssa.Value
	b *ssa.BasicBlock
}

type walkKey struct {
	key
	shared bool
}

type walker struct {
	seen map[walkKey]bool
	at   map[key]int // index in out of each origin, to merge Shared
	out  []Origin
}

// walk follows v backwards. shared tells that the walk has gone through
// a load of a local variable whose address escapes.
func (w *walker) walk(v ssa.Value, at *ssa.BasicBlock, shared bool) {
	k := walkKey{key{v, at}, shared}
	if w.seen[k] {
		return
	}
	w.seen[k] = true
	switch x := v.(type) {
	case *ssa.Phi:
		for i, e := range x.Edges {
			w.walk(e, x.Block().Preds[i], shared)
		}
		return
	case *ssa.ChangeType:
		w.walk(x.X, at, shared)
		return
	case *ssa.ChangeInterface:
		w.walk(x.X, at, shared)
		return
	case *ssa.UnOp:
		if alloc := localAddr(x); alloc != nil {
			stores, zero := ReachingStores(alloc, x)
			if len(stores) > 0 || zero {
				sh := shared || Escapes(alloc)
				for _, s := range stores {
					w.walk(s.Val, s.Block(), sh)
				}
				if zero {
					// The variable's zero value reaches the load.
					w.add(ssa.NewConst(nil, alloc.Type().(*types.Pointer).Elem()), alloc.Block(), sh)
				}
				// What closures store to the variable can reach the load
				// too (once.Do(func() { c, err = dial() })): when, this
				// walk does not know, so those origins are Shared.
				for _, s := range closureStores(alloc, x) {
					w.walk(s.Val, s.Block(), true)
				}
				return
			}
		}
	}
	if at == nil {
		at = blockOf(v)
	}
	w.add(v, at, shared)
}

// add records an origin once: reached both directly and through a
// shared variable, it is Shared.
func (w *walker) add(v ssa.Value, at *ssa.BasicBlock, shared bool) {
	k := key{v, at}
	if i, ok := w.at[k]; ok {
		w.out[i].Shared = w.out[i].Shared || shared
		return
	}
	w.at[k] = len(w.out)
	w.out = append(w.out, Origin{Value: v, Block: at, Shared: shared})
}

// maxClosureDepth bounds how deeply nested closures closureStores looks
// into: a closure, and closures it makes, three levels in all.
const maxClosureDepth = 3

// closureStores returns the stores to local variable a, made by the
// closures that capture it (and by the closures those capture it into),
// that can come before load: the closure is made where control can go on
// to the load (a retry closure made after an err check does not reach
// it), and a deferred closure runs only at the function's end, so its
// stores reach only a load after the deferred calls have run (the named
// result a return reads) or in the recover block.
func closureStores(a *ssa.Alloc, load *ssa.UnOp) []*ssa.Store {
	var out []*ssa.Store
	var visit func(v ssa.Value, depth int, top bool)
	visit = func(v ssa.Value, depth int, top bool) {
		if depth >= maxClosureDepth {
			return
		}
		for _, r := range Refs(v) {
			mc, ok := r.(*ssa.MakeClosure)
			if !ok {
				continue
			}
			fn, ok := mc.Fn.(*ssa.Function)
			if !ok || top && !closureBefore(mc, load) {
				continue
			}
			for i, b := range mc.Bindings {
				if b != v || i >= len(fn.FreeVars) {
					continue
				}
				fv := fn.FreeVars[i]
				for _, fr := range Refs(fv) {
					if st, ok := fr.(*ssa.Store); ok && st.Addr == fv {
						out = append(out, st)
					}
				}
				visit(fv, depth+1, false)
			}
		}
	}
	visit(a, 0, true)
	return out
}

// closureBefore reports whether closure mc, made in load's function, can
// run before load: deferred, only when load follows a RunDefers in its
// block or is in the recover block; otherwise when control can go from
// where mc is made to load.
func closureBefore(mc *ssa.MakeClosure, load *ssa.UnOp) bool {
	lb := load.Block()
	if mc.Block() == nil || lb == nil || mc.Parent() != load.Parent() {
		return false
	}
	for _, r := range Refs(mc) {
		if d, ok := r.(*ssa.Defer); ok && d.Call.Value == ssa.Value(mc) {
			if lb == load.Parent().Recover {
				return true
			}
			for _, in := range lb.Instrs {
				if in == ssa.Instruction(load) {
					return false
				}
				if _, ok := in.(*ssa.RunDefers); ok {
					return true
				}
			}
			return false
		}
	}
	if mc.Block() == lb {
		for _, in := range lb.Instrs {
			switch in {
			case ssa.Instruction(mc):
				return true
			case ssa.Instruction(load):
				// The load comes first in the block: only a loop back
				// to the block brings mc's stores to it.
				return reachesFrom(lb.Succs, lb)
			}
		}
		return false
	}
	return reachesFrom([]*ssa.BasicBlock{mc.Block()}, lb)
}

// reachesFrom reports whether control from the blocks from can reach to.
func reachesFrom(from []*ssa.BasicBlock, to *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{}
	work := append([]*ssa.BasicBlock(nil), from...)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == to {
			return true
		}
		if seen[b] {
			continue
		}
		seen[b] = true
		work = append(work, b.Succs...)
	}
	return false
}

// Escapes reports whether the address of local variable a is used other
// than to load and store the variable in its own function: captured by
// a closure, given to a call, stored, converted. Code this function does
// not show may then store to the variable between two of its loads (a
// closure called through a helper, sync.Once.Do, a goroutine waited for,
// fill(&err)).
func Escapes(a *ssa.Alloc) bool {
	for _, r := range Refs(a) {
		switch x := r.(type) {
		case *ssa.UnOp:
			if x.Op == token.MUL && x.X == a {
				continue
			}
		case *ssa.Store:
			if x.Addr == a && x.Val != a {
				continue
			}
		case *ssa.DebugRef:
			continue
		}
		return true
	}
	return false
}

// localAddr returns the Alloc a load reads, when the load is of a local
// variable (including one captured by a closure of this function) that is
// only ever stored whole. A struct or array written field by field
// (out := T{Name: n}, then return out) is its own origin: its stores do
// not go through the Alloc, so the variable's zero value would wrongly
// appear to reach the load.
func localAddr(u *ssa.UnOp) *ssa.Alloc {
	if u.Op != token.MUL {
		return nil
	}
	a, ok := u.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	for _, r := range Refs(a) {
		switch r.(type) {
		case *ssa.FieldAddr, *ssa.IndexAddr:
			return nil
		}
	}
	return a
}

func blockOf(v ssa.Value) *ssa.BasicBlock {
	if i, ok := v.(ssa.Instruction); ok {
		return i.Block()
	}
	return nil
}

// ReachingStores returns the stores to alloc that can reach instruction
// use (a load or call in the same function) without an intervening store
// to alloc, searching backwards through predecessors, and whether the
// variable's zero value can reach it (a path from the allocation with no
// store). Stores made by closures through a captured pointer are not
// seen; callers that care look for them with CapturedStores.
func ReachingStores(alloc *ssa.Alloc, use ssa.Instruction) (stores []*ssa.Store, zero bool) {
	var out []*ssa.Store
	seen := map[*ssa.BasicBlock]bool{}
	var fromBlock func(b *ssa.BasicBlock, upto int)
	fromBlock = func(b *ssa.BasicBlock, upto int) {
		for i := upto - 1; i >= 0; i-- {
			if s, ok := b.Instrs[i].(*ssa.Store); ok && s.Addr == alloc {
				out = append(out, s)
				return
			}
			if b.Instrs[i] == alloc {
				zero = true
				return
			}
		}
		for _, p := range b.Preds {
			if !seen[p] {
				seen[p] = true
				fromBlock(p, len(p.Instrs))
			}
		}
	}
	b := use.Block()
	idx := 0
	for i, in := range b.Instrs {
		if in == use {
			idx = i
			break
		}
	}
	fromBlock(b, idx)
	return out, zero
}

// CapturedStores returns the stores made through alloc by closures that
// capture it: the values a deferred recover handler assigns to a named
// result, for example.
func CapturedStores(alloc *ssa.Alloc) []*ssa.Store {
	var out []*ssa.Store
	for _, ref := range Refs(alloc) {
		mc, ok := ref.(*ssa.MakeClosure)
		if !ok {
			continue
		}
		fn := mc.Fn.(*ssa.Function)
		for i, b := range mc.Bindings {
			if b != alloc || i >= len(fn.FreeVars) {
				continue
			}
			fv := fn.FreeVars[i]
			for _, r := range Refs(fv) {
				if s, ok := r.(*ssa.Store); ok && s.Addr == fv {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// IsNilConst reports whether v is the constant nil.
func IsNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}

// CallOf returns the call that defines v: v itself, or the call whose
// tuple v extracts from, and the result index (0 for a single result).
func CallOf(v ssa.Value) (*ssa.Call, int) {
	switch x := v.(type) {
	case *ssa.Call:
		return x, 0
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); ok {
			return c, x.Index
		}
	}
	return nil, 0
}

// StaticFunc returns the *types.Func a call statically calls, including
// interface method calls (the abstract method) and calls of generic
// instantiations (the origin), or nil.
func StaticFunc(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return c.Method
	}
	switch f := c.Value.(type) {
	case *ssa.Function:
		if obj, ok := f.Object().(*types.Func); ok {
			return obj.Origin()
		}
		if f.Origin() != nil {
			if obj, ok := f.Origin().Object().(*types.Func); ok {
				return obj
			}
		}
	case *ssa.MakeClosure:
		if fn, ok := f.Fn.(*ssa.Function); ok {
			if obj, ok := fn.Object().(*types.Func); ok {
				return obj.Origin()
			}
		}
	}
	return nil
}

// Args returns a call's arguments without the receiver of a static method
// call, so that index i is the i-th declared parameter in both call modes.
func Args(c *ssa.CallCommon) []ssa.Value {
	if c.IsInvoke() {
		return c.Args
	}
	if fn, ok := c.Value.(*ssa.Function); ok && fn.Signature.Recv() != nil && len(c.Args) > 0 {
		return c.Args[1:]
	}
	return c.Args
}

// VariadicValues returns the values stored into the slice a variadic call
// built for its ... parameter (new [n]T (varargs); stores; slice), or nil
// when v is not such a slice.
func VariadicValues(v ssa.Value) []ssa.Value {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil
	}
	arr, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var out []ssa.Value
	for _, r := range Refs(arr) {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, rr := range Refs(ia) {
			if s, ok := rr.(*ssa.Store); ok && s.Addr == ia {
				out = append(out, s.Val)
			}
		}
	}
	return out
}

// Refs returns v's referrers, or nil for values that do not track them
// (globals, constants, functions).
func Refs(v ssa.Value) []ssa.Instruction {
	if r := v.Referrers(); r != nil {
		return *r
	}
	return nil
}

// StoresTo returns the stores to addr in funcs. Globals do not track their
// referrers, so finding their stores means scanning the package: a caller
// that asks for the stores to globals more than once should hold a
// StoreIndex instead.
func StoresTo(addr ssa.Value, funcs []*ssa.Function) []*ssa.Store {
	if _, ok := addr.(*ssa.Global); !ok {
		var out []*ssa.Store
		for _, r := range Refs(addr) {
			if s, ok := r.(*ssa.Store); ok && s.Addr == addr {
				out = append(out, s)
			}
		}
		return out
	}
	var out []*ssa.Store
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if s, ok := instr.(*ssa.Store); ok && s.Addr == addr {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// StoreIndex answers StoresTo for one set of functions (a package's, as
// ssabuild lists them) and scans them once, on the first question about a
// global, instead of once per question: with a sentinel error used by
// every handler of a package, the scan per use made the analysis of a
// package quadratic in its number of handlers. A nil *StoreIndex answers
// for no functions. It is safe for concurrent use.
type StoreIndex struct {
	funcs   []*ssa.Function
	once    sync.Once
	globals map[*ssa.Global][]*ssa.Store
}

// NewStoreIndex returns an index of the stores in funcs.
func NewStoreIndex(funcs []*ssa.Function) *StoreIndex {
	return &StoreIndex{funcs: funcs}
}

// StoresTo returns what StoresTo(addr, funcs) returns, in the same order.
func (x *StoreIndex) StoresTo(addr ssa.Value) []*ssa.Store {
	g, ok := addr.(*ssa.Global)
	if !ok || x == nil {
		return StoresTo(addr, nil)
	}
	x.once.Do(func() {
		x.globals = map[*ssa.Global][]*ssa.Store{}
		for _, fn := range x.funcs {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					if s, ok := instr.(*ssa.Store); ok {
						if g, ok := s.Addr.(*ssa.Global); ok {
							x.globals[g] = append(x.globals[g], s)
						}
					}
				}
			}
		}
	})
	return x.globals[g]
}
