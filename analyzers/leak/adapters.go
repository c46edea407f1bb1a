package leak

import (
	"fmt"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// AdapterFact is exported for a function that shows, in a tool handler
// it builds, the text of the error a function passed to it returns.
// mcp-grafana's ConvertTool calls its tool function through
// reflect.Value.Call and puts the error's Error() into an isError result;
// its MustTool passes its own parameter on to ConvertTool. The leak
// analyzer checks the functions passed at each call as if they were
// handlers returning to that sink.
type AdapterFact struct {
	Params []AdaptedParam
}

// AdaptedParam is a function parameter whose error reaches Sink.
type AdaptedParam struct {
	Index int
	// Sink names where the error's text goes: "the isError result text".
	Sink string
}

func (*AdapterFact) AFact() {}

func (f *AdapterFact) String() string {
	var parts []string
	for _, p := range f.Params {
		parts = append(parts, fmt.Sprintf("param %d: %s", p.Index, p.Sink))
	}
	return "shows errors of " + strings.Join(parts, "; ")
}

// adapters are this package's adapter functions, by function, with the
// sink of each adapted parameter index.
type adapters map[*ssa.Function]map[int]string

func (a adapters) add(fn *ssa.Function, i int, sink string) bool {
	if a[fn] == nil {
		a[fn] = map[int]string{}
	}
	if _, ok := a[fn][i]; ok {
		return false
	}
	a[fn][i] = sink
	return true
}

// maxAdapterWalk bounds the walk from a shown error back to the
// function parameter that returned it.
const maxAdapterWalk = 12

// noteAdapted records, when hole v is the error of a call of a function
// parameter (directly, or through reflect.ValueOf(p).Call), that the
// parameter's function is an adapter for sink.
func (c *checker) noteAdapted(v ssa.Value, sink string) {
	if !isError(v.Type()) {
		return
	}
	if p := calledParam(v, 0); p != nil {
		if i := flow.ParamIndex(p); i >= 0 {
			c.adapters.add(p.Parent(), i, sink)
		}
	}
}

// calledParam returns the function-typed parameter whose call's error v
// is, or nil: the call's error result, or an element of
// reflect.ValueOf(p).Call's results unwrapped with Interface and asserted
// to error.
func calledParam(v ssa.Value, depth int) *ssa.Parameter {
	if depth > maxAdapterWalk {
		return nil
	}
	for _, o := range flow.Origins(v, nil) {
		var p *ssa.Parameter
		switch x := o.Value.(type) {
		case *ssa.Extract:
			switch t := x.Tuple.(type) {
			case *ssa.Call:
				p = calledBy(t, depth)
			case *ssa.TypeAssert:
				p = calledParam(t.X, depth+1)
			}
		case *ssa.TypeAssert:
			p = calledParam(x.X, depth+1)
		case *ssa.Call:
			p = calledBy(x, depth)
		case *ssa.UnOp:
			if ia, ok := x.X.(*ssa.IndexAddr); ok && x.Op == token.MUL {
				p = calledParam(ia.X, depth+1)
			}
		case *ssa.Index:
			p = calledParam(x.X, depth+1)
		case *ssa.MakeInterface:
			p = calledParam(x.X, depth+1)
		}
		if p != nil {
			return p
		}
	}
	return nil
}

// calledBy returns the function parameter call calls, directly or with
// reflect.Value.Call, or, for reflect.Value.Interface and Elem, the one
// whose result the receiver is.
func calledBy(call *ssa.Call, depth int) *ssa.Parameter {
	if p := funcParam(call.Call.Value, depth+1); p != nil {
		return p
	}
	obj := flow.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "reflect" || len(call.Call.Args) == 0 {
		return nil
	}
	recv := call.Call.Args[0]
	switch obj.Name() {
	case "Call", "CallSlice":
		return funcParam(recv, depth+1)
	case "Interface", "Elem":
		return calledParam(recv, depth+1)
	}
	return nil
}

// funcParam returns the function-typed parameter v denotes, looking
// through conversions, reflect.ValueOf and variables captured by
// closures.
func funcParam(v ssa.Value, depth int) *ssa.Parameter {
	if depth > maxAdapterWalk {
		return nil
	}
	for _, o := range flow.Origins(v, nil) {
		switch x := o.Value.(type) {
		case *ssa.Parameter:
			if _, ok := x.Type().Underlying().(*types.Signature); ok {
				return x
			}
		case *ssa.MakeInterface:
			return funcParam(x.X, depth+1)
		case *ssa.Call:
			// reflect.ValueOf(p)
			if obj := flow.StaticFunc(x.Common()); obj != nil && obj.Pkg() != nil &&
				obj.Pkg().Path() == "reflect" && obj.Name() == "ValueOf" && len(x.Call.Args) == 1 {
				return funcParam(x.Call.Args[0], depth+1)
			}
		case *ssa.FreeVar:
			for _, b := range flow.Bindings(x) {
				if p := funcParam(b, depth+1); p != nil {
					return p
				}
			}
		case *ssa.UnOp:
			if fv, ok := x.X.(*ssa.FreeVar); ok && x.Op == token.MUL {
				for _, b := range flow.Bindings(fv) {
					for _, s := range flow.StoresTo(b, nil) {
						if p := funcParam(s.Val, depth+1); p != nil {
							return p
						}
					}
				}
			}
		}
	}
	return nil
}

// adaptedAt returns the adapted parameters of the function a call calls:
// this package's, or from its fact.
func (c *checker) adaptedAt(common *ssa.CallCommon) map[int]string {
	if callee := common.StaticCallee(); callee != nil {
		if callee.Origin() != nil {
			callee = callee.Origin()
		}
		if m := c.adapters[callee]; m != nil {
			return m
		}
	}
	obj := flow.StaticFunc(common)
	var f AdapterFact
	if obj == nil || obj.Pkg() == c.pass.Pkg || !c.pass.ImportObjectFact(obj, &f) {
		return nil
	}
	m := map[int]string{}
	for _, p := range f.Params {
		m[p.Index] = p.Sink
	}
	return m
}

// propagateAdapters makes a function that passes its own function
// parameter to an adapter an adapter too, to a fixpoint, and exports
// the facts.
func (c *checker) propagateAdapters() {
	for changed, n := true, 0; changed && n < 8; n++ {
		changed = false
		c.eachCall(func(fn *ssa.Function, common *ssa.CallCommon) {
			args := flow.Args(common)
			adapted := c.adaptedAt(common)
			for _, i := range sortedKeys(adapted) {
				sink := adapted[i]
				if i >= len(args) {
					continue
				}
				if p := funcParam(args[i], 0); p != nil {
					if j := flow.ParamIndex(p); j >= 0 && c.adapters.add(p.Parent(), j, sink) {
						changed = true
					}
				}
			}
		})
	}
	for fn, m := range c.adapters {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil {
			continue
		}
		f := &AdapterFact{}
		for i, sink := range m {
			f.Params = append(f.Params, AdaptedParam{Index: i, Sink: sink})
		}
		sort.Slice(f.Params, func(a, b int) bool { return f.Params[a].Index < f.Params[b].Index })
		c.pass.ExportObjectFact(obj, f)
	}
}

// sortedKeys returns m's keys in order, so that what is reported does not
// depend on map iteration.
func sortedKeys(m map[int]string) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	return keys
}

// eachCall calls visit for every call in the package's functions.
func (c *checker) eachCall(visit func(fn *ssa.Function, common *ssa.CallCommon)) {
	for _, fn := range c.res.Handlers.Funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if call, ok := instr.(ssa.CallInstruction); ok {
					visit(fn, call.Common())
				}
			}
		}
	}
}

// checkAdapted checks the functions passed to adapters as if they were
// handlers whose returned errors reach the adapter's sink.
func (c *checker) checkAdapted() {
	c.eachCall(func(_ *ssa.Function, common *ssa.CallCommon) {
		adapted := c.adaptedAt(common)
		if len(adapted) == 0 {
			return
		}
		via := "an adapter"
		if obj := flow.StaticFunc(common); obj != nil && obj.Pkg() != nil {
			via = obj.Pkg().Name() + "." + obj.Name()
		}
		args := flow.Args(common)
		for _, i := range sortedKeys(adapted) {
			if i >= len(args) {
				continue
			}
			for _, g := range c.funcsOf(args[i]) {
				c.checkAdaptedFunc(g, adapted[i]+" (through "+via+")")
			}
		}
	})
}

// funcsOf returns the functions of this package with a body that v, a
// function value, can be.
func (c *checker) funcsOf(v ssa.Value) []*ssa.Function {
	var out []*ssa.Function
	for _, o := range flow.Origins(v, nil) {
		switch x := o.Value.(type) {
		case *ssa.Function:
			out = append(out, x)
		case *ssa.MakeClosure:
			if fn, ok := x.Fn.(*ssa.Function); ok {
				out = append(out, fn)
			}
		case *ssa.MakeInterface:
			out = append(out, c.funcsOf(x.X)...)
		}
	}
	var res []*ssa.Function
	for _, fn := range out {
		if fn.Synthetic != "" {
			if obj, ok := fn.Object().(*types.Func); ok {
				fn = c.res.Handlers.SSA.Prog.FuncValue(obj)
			}
		}
		if fn != nil && fn.Origin() != nil {
			fn = fn.Origin()
		}
		if fn != nil && fn.Pkg == c.res.Handlers.SSA && fn.Blocks != nil && c.isUserCode(fn) {
			res = append(res, fn)
		}
	}
	return res
}

// checkAdaptedFunc judges the errors g returns as texts reaching what.
func (c *checker) checkAdaptedFunc(g *ssa.Function, what string) {
	res := g.Signature.Results()
	if res.Len() == 0 || !isError(res.At(res.Len()-1).Type()) {
		return
	}
	idx := res.Len() - 1
	for _, ret := range flow.Returns(g) {
		if idx >= len(ret.Results) {
			continue
		}
		for _, o := range flow.Origins(ret.Results[idx], ret.Block()) {
			if flow.IsNilConst(o.Value) || flow.NilAt(o.Value, o.Block) == flow.IsNil {
				continue
			}
			c.judge(&sink{what: what, text: textval.Error(o.Value), owner: g, failure: true, params: true, pos: ret.Pos()})
		}
	}
}
