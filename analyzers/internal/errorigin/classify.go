package errorigin

import (
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint-go/mcplint/analyzers/internal/factset"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// Classifier classifies error and string values of one package. It
// memoizes per function. It is the errorigin pass's result, which the
// driver hands to every analyzer of the package, and those run
// concurrently: its exported methods hold mu.
type Classifier struct {
	mu   sync.Mutex
	pass *analysis.Pass
	// importFact imports OriginFacts: pass.ImportObjectFact during Run,
	// a snapshot of the facts after it (see factset).
	importFact factset.Importer
	model      *sdkmodel.Model
	module     string
	ssa        *ssa.Package
	funcs      []*ssa.Function
	stores     *flow.StoreIndex // of funcs
	memo       map[funcKey]Origin
	// facades memoizes facadeOf.
	facades map[*types.Named]*types.Named
	// impls memoizes implsOf, by interface type (an instance of a
	// generic interface is made anew for each use); sight is
	// typesInSight's answer once sightDone.
	impls     typeutil.Map
	msets     typeutil.MethodSetCache
	sight     []*types.Named
	sightDone bool
	// pending are the results being classified; provisional, those whose
	// classification saw a pending result (recursion), directly or
	// through another provisional one; recursions counts such sightings.
	pending     map[funcKey]bool
	provisional map[funcKey]bool
	recursions  int
	warming     bool
	// finished lists the results warm classified, callees before their
	// callers.
	finished []funcKey
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

// Funcs returns the functions of the package, in SSA form, when it is one
// whose errors the Classifier judges and exports facts for (a package of
// the module being checked, not the standard library nor an SDK), or nil.
func (c *Classifier) Funcs() []*ssa.Function { return c.funcs }

// errorOf classifies the text of error value v.
func (c *Classifier) errorOf(v ssa.Value) Origin {
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

// textOf classifies a string value (see Text).
func (c *Classifier) textOf(v ssa.Value) Origin {
	if c.enter(v) {
		return Origin{Kind: Unknown}
	}
	defer delete(c.active, v)
	var out Origin
	for _, o := range flow.Origins(v, nil) {
		out = out.join(c.textDef(o.Value))
	}
	out.Kind &^= StackCarrier // text prints no stack, whatever it was made of
	return out
}

// enter marks v active and reports whether it already was (a cycle), or
// the walk is too deep to be worth following.
func (c *Classifier) enter(v ssa.Value) bool {
	if c.active == nil {
		c.active = map[ssa.Value]bool{}
	}
	if c.active[v] || len(c.active) > maxActive {
		return true
	}
	c.active[v] = true
	return false
}

// maxActive bounds the depth of a classification walk.
const maxActive = 256

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
			return c.assertion(t)
		}
	case *ssa.MakeInterface:
		return c.concrete(x)
	case *ssa.TypeAssert:
		return c.assertion(x)
	case *ssa.UnOp:
		if g, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL {
			return c.global(g)
		}
	case *ssa.Parameter:
		if i := flow.ParamIndex(x); i >= 0 {
			return Origin{Params: []ParamFlow{{Index: i}}}
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
			return c.textOf(x.X).join(c.textOf(x.Y))
		}
		return Origin{Kind: Written}
	case *ssa.Call:
		return c.textCall(x, 0)
	case *ssa.MakeInterface:
		return c.operand(x.X, "")
	case *ssa.Convert:
		if isBytes(x.X.Type()) {
			return c.bytesText(x.X)
		}
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok {
			return c.textCall(call, x.Index)
		}
	case *ssa.Parameter:
		return writtenParam(x)
	}
	if o, ok := c.sourceValue(v); ok {
		return o
	}
	return Origin{Kind: Written}
}

// writtenParam is the origin of a string or byte slice parameter: written,
// as far as the function itself can tell, and its caller's argument.
func writtenParam(p *ssa.Parameter) Origin {
	o := Origin{Kind: Written}
	if i := flow.ParamIndex(p); i >= 0 {
		o.Params = []ParamFlow{{Index: i}}
	}
	return o
}

// textCall classifies the text (a string or byte slice) a call returns at
// result idx: the Error method of an error, fmt's Sprint family and
// strings' transformations of their operands, the leak sources of
// textSources, and functions of the module that return such text (from
// their bodies or facts); anything else is text the module chose to show
// (a name, a count), not error text.
func (c *Classifier) textCall(call *ssa.Call, idx int) Origin {
	common := call.Common()
	obj := flow.StaticFunc(common)
	if obj == nil {
		return Origin{Kind: Unknown}
	}
	if o, ok := c.moduleResult(call, idx); ok {
		return o
	}
	errorMethod := typeinfo.IsErrorMethod(obj)
	if common.IsInvoke() && !errorMethod && c.facadeOf(common.Value.Type()) == nil {
		// The text of a method of the module's interface is its
		// implementations'. The Error method of an error is its value's
		// (below); a facade's text is its foreign client's, of which
		// nothing is known.
		if o, ok := c.implResult(call, idx); ok {
			return o
		}
	}
	if idx != 0 {
		return Origin{Kind: Written}
	}
	if errorMethod {
		if common.IsInvoke() {
			return c.errorOf(common.Value)
		}
		if len(common.Args) == 1 {
			return c.operand(common.Args[0], "")
		}
	}
	if o, ok := c.sourceCall(call); ok {
		return o
	}
	args := flow.Args(common)
	switch pkgPath(obj) {
	case "fmt":
		switch obj.Name() {
		case "Sprintf", "Sprint", "Sprintln", "Errorf":
			return c.operands(args)
		}
	case "strings", "bytes":
		if objName(obj) == "Replacer.Replace" {
			// args leaves the receiver out: args[0] is s.
			if len(args) == 1 {
				return c.operand(args[0], "")
			}
			return Origin{Kind: Written}
		}
		switch obj.Name() {
		case "TrimSpace", "ToLower", "ToUpper", "Trim", "TrimPrefix", "TrimSuffix", "TrimLeft", "TrimRight",
			"ReplaceAll", "Replace", "Title", "Clone", "ToValidUTF8":
			if len(args) > 0 {
				return c.operand(args[0], "")
			}
		case "Join":
			if len(args) > 0 {
				return c.sliceElems(args[0])
			}
		case "Map":
			// strings.Map(mapping, s): s with runes mapped or dropped.
			if len(args) == 2 {
				return c.operand(args[1], "")
			}
		}
	case "regexp":
		// A sanitizer's re.ReplaceAllString(s, ""): s with matches
		// replaced by repl (the receiver is the pattern).
		switch objName(obj) {
		case "Regexp.ReplaceAllString", "Regexp.ReplaceAllLiteralString":
			if len(args) == 2 {
				return c.operand(args[0], "").join(c.operand(args[1], ""))
			}
		case "Regexp.ReplaceAllStringFunc":
			if len(args) == 2 {
				return c.operand(args[0], "")
			}
		}
	case "html":
		if obj.Name() == "EscapeString" && len(args) == 1 {
			return c.operand(args[0], "")
		}
	}
	return Origin{Kind: Written}
}

// operands classifies fmt-style operands: the format (if constant it is
// written), then every value of the ... slice, with the verb the format
// gives it, so that %+v of a stack-carrying error counts as a stack.
func (c *Classifier) operands(args []ssa.Value) Origin {
	out := Origin{Kind: Written}
	for i, a := range args {
		if vs := flow.VariadicValues(a); vs != nil {
			verbs := verbsOf(args[0], vs)
			for j, v := range vs {
				out = out.join(c.operand(v, verbs[j]))
			}
			continue
		}
		if i == 0 {
			out = out.join(c.textOf(a))
		}
	}
	return out
}

// valueOf classifies a value formatted into text with fmt verb verb, or
// with "" when it is concatenated as is (a string) or shown through its
// Error method (an error): the holes of a textval.Text. Errors are
// classified by their origin, with a stack trace for %+v of a
// stack-carrying error; strings and byte slices by what made them;
// responses, requests, header maps and recovered panic values as the
// sources they are; other values as written.
func (c *Classifier) valueOf(v ssa.Value, verb string) Origin {
	return c.operand(v, verb)
}

// operand classifies one value formatted into text with verb.
func (c *Classifier) operand(v ssa.Value, verb string) Origin {
	v = flow.Concrete(v)
	t := v.Type()
	if typeinfo.ImplementsError(t) {
		var o Origin
		if _, isIface := t.Underlying().(*types.Interface); isIface {
			o = c.errorOf(v)
		} else {
			o = c.concreteType(t, v)
		}
		if verb == "%+v" && o.Kind&StackCarrier != 0 {
			o = o.withSource(stackOf(v))
		}
		return o
	}
	if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return c.textOf(v)
	}
	if isBytes(t) {
		return c.bytesText(v)
	}
	if o, ok := c.formattedSource(v, verb); ok {
		return o
	}
	return Origin{Kind: Written}
}

func (c *Classifier) sliceElems(v ssa.Value) Origin {
	if o, ok := c.sourceValue(v); ok {
		return o // a source's slice: Header.Values("Cookie")
	}
	out := Origin{Kind: Written}
	for _, e := range flow.VariadicValues(v) {
		out = out.join(c.textOf(e))
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
		return c.textOf(args[0])
	case path == "fmt" && obj.Name() == "Errorf":
		// fmt's wrapping errors have no Format method: %+v of them prints
		// their text, not the stack of an error they wrap.
		out := c.operands(args)
		out.Kind &^= StackCarrier
		return out
	case path == "errors" && obj.Name() == "Join" && len(args) == 1:
		out := Origin{}
		for _, e := range flow.VariadicValues(args[0]) {
			out = out.join(c.operand(e, ""))
		}
		out.Kind &^= StackCarrier
		return out
	}
	if o, ok := c.knownCallee(obj, args); ok {
		return o
	}
	if !returnsError(call, idx) {
		// An interface{} result asserted to error (reflect's
		// Value.Interface, a context value): the dynamic value's maker
		// is not the callee.
		return Origin{Kind: Unknown}
	}
	if o, ok := c.sdkResult(obj); ok {
		return o
	}
	if o, ok := c.moduleResult(call, idx); ok {
		return o
	}
	if common.IsInvoke() {
		if t := c.facadeOf(common.Value.Type()); t != nil {
			// The module's interface over a foreign API client: its
			// errors are the client's.
			fp := t.Obj().Pkg().Path()
			o := source(Source{Kind: Foreign, Pkg: fp, Name: objName(obj),
				Via: shortName(obj) + " (implemented by " + t.Obj().Pkg().Name() + "." + t.Obj().Name() + ")", Pos: call.Pos()})
			o.Func = obj
			return o
		}
		if o, ok := c.implResult(call, idx); ok {
			return o
		}
	}
	if o, ok := embedWalk(obj, args, call); ok {
		return o
	}
	o := c.unseenCallee(obj, call.Pos())
	if creds, ok := c.urlCredentials(obj, args); ok {
		o = o.join(creds)
	}
	return o
}

// knownCallee classifies the error of a call of obj that the standard
// library's and the errors packages' known functions make: constructors,
// relays, and calls that cannot fail.
func (c *Classifier) knownCallee(obj *types.Func, args []ssa.Value) (Origin, bool) {
	path := pkgPath(obj)
	if o, ok := c.ctorResult(obj, args); ok {
		return o, true
	}
	if o, ok := c.relayed(path, objName(obj), args); ok {
		return o, true
	}
	if c.infallible(path, objName(obj), args) {
		return Origin{Kind: Unknown}, true // never made: nothing to report
	}
	return Origin{}, false
}

// sdkResult classifies the error of a call of one of the SDK's functions
// whose text is written: argument helpers, session requests, protocol
// error helpers, argument binders.
func (c *Classifier) sdkResult(obj *types.Func) (Origin, bool) {
	for _, h := range c.model.ArgHelpers {
		if h.Func.Match(obj) {
			return Origin{Kind: SDKHelper}, true
		}
	}
	for _, r := range c.model.SessionRequests {
		if r.Func.Match(obj) {
			return Origin{Kind: SDKHelper}, true
		}
	}
	// The SDK's protocol-error helpers write constant messages ("URL
	// elicitation required", "Resource not found"); what they are given
	// goes into the error's data, not its text. Its JSON encoders' words
	// are around encoding/json's about the server's own value.
	if c.model.MakesProtocolError(obj) || c.model.IsJSONEncoder(obj) {
		return Origin{Kind: SDKHelper}, true
	}
	for _, r := range c.model.ArgBinders {
		if r.Match(obj) {
			return Origin{Kind: SDKHelper}, true
		}
	}
	return Origin{}, false
}

// unseenCallee classifies the error of a call of obj that neither a fact
// nor a body in this package describes: unknown for a function of the
// module, foreign for anyone else's. The SDK's own packages are foreign
// even to the examples that ship in its module.
func (c *Classifier) unseenCallee(obj *types.Func, pos token.Pos) Origin {
	path := pkgPath(obj)
	if InModule(path, c.module) && !c.model.IsSDKPackage(path) {
		return Origin{Kind: Unknown}
	}
	o := source(Source{Kind: Foreign, Pkg: path, Name: objName(obj), Via: shortName(obj), Pos: pos})
	o.Func = obj
	return o
}

func calleePkg(fn *ssa.Function) *ssa.Package {
	if fn.Origin() != nil {
		return fn.Origin().Pkg
	}
	return fn.Pkg
}

// moduleResult classifies result idx of a call of a function of the
// module: from its return statements in this package, or from its fact,
// with its parameters bound to the call's arguments.
func (c *Classifier) moduleResult(call *ssa.Call, idx int) (Origin, bool) {
	common := call.Common()
	args := flow.Args(common)
	if callee := common.StaticCallee(); callee != nil && c.ssa != nil && calleePkg(callee) == c.ssa {
		if callee.Origin() != nil {
			callee = callee.Origin()
		}
		if callee.Blocks == nil {
			return Origin{}, false
		}
		name := callee.Name()
		if obj := flow.StaticFunc(common); obj != nil {
			name = shortName(obj)
		}
		return c.bind(c.funcResult(callee, idx), args, call.Pos(), name), true
	}
	obj := flow.StaticFunc(common)
	if obj == nil {
		return Origin{}, false
	}
	return c.factResult(obj, idx, args, call.Pos())
}

// factResult classifies result idx of a call at pos of obj, a function of
// another package, from its OriginFact, with its parameters bound to
// args.
func (c *Classifier) factResult(obj *types.Func, idx int, args []ssa.Value, pos token.Pos) (Origin, bool) {
	var f OriginFact
	if !c.importFact(obj, &f) {
		return Origin{}, false
	}
	for _, r := range f.Results {
		if r.Index != idx {
			continue
		}
		o := r.origin(pos)
		if o.Kind&Written != 0 && !InModule(f.Module, c.module) && f.Module != c.module {
			o.Kind &^= Written
			o = o.join(source(Source{Kind: Foreign, Pkg: pkgPath(obj), Name: objName(obj), Via: shortName(obj), Pos: pos}))
		}
		return c.bind(o, args, pos, shortName(obj)), true
	}
	return Origin{}, false
}

// bindCall binds o to call (see Bind).
func (c *Classifier) bindCall(o Origin, call *ssa.Call) Origin {
	name := "a helper"
	if obj := flow.StaticFunc(call.Common()); obj != nil {
		name = shortName(obj)
	}
	return c.bind(o, flow.Args(call.Common()), call.Pos(), name)
}

// bind replaces o's parameter flows with the classification of args, the
// arguments of a call at pos of the function named callee.
func (c *Classifier) bind(o Origin, args []ssa.Value, pos token.Pos, callee string) Origin {
	flows := o.Params
	o.Params = nil
	for _, f := range flows {
		if f.Index >= len(args) {
			continue
		}
		if f.Read {
			o = o.join(c.readText(args[f.Index], pos, "an HTTP body read by "+callee))
			continue
		}
		o = o.join(c.operand(args[f.Index], ""))
	}
	return o
}

// funcResult classifies result idx of a function of this package from its
// return statements: an error, a string or a byte slice. Results are
// memoized; warm computes them all before any analyzer asks.
func (c *Classifier) funcResult(fn *ssa.Function, idx int) Origin {
	k := funcKey{fn, idx}
	if o, ok := c.memo[k]; ok {
		if c.pending[k] || c.provisional[k] {
			c.recursions++
		}
		return o
	}
	// A recursive call sees a placeholder: nothing while warm is under
	// way, since it repeats the classification of recursive functions
	// until no result changes; Unknown for a function warm did not see.
	if c.warming {
		c.memo[k] = Origin{}
	} else {
		c.memo[k] = Origin{Kind: Unknown}
	}
	c.pending[k] = true
	before := c.recursions
	out := c.returnsOf(fn, idx)
	delete(c.pending, k)
	if c.recursions != before {
		c.provisional[k] = true
	}
	c.memo[k] = out
	if c.warming {
		c.finished = append(c.finished, k)
	}
	return out
}

// returnsOf classifies result idx of fn from its return statements,
// whatever the memo holds for it.
func (c *Classifier) returnsOf(fn *ssa.Function, idx int) Origin {
	var out Origin
	for _, ret := range flow.Returns(fn) {
		if idx >= len(ret.Results) {
			continue
		}
		b := ret.Block()
		t := ret.Results[idx].Type()
		for _, o := range flow.Origins(ret.Results[idx], b) {
			switch {
			case typeinfo.IsErrorType(t):
				if flow.NilAt(o.Value, o.Block) != flow.IsNil {
					out = out.join(c.errDef(o.Value))
				}
			case isBytes(t):
				out = out.join(c.bytesDef(o.Value))
			default:
				out = out.join(c.textDef(o.Value))
			}
		}
	}
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
	if c.model.IsSDKPackage(path) {
		if lits := c.sentinelLiterals(v); lits != nil {
			out := Origin{}
			for _, l := range lits {
				out = out.join(c.fieldStores(l))
			}
			return out
		}
	}
	if InModule(path, c.module) && !c.model.IsSDKPackage(path) {
		return c.fieldStores(v)
	}
	return source(Source{Kind: Foreign, Pkg: path, Name: n.Obj().Name(), Via: n.Obj().Pkg().Name() + "." + n.Obj().Name(), Pos: v.Pos()})
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

// sentinelLiterals returns the composite literals stored in the
// package variable v loads, when every store to it is one: a sentinel
// such as var ErrUnauthorized = &jsonrpc.Error{Code: 401, Message: "..."},
// whose text is the module's.
func (c *Classifier) sentinelLiterals(v ssa.Value) []ssa.Value {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return nil
	}
	g, ok := u.X.(*ssa.Global)
	if !ok || c.ssa == nil || g.Pkg != c.ssa {
		return nil
	}
	var out []ssa.Value
	for _, s := range c.stores.StoresTo(g) {
		if !c.constructedHere(s.Val) {
			return nil
		}
		out = append(out, s.Val)
	}
	return out
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
				out = out.join(c.operand(s.Val, ""))
			}
		}
	}
	return out
}

func hasErrorField(st *types.Struct) bool {
	for i := 0; i < st.NumFields(); i++ {
		if typeinfo.ImplementsError(st.Field(i).Type()) {
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
			out = out.join(c.errorOf(s.Val))
		}
		if out.Kind == 0 {
			return Origin{Kind: Unknown}
		}
		return out
	}
	var f OriginFact
	if c.importFact(obj, &f) && len(f.Results) == 1 {
		o := f.Results[0].origin(token.NoPos)
		if o.Kind&Written != 0 && f.Module != c.module {
			o.Kind &^= Written
			o = o.join(source(Source{Kind: Foreign, Pkg: obj.Pkg().Path(), Name: obj.Name(), Via: obj.Pkg().Name() + "." + obj.Name(), Sentinel: true}))
		}
		return o
	}
	path := obj.Pkg().Path()
	if InModule(path, c.module) && !c.model.IsSDKPackage(path) {
		return Origin{Kind: Unknown}
	}
	return source(Source{Kind: Foreign, Pkg: path, Name: obj.Name(), Via: obj.Pkg().Name() + "." + obj.Name(), Sentinel: true})
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
			t := res.At(i).Type()
			switch {
			case typeinfo.IsErrorType(t):
				o := c.funcResult(fn, i)
				if (o.Kind == 0 || o.Kind == Unknown) && len(o.Params) == 0 {
					continue
				}
				f.Results = append(f.Results, resultOrigin(i, o))
			case isText(t):
				// Text is written unless said otherwise: only text with
				// sources or parameters needs a fact.
				o := c.funcResult(fn, i)
				if o.Kind&Leaks == 0 && len(o.Params) == 0 {
					continue
				}
				f.Results = append(f.Results, resultOrigin(i, o))
			}
		}
		if len(f.Results) > 0 {
			c.pass.ExportObjectFact(obj, f)
		}
	}
	c.exportNotImpl()
	c.exportImpls()
	var globals []*ssa.Global
	for _, m := range c.ssa.Members {
		if g, ok := m.(*ssa.Global); ok && typeinfo.IsErrorType(derefType(g.Type())) {
			globals = append(globals, g)
		}
	}
	sort.Slice(globals, func(i, j int) bool { return srcfile.Compare(c.pass.Fset, globals[i].Pos(), globals[j].Pos()) < 0 })
	for _, g := range globals {
		o := c.global(g)
		if o.Kind == 0 || o.Kind == Unknown {
			continue
		}
		if obj, ok := g.Object().(*types.Var); ok {
			c.pass.ExportObjectFact(obj, &OriginFact{Module: c.module, Results: []ResultOrigin{resultOrigin(0, o)}})
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
