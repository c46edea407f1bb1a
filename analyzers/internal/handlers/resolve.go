package handlers

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// target is what a handler value denotes: a function of this package with
// a body, or a parameter of one (the handler comes from the caller).
type target struct {
	fn    *ssa.Function
	param *ssa.Parameter
}

// maxResolveDepth bounds how many factories and variables resolve looks
// through; real servers need two or three.
const maxResolveDepth = 6

// resolve calls visit for each function or parameter v can denote. It
// looks through conversions, φ-nodes, local and package variables, closure
// captures, bound method values, and calls of this package's factories
// (their returned values). What it cannot see (a field of a struct passed
// in, an interface method, a function of another package) it skips.
func (d *discoverer) resolve(v ssa.Value, visit func(target)) {
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if v == nil || seen[v] || depth > maxResolveDepth {
			return
		}
		seen[v] = true
		switch x := v.(type) {
		case *ssa.Function:
			if fn := d.sourceFunc(x); fn != nil {
				visit(target{fn: fn})
			}
		case *ssa.MakeClosure:
			walk(x.Fn, depth)
		case *ssa.ChangeType:
			walk(x.X, depth)
		case *ssa.MakeInterface:
			walk(x.X, depth)
		case *ssa.ChangeInterface:
			walk(x.X, depth)
		case *ssa.TypeAssert:
			walk(x.X, depth)
		case *ssa.Phi:
			for _, e := range x.Edges {
				walk(e, depth)
			}
		case *ssa.Parameter:
			if x.Parent() != nil && x.Parent().Pkg == d.res.SSA {
				visit(target{param: x})
			}
		case *ssa.FreeVar:
			for _, b := range flow.Bindings(x) {
				walk(b, depth+1)
			}
		case *ssa.UnOp:
			if x.Op == token.MUL {
				for _, s := range d.stored(x.X) {
					walk(s, depth+1)
				}
			}
		case *ssa.Alloc:
			for _, s := range d.stored(x) {
				walk(s, depth+1)
			}
		case *ssa.Call:
			d.walkReturns(x, 0, func(r ssa.Value) { walk(r, depth+1) })
		case *ssa.Extract:
			if c, ok := x.Tuple.(*ssa.Call); ok {
				d.walkReturns(c, x.Index, func(r ssa.Value) { walk(r, depth+1) })
			}
		}
	}
	walk(v, 0)
}

// sourceFunc maps a function value to the declared function with a body:
// bound method wrappers and method thunks to their method.
func (d *discoverer) sourceFunc(fn *ssa.Function) *ssa.Function {
	if fn.Synthetic != "" {
		obj, ok := fn.Object().(*types.Func)
		if !ok {
			return nil
		}
		fn = d.res.SSA.Prog.FuncValue(obj)
		if fn == nil {
			return nil
		}
	}
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg != d.res.SSA || fn.Syntax() == nil {
		return nil
	}
	return fn
}

// walkReturns visits the values a call of a same-package function returns
// at index i.
func (d *discoverer) walkReturns(c *ssa.Call, i int, visit func(ssa.Value)) {
	g := c.Call.StaticCallee()
	if g == nil {
		return
	}
	if g.Origin() != nil {
		g = g.Origin()
	}
	if g.Pkg != d.res.SSA {
		return
	}
	for _, b := range g.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && i < len(ret.Results) {
			visit(ret.Results[i])
		}
	}
}

// stored returns every value stored at addr: a local, a captured
// variable (through the closure's binding), or a package variable.
func (d *discoverer) stored(addr ssa.Value) []ssa.Value {
	switch a := addr.(type) {
	case *ssa.FreeVar:
		var out []ssa.Value
		for _, b := range flow.Bindings(a) {
			out = append(out, d.stored(b)...)
		}
		return out
	case *ssa.Alloc, *ssa.Global:
		var out []ssa.Value
		for _, s := range flow.StoresTo(addr, d.res.Funcs) {
			out = append(out, s.Val)
		}
		return out
	}
	return nil
}

// isMiddlewareClosure reports whether fn is a handler-shaped closure made
// by a function that takes a handler: the handler a middleware returns.
func (d *discoverer) isMiddlewareClosure(fn *ssa.Function) bool {
	p := fn.Parent()
	if p == nil {
		return false
	}
	for _, prm := range p.Params {
		if sig, ok := prm.Type().Underlying().(*types.Signature); ok && d.anyShape(sig) {
			return true
		}
	}
	return false
}

// anyShape reports whether sig is the signature of any kind of handler.
func (d *discoverer) anyShape(sig *types.Signature) bool {
	for _, h := range d.m.Handlers {
		if shapeMatches(h, sig) {
			return true
		}
	}
	return false
}

// summarizeConversions finds, for every function of the package, the
// handler-typed parameters it calls and whose errors it turns into isError
// results (a converting middleware or adapter):
//
//	res, err := next(ctx, req)
//	if err != nil {
//		return mcp.NewToolResultError(err.Error()), nil
//	}
//
// A parameter whose error is also returned as an error anywhere is not
// converted.
func (d *discoverer) summarizeConversions() {
	for _, fn := range d.res.Funcs {
		for _, prm := range fn.Params {
			sig, ok := prm.Type().Underlying().(*types.Signature)
			if !ok || !d.anyShape(sig) {
				continue
			}
			calls := d.callsOf(prm)
			if len(calls) == 0 {
				continue
			}
			all := true
			for _, c := range calls {
				if !converts(c) {
					all = false
					break
				}
			}
			if all {
				s := d.summaries[fn]
				if s == nil {
					s = &ParamFact{}
					d.summaries[fn] = s
				}
				s.use(flow.ParamIndex(prm)).Converts = true
			}
		}
	}
}

// callsOf returns the calls of function value v, following it into
// variables and closures of this package.
func (d *discoverer) callsOf(v ssa.Value) []*ssa.Call {
	var out []*ssa.Call
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		if seen[v] {
			return
		}
		seen[v] = true
		refs := v.Referrers()
		if refs == nil {
			return
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.Call:
				if r.Call.Value == v {
					out = append(out, r)
				}
			case *ssa.Store:
				if r.Val == v {
					walk(r.Addr)
				}
			case *ssa.UnOp:
				if r.Op == token.MUL && r.X == v {
					walk(r)
				}
			case *ssa.ChangeType:
				walk(r)
			case *ssa.MakeClosure:
				fn := r.Fn.(*ssa.Function)
				for i, b := range r.Bindings {
					if b == v && i < len(fn.FreeVars) {
						walk(fn.FreeVars[i])
					}
				}
			}
		}
	}
	walk(v)
	return out
}

// converts reports whether the error a handler call returns is turned
// into an isError result: never returned as an error, and some return in
// a block where it is known non-nil returns a nil error.
func converts(c *ssa.Call) bool {
	tuple, ok := c.Type().(*types.Tuple)
	if !ok || tuple.Len() < 2 {
		return false
	}
	errIdx := tuple.Len() - 1
	var errVal ssa.Value
	for _, r := range flow.Refs(c) {
		if x, ok := r.(*ssa.Extract); ok && x.Index == errIdx {
			errVal = x
		}
	}
	if errVal == nil {
		return false
	}
	fn := c.Parent()
	converted := false
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) < 2 {
			continue
		}
		last := ret.Results[len(ret.Results)-1]
		for _, o := range flow.Origins(last, b) {
			if o.Value == errVal && flow.NilAt(errVal, o.Block) != flow.IsNil {
				return false // passed through
			}
		}
		if flow.IsNilConst(last) && flow.NilAt(errVal, b) == flow.NonNil {
			converted = true
		}
	}
	return converted
}
