package errorigin

import (
	"go/constant"
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
)

// Classifier classifies error and string values of one package. It
// memoizes per function and is not safe for concurrent use.
type Classifier struct {
	pass   *analysis.Pass
	model  *sdkmodel.Model
	module string
	ssa    *ssa.Package
	funcs  []*ssa.Function
	stores *flow.StoreIndex // of funcs
	memo   map[funcKey]Origin
	// active holds the values being classified, to cut cycles (a string
	// built with + in a loop refers back to itself through a φ-node).
	active map[ssa.Value]bool
}

type funcKey struct {
	fn  *ssa.Function
	idx int
}

// Module is the module the classifier counts as "written here".
func (c *Classifier) Module() string { return c.module }

// Error classifies the text of error value v.
func (c *Classifier) Error(v ssa.Value) Origin {
	if c.enter(v) {
		return Origin{Kind: Unknown}
	}
	defer delete(c.active, v)
	var out Origin
	for _, o := range flow.Origins(v, nil) {
		out = out.join(c.errDef(o.Value))
	}
	return out
}

// Text classifies a string value: Foreign when it carries the text of a
// foreign error (err.Error(), a formatted foreign error), Written when it
// is built by the module from constants and values that are not error
// text. A string parameter counts as written: it is an argument, a name or
// an input far more often than an error's text passed down.
func (c *Classifier) Text(v ssa.Value) Origin {
	if c.enter(v) {
		return Origin{Kind: Unknown}
	}
	defer delete(c.active, v)
	var out Origin
	for _, o := range flow.Origins(v, nil) {
		out = out.join(c.textDef(o.Value))
	}
	return out
}

// enter marks v active and reports whether it already was (a cycle).
func (c *Classifier) enter(v ssa.Value) bool {
	if c.active == nil {
		c.active = map[ssa.Value]bool{}
	}
	if c.active[v] {
		return true
	}
	c.active[v] = true
	return false
}

func (c *Classifier) errDef(v ssa.Value) Origin {
	switch x := v.(type) {
	case *ssa.Const:
		if x.IsNil() {
			return Origin{}
		}
		return Origin{Kind: Unknown}
	case *ssa.Call:
		return c.callResult(x, 0)
	case *ssa.Extract:
		switch t := x.Tuple.(type) {
		case *ssa.Call:
			return c.callResult(t, x.Index)
		case *ssa.TypeAssert:
			return c.Error(t.X)
		}
	case *ssa.MakeInterface:
		return c.concrete(x)
	case *ssa.TypeAssert:
		return c.Error(x.X)
	case *ssa.UnOp:
		if g, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL {
			return c.global(g)
		}
	}
	return Origin{Kind: Unknown}
}

func (c *Classifier) textDef(v ssa.Value) Origin {
	switch x := v.(type) {
	case *ssa.Const:
		return Origin{Kind: Written}
	case *ssa.BinOp:
		if x.Op == token.ADD {
			return c.Text(x.X).join(c.Text(x.Y))
		}
		return Origin{Kind: Written}
	case *ssa.Call:
		return c.textCall(x)
	case *ssa.MakeInterface:
		return c.operand(x.X)
	}
	return Origin{Kind: Written}
}

// textCall classifies the string a call returns: the Error method of an
// error, fmt's Sprint family and strings' transformations of their
// operands; anything else is text the module chose to show (a name, a
// count), not error text.
func (c *Classifier) textCall(call *ssa.Call) Origin {
	common := call.Common()
	obj := flow.StaticFunc(common)
	if obj == nil {
		return Origin{Kind: Unknown}
	}
	if obj.Name() == "Error" && isErrorMethod(obj) {
		if common.IsInvoke() {
			return c.Error(common.Value)
		}
		if len(common.Args) == 1 {
			return c.operand(common.Args[0])
		}
	}
	args := flow.Args(common)
	switch pkgPath(obj) {
	case "fmt":
		switch obj.Name() {
		case "Sprintf", "Sprint", "Sprintln", "Errorf":
			return c.operands(args)
		}
	case "strings":
		switch obj.Name() {
		case "TrimSpace", "ToLower", "ToUpper", "Trim", "TrimPrefix", "TrimSuffix", "TrimLeft", "TrimRight",
			"ReplaceAll", "Replace", "Title", "Clone":
			if len(args) > 0 {
				return c.Text(args[0])
			}
		case "Join":
			if len(args) > 0 {
				return c.sliceElems(args[0])
			}
		}
	}
	return Origin{Kind: Written}
}

// operands classifies fmt-style operands: the format (if constant it is
// written), then every value of the ... slice.
func (c *Classifier) operands(args []ssa.Value) Origin {
	out := Origin{Kind: Written}
	for i, a := range args {
		if vs := flow.VariadicValues(a); vs != nil {
			for _, v := range vs {
				out = out.join(c.operand(v))
			}
			continue
		}
		if i == 0 {
			out = out.join(c.Text(a))
		}
	}
	return out
}

// operand classifies one value formatted into text: errors by their
// origin, strings by Text, other values as written.
func (c *Classifier) operand(v ssa.Value) Origin {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.ChangeInterface:
			v = x.X
			continue
		}
		break
	}
	t := v.Type()
	if types.Implements(t, errorType()) {
		if _, isIface := t.Underlying().(*types.Interface); isIface {
			return c.Error(v)
		}
		return c.concreteType(t, v)
	}
	if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return c.Text(v)
	}
	return Origin{Kind: Written}
}

func (c *Classifier) sliceElems(v ssa.Value) Origin {
	out := Origin{Kind: Written}
	for _, e := range flow.VariadicValues(v) {
		out = out.join(c.Text(e))
	}
	return out
}

// callResult classifies result idx of call, an error.
func (c *Classifier) callResult(call *ssa.Call, idx int) Origin {
	common := call.Common()
	obj := flow.StaticFunc(common)
	if obj == nil {
		return Origin{Kind: Unknown}
	}
	path := pkgPath(obj)
	args := flow.Args(common)
	switch {
	case path == "errors" && obj.Name() == "New" && len(args) == 1:
		return c.Text(args[0])
	case path == "fmt" && obj.Name() == "Errorf":
		return c.operands(args)
	case path == "errors" && obj.Name() == "Join" && len(args) == 1:
		out := Origin{}
		for _, e := range flow.VariadicValues(args[0]) {
			out = out.join(c.operand(e))
		}
		return out
	}
	for _, h := range c.model.ArgHelpers {
		if h.Func.Match(obj) {
			return Origin{Kind: SDKHelper}
		}
	}
	if callee := common.StaticCallee(); callee != nil && c.ssa != nil && calleePkg(callee) == c.ssa {
		if callee.Origin() != nil {
			callee = callee.Origin()
		}
		return c.funcResult(callee, idx)
	}
	var f OriginFact
	if c.pass.ImportObjectFact(obj, &f) {
		for _, r := range f.Results {
			if r.Index != idx {
				continue
			}
			o := Origin{Kind: r.Kind, Pkg: r.Pkg, Via: r.Via, Pos: call.Pos()}
			if o.Kind&Written != 0 && !InModule(f.Module, c.module) && f.Module != c.module {
				o.Kind = o.Kind&^Written | Foreign
				o.Pkg, o.Via = path, shortName(obj)
			}
			return o
		}
	}
	if InModule(path, c.module) {
		return Origin{Kind: Unknown}
	}
	return Origin{Kind: Foreign, Pkg: path, Via: shortName(obj), Pos: call.Pos(), Func: obj}
}

func calleePkg(fn *ssa.Function) *ssa.Package {
	if fn.Origin() != nil {
		return fn.Origin().Pkg
	}
	return fn.Pkg
}

// funcResult classifies result idx of a function of this package from its
// return statements.
func (c *Classifier) funcResult(fn *ssa.Function, idx int) Origin {
	k := funcKey{fn, idx}
	if o, ok := c.memo[k]; ok {
		return o
	}
	c.memo[k] = Origin{Kind: Unknown} // recursion
	var out Origin
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || idx >= len(ret.Results) {
			continue
		}
		for _, o := range flow.Origins(ret.Results[idx], b) {
			if flow.NilAt(o.Value, o.Block) == flow.IsNil {
				continue
			}
			out = out.join(c.errDef(o.Value))
		}
	}
	c.memo[k] = out
	return out
}

// concrete classifies an error made by converting a concrete value.
func (c *Classifier) concrete(mi *ssa.MakeInterface) Origin {
	return c.concreteType(mi.X.Type(), mi.X)
}

// concreteType: an error type of the module is written, unless one of its
// error fields was set from foreign text; an SDK's JSON-RPC error built by
// the module carries the module's message; any other type is foreign.
func (c *Classifier) concreteType(t types.Type, v ssa.Value) Origin {
	n, ok := types.Unalias(derefType(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return Origin{Kind: Unknown}
	}
	path := n.Obj().Pkg().Path()
	if c.model.IsSDKPackage(path) && c.constructedHere(v) {
		return c.fieldStores(v)
	}
	if InModule(path, c.module) {
		return c.fieldStores(v)
	}
	return Origin{Kind: Foreign, Pkg: path, Via: n.Obj().Name(), Pos: v.Pos()}
}

// constructedHere reports whether v is a composite literal of this
// function.
func (c *Classifier) constructedHere(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.Alloc:
		return true
	case *ssa.UnOp:
		_, ok := x.X.(*ssa.Alloc)
		return ok
	}
	return false
}

// fieldStores classifies a struct literal by the error and string values
// stored into its fields.
func (c *Classifier) fieldStores(v ssa.Value) Origin {
	alloc, _ := v.(*ssa.Alloc)
	if u, ok := v.(*ssa.UnOp); ok && alloc == nil {
		alloc, _ = u.X.(*ssa.Alloc)
	}
	out := Origin{Kind: Written}
	if alloc == nil {
		st, ok := derefType(v.Type()).Underlying().(*types.Struct)
		if ok && hasErrorField(st) {
			return Origin{Kind: Unknown}
		}
		return out
	}
	for _, r := range flow.Refs(alloc) {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		for _, rr := range flow.Refs(fa) {
			if s, ok := rr.(*ssa.Store); ok && s.Addr == fa {
				out = out.join(c.operand(s.Val))
			}
		}
	}
	return out
}

func hasErrorField(st *types.Struct) bool {
	for i := 0; i < st.NumFields(); i++ {
		if types.Implements(st.Field(i).Type(), errorType()) {
			return true
		}
	}
	return false
}

// global classifies a package-level error variable: a sentinel.
func (c *Classifier) global(g *ssa.Global) Origin {
	obj, ok := g.Object().(*types.Var)
	if !ok {
		return Origin{Kind: Unknown}
	}
	if c.ssa != nil && g.Pkg == c.ssa {
		out := Origin{}
		for _, s := range c.stores.StoresTo(g) {
			out = out.join(c.Error(s.Val))
		}
		if out.Kind == 0 {
			return Origin{Kind: Unknown}
		}
		return out
	}
	var f OriginFact
	if c.pass.ImportObjectFact(obj, &f) && len(f.Results) == 1 {
		r := f.Results[0]
		o := Origin{Kind: r.Kind, Pkg: r.Pkg, Via: r.Via}
		if o.Kind&Written != 0 && f.Module != c.module {
			o.Kind = o.Kind&^Written | Foreign
			o.Pkg, o.Via = obj.Pkg().Path(), obj.Pkg().Name()+"."+obj.Name()
		}
		return o
	}
	path := obj.Pkg().Path()
	if InModule(path, c.module) {
		return Origin{Kind: Unknown}
	}
	return Origin{Kind: Foreign, Pkg: path, Via: obj.Pkg().Name() + "." + obj.Name()}
}

// exportFacts exports an OriginFact for every function with an error
// result and every package-level error variable whose origin is known.
func (c *Classifier) exportFacts(funcs []*ssa.Function) {
	for _, fn := range funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil {
			continue
		}
		res := fn.Signature.Results()
		f := &OriginFact{Module: c.module}
		for i := 0; i < res.Len(); i++ {
			if !isErrorType(res.At(i).Type()) {
				continue
			}
			o := c.funcResult(fn, i)
			if o.Kind == 0 || o.Kind == Unknown {
				continue
			}
			f.Results = append(f.Results, ResultOrigin{Index: i, Kind: o.Kind, Pkg: o.Pkg, Via: o.Via})
		}
		if len(f.Results) > 0 {
			c.pass.ExportObjectFact(obj, f)
		}
	}
	var globals []*ssa.Global
	for _, m := range c.ssa.Members {
		if g, ok := m.(*ssa.Global); ok && isErrorType(derefType(g.Type())) {
			globals = append(globals, g)
		}
	}
	sort.Slice(globals, func(i, j int) bool { return globals[i].Pos() < globals[j].Pos() })
	for _, g := range globals {
		o := c.global(g)
		if o.Kind == 0 || o.Kind == Unknown {
			continue
		}
		if obj, ok := g.Object().(*types.Var); ok {
			c.pass.ExportObjectFact(obj, &OriginFact{Module: c.module,
				Results: []ResultOrigin{{Index: 0, Kind: o.Kind, Pkg: o.Pkg, Via: o.Via}}})
		}
	}
}

// ConstString returns the value of a constant string, and whether v is
// one.
func ConstString(v ssa.Value) (string, bool) {
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(k.Value), true
}

func isErrorMethod(obj *types.Func) bool {
	sig, ok := obj.Type().(*types.Signature)
	if !ok || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().(*types.Basic)
	return ok && b.Kind() == types.String
}

func errorType() *types.Interface {
	return types.Universe.Lookup("error").Type().Underlying().(*types.Interface)
}

func isErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

func derefType(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

func pkgPath(obj types.Object) string {
	if obj.Pkg() == nil {
		return ""
	}
	return obj.Pkg().Path()
}

func shortName(obj *types.Func) string {
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil {
		t := derefType(sig.Recv().Type())
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Obj().Pkg().Name() + "." + n.Obj().Name() + "." + obj.Name()
		}
	}
	if obj.Pkg() == nil {
		return obj.Name()
	}
	return obj.Pkg().Name() + "." + obj.Name()
}

var _ = ssabuild.Analyzer
