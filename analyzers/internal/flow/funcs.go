package flow

import (
	"iter"

	"golang.org/x/tools/go/ssa"
)

// ParamIndex returns p's index among its function's declared
// parameters, the receiver not counted (as Args counts arguments), or -1
// for the receiver.
func ParamIndex(p *ssa.Parameter) int {
	fn := p.Parent()
	for i, q := range fn.Params {
		if q == p {
			if fn.Signature.Recv() != nil {
				return i - 1
			}
			return i
		}
	}
	return -1
}

// Bindings returns the values the closures of fv's function bind to free
// variable fv, found in the enclosing function that makes them.
func Bindings(fv *ssa.FreeVar) []ssa.Value {
	fn := fv.Parent()
	idx := -1
	for i, f := range fn.FreeVars {
		if f == fv {
			idx = i
		}
	}
	if idx < 0 || fn.Parent() == nil {
		return nil
	}
	var out []ssa.Value
	for _, b := range fn.Parent().Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && idx < len(mc.Bindings) {
				out = append(out, mc.Bindings[idx])
			}
		}
	}
	return out
}

// Returns returns fn's return instructions, without the one of the
// recover block, which returns what a deferred function set after a
// panic and has no return statement.
func Returns(fn *ssa.Function) []*ssa.Return {
	var out []*ssa.Return
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 || b == fn.Recover {
			continue
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			out = append(out, ret)
		}
	}
	return out
}

// Callee returns the function whose call defines v, as declared (the
// generic function for an instantiation), and the index of v among its
// results; nil for a value that no static call defines.
func Callee(v ssa.Value) (*ssa.Function, int) {
	call, idx := CallOf(v)
	if call == nil {
		return nil, 0
	}
	fn := call.Call.StaticCallee()
	if fn == nil {
		return nil, 0
	}
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	return fn, idx
}

// Calls yields the calls of fn's body, in block order (go's range over
// fn.Blocks and their instructions, keeping the *ssa.Call ones).
func Calls(fn *ssa.Function) iter.Seq[*ssa.Call] {
	return func(yield func(*ssa.Call) bool) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if call, ok := instr.(*ssa.Call); ok && !yield(call) {
					return
				}
			}
		}
	}
}

// EveryCall reports whether v has at least one definition (Origins from
// block b, nil for all) and every one is a result of a call for which ok
// holds: a server value every path gets from a constructor, a result
// every path builds with a flagging one.
func EveryCall(v ssa.Value, b *ssa.BasicBlock, ok func(*ssa.Call) bool) bool {
	origins := Origins(v, b)
	if len(origins) == 0 {
		return false
	}
	for _, o := range origins {
		call, _ := CallOf(o.Value)
		if call == nil || !ok(call) {
			return false
		}
	}
	return true
}

// EveryReturn reports whether fn returns at least once and ok holds for
// every definition (Origins) of its result i on every return, the recover
// block's included: after a recovered panic fn returns what its named
// results hold.
func EveryReturn(fn *ssa.Function, i int, ok func(Origin) bool) bool {
	any := false
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, isRet := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !isRet {
			continue
		}
		if i >= len(ret.Results) {
			return false
		}
		for _, o := range Origins(ret.Results[i], ret.Block()) {
			if !ok(o) {
				return false
			}
		}
		any = true
	}
	return any
}
