package handlers

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
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
// captures, bound method values, fields of this package's struct types
// (every value the package stores in that field), and calls of this
// package's factories, direct or through a function value (their returned
// values). What it cannot see (an interface method, a function of another
// package) it skips.
func (d *discoverer) resolve(v ssa.Value, visit func(target)) {
	d.resolveFrom(v, 0, map[ssa.Value]bool{}, visit, nil)
}

// resolveAll is resolve that also calls ext with each declared function
// of another package (not an SDK's) that v can denote: a function or
// method value, the implementations in sight of an interface method
// value, or a function whose call makes v (a factory). The package that
// declares it judged it (OpenFact); this one says how it is registered.
func (d *discoverer) resolveAll(v ssa.Value, visit func(target), ext func(*types.Func)) {
	d.resolveFrom(v, 0, map[ssa.Value]bool{}, visit, ext)
}

func (d *discoverer) resolveFrom(v ssa.Value, depth0 int, seen map[ssa.Value]bool, visit func(target), ext func(*types.Func)) {
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
			} else if ext != nil {
				for _, obj := range d.externalFuncs(x) {
					ext(obj)
				}
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
				if fa, ok := x.X.(*ssa.FieldAddr); ok {
					for _, s := range d.fieldStores(fa.X.Type(), fa.Field) {
						walk(s, depth+1)
					}
				}
			}
		case *ssa.Field:
			for _, s := range d.fieldStores(x.X.Type(), x.Field) {
				walk(s, depth+1)
			}
		case *ssa.Alloc:
			for _, s := range d.stored(x) {
				walk(s, depth+1)
			}
		case *ssa.Call:
			d.walkReturns(x, 0, depth, seen, func(r ssa.Value) { walk(r, depth+1) })
			d.externalFactory(x, ext)
		case *ssa.Extract:
			if c, ok := x.Tuple.(*ssa.Call); ok {
				d.walkReturns(c, x.Index, depth, seen, func(r ssa.Value) { walk(r, depth+1) })
				d.externalFactory(c, ext)
			}
		}
	}
	walk(v, depth0)
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
// at index i: the static callee's, or those of every function of the
// package the called function value can denote (a factory kept in a
// struct field).
func (d *discoverer) walkReturns(c *ssa.Call, i, depth int, seen map[ssa.Value]bool, visit func(ssa.Value)) {
	g := c.Call.StaticCallee()
	if g == nil {
		if c.Call.IsInvoke() || depth >= maxResolveDepth {
			return
		}
		d.resolveFrom(c.Call.Value, depth+1, seen, func(t target) {
			if t.fn != nil {
				d.funcReturns(t.fn, i, visit)
			}
		}, nil)
		return
	}
	d.funcReturns(g, i, visit)
}

// funcReturns visits the values g, a function of this package, returns at
// index i.
func (d *discoverer) funcReturns(g *ssa.Function, i int, visit func(ssa.Value)) {
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
		for _, s := range d.stores.StoresTo(addr) {
			out = append(out, s.Val)
		}
		return out
	}
	return nil
}

// fieldKey names a field of one of the package's named struct types.
type fieldKey struct {
	obj   *types.TypeName
	field int
}

func keyOf(t types.Type, field int) (fieldKey, bool) {
	n, ok := types.Unalias(deref(t)).(*types.Named)
	if !ok {
		return fieldKey{}, false
	}
	return fieldKey{n.Origin().Obj(), field}, true
}

// fieldStores returns every value this package stores in the field of
// struct type t (or *t), in composite literals or assignments, in any
// value of that type: the resolution is by field, not by object.
func (d *discoverer) fieldStores(t types.Type, field int) []ssa.Value {
	k, ok := keyOf(t, field)
	if !ok {
		return nil
	}
	if d.fields == nil {
		d.fields = map[fieldKey][]ssa.Value{}
		for _, fn := range d.res.Funcs {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					st, ok := instr.(*ssa.Store)
					if !ok {
						continue
					}
					fa, ok := st.Addr.(*ssa.FieldAddr)
					if !ok {
						continue
					}
					if _, isSig := st.Val.Type().Underlying().(*types.Signature); !isSig {
						continue
					}
					if fk, ok := keyOf(fa.X.Type(), fa.Field); ok {
						d.fields[fk] = append(d.fields[fk], st.Val)
					}
				}
			}
		}
	}
	return d.fields[k]
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
// function-typed parameters it calls and whose errors it turns into
// isError results (a converting middleware or adapter):
//
//	res, err := next(ctx, req)
//	if err != nil {
//		return mcp.NewToolResultError(err.Error()), nil
//	}
//
// including adapters that call the parameter through reflection
// (reflect.ValueOf(fn).Call, as mcp-grafana's ConvertTool does). A
// parameter whose error is also returned as an error anywhere is not
// converted.
func (d *discoverer) summarizeConversions() {
	d.calledFuncParams(func(prm *ssa.Parameter, calls []invocation) {
		var sdk sdkmodel.SDK
		for _, mw := range d.m.Middleware {
			if mw.Next.Name != "" && mw.Next.Match(prm.Type()) {
				sdk = mw.SDK // a method-level middleware's next
			}
		}
		for _, c := range calls {
			if !converts(c) {
				return
			}
			if h := KindOf(d.m, c.call.Parent().Signature); h != nil {
				sdk = h.SDK
			}
		}
		if sdk != "" {
			u := d.summaryUse(prm)
			u.Converts, u.SDK = true, sdk
		}
	})
}

// calledFuncParams calls f with every parameter of the package's
// functions that is a function returning an error and is called, and its
// calls: the candidates for a middleware's next handler, which the
// summaries above judge by what the calls do with it.
func (d *discoverer) calledFuncParams(f func(prm *ssa.Parameter, calls []invocation)) {
	for _, fn := range d.res.Funcs {
		for _, prm := range fn.Params {
			sig, ok := prm.Type().Underlying().(*types.Signature)
			if !ok || !returnsError(sig) {
				continue
			}
			if calls := d.callsOf(prm); len(calls) > 0 {
				f(prm, calls)
			}
		}
	}
}

// returnsError reports whether sig's last result is an error.
func returnsError(sig *types.Signature) bool {
	n := sig.Results().Len()
	return n > 0 && typeinfo.IsErrorType(sig.Results().At(n-1).Type())
}

// invocation is a call of a function value: a plain call, or one through
// reflect.Value.Call.
type invocation struct {
	call    *ssa.Call
	reflect bool
}

// callsOf returns the calls of function value v, following it into
// variables and closures of this package and through reflect.ValueOf.
func (d *discoverer) callsOf(v ssa.Value) []invocation {
	var out []invocation
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value, refl bool)
	walk = func(v ssa.Value, refl bool) {
		if seen[v] {
			return
		}
		seen[v] = true
		for _, r := range flow.Refs(v) {
			switch r := r.(type) {
			case *ssa.Call:
				switch {
				case !refl && r.Call.Value == v:
					out = append(out, invocation{call: r})
				case refl && isReflect(r, "Value", "Call") && len(r.Call.Args) > 0 && r.Call.Args[0] == v:
					out = append(out, invocation{call: r, reflect: true})
				case !refl && isReflect(r, "", "ValueOf"):
					walk(r, true)
				}
			case *ssa.MakeInterface:
				if !refl {
					walk(r, false) // an argument of reflect.ValueOf
				}
			case *ssa.Store:
				if r.Val == v {
					walk(r.Addr, refl)
				}
			case *ssa.UnOp:
				if r.Op == token.MUL && r.X == v {
					walk(r, refl)
				}
			case *ssa.ChangeType:
				walk(r, refl)
			case *ssa.MakeClosure:
				fn := r.Fn.(*ssa.Function)
				for i, b := range r.Bindings {
					if b == v && i < len(fn.FreeVars) {
						walk(fn.FreeVars[i], refl)
					}
				}
			}
		}
	}
	walk(v, false)
	return out
}

// isReflect reports whether call calls reflect's function name, or the
// method name of reflect type recv.
func isReflect(call *ssa.Call, recv, name string) bool {
	obj := flow.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "reflect" || obj.Name() != name {
		return false
	}
	sig := obj.Type().(*types.Signature)
	if recv == "" {
		return sig.Recv() == nil
	}
	return sig.Recv() != nil && types.TypeString(deref(sig.Recv().Type()), nil) == "reflect."+recv
}

// errorsOf returns the values that carry the error an invocation returns:
// the extract of its last result, or, through reflection, the
// out[i].Interface().(error) assertion and the variables it is stored in.
func errorsOf(inv invocation) []ssa.Value {
	var out []ssa.Value
	if !inv.reflect {
		tuple, ok := inv.call.Type().(*types.Tuple)
		if !ok || tuple.Len() < 2 {
			return nil
		}
		for _, r := range flow.Refs(inv.call) {
			if x, ok := r.(*ssa.Extract); ok && x.Index == tuple.Len()-1 {
				out = append(out, x)
			}
		}
		return out
	}
	// out := v.Call(args); e, ok := out[1].Interface().(error)
	for _, r := range flow.Refs(inv.call) {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, rr := range flow.Refs(ia) {
			ld, ok := rr.(*ssa.UnOp)
			if !ok {
				continue
			}
			for _, c := range flow.Refs(ld) {
				call, ok := c.(*ssa.Call)
				if !ok || !isReflect(call, "Value", "Interface") {
					continue
				}
				for _, ta := range flow.Refs(call) {
					t, ok := ta.(*ssa.TypeAssert)
					if !ok || !typeinfo.IsErrorType(t.AssertedType) {
						continue
					}
					vals := []ssa.Value{t}
					if t.CommaOk {
						vals = nil
						for _, x := range flow.Refs(t) {
							if e, ok := x.(*ssa.Extract); ok && e.Index == 0 {
								vals = append(vals, e)
							}
						}
					}
					for _, v := range vals {
						out = append(out, v)
						for _, p := range flow.Refs(v) {
							if phi, ok := p.(*ssa.Phi); ok {
								out = append(out, phi)
							}
						}
					}
				}
			}
		}
	}
	return out
}

// converts reports whether the error an invocation returns is turned into
// an isError result: never returned as an error, and some return in a
// block where it is known non-nil returns a nil error.
func converts(inv invocation) bool {
	errVals := errorsOf(inv)
	if len(errVals) == 0 {
		return false
	}
	fn := inv.call.Parent()
	converted := false
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) < 2 {
			continue
		}
		// With defer, results are stored and loaded back: look through.
		lastOrigins := flow.Origins(ret.Results[len(ret.Results)-1], b)
		returnsNil := len(lastOrigins) > 0
		for _, o := range lastOrigins {
			returnsNil = returnsNil && flow.IsNilConst(o.Value)
		}
		for _, errVal := range errVals {
			for _, o := range lastOrigins {
				if o.Value == errVal && flow.NilAt(errVal, o.Block) != flow.IsNil {
					return false // passed through
				}
			}
			if returnsNil && flow.NilAt(errVal, b) == flow.NonNil {
				converted = true
			}
		}
	}
	return converted
}
