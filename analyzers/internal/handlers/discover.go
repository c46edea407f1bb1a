package handlers

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

func run(pass *analysis.Pass) (any, error) {
	m := sdkmodel.Default()
	res := &Result{
		Model:        m,
		Pkgs:         importClosure(pass.Pkg),
		Recovered:    map[sdkmodel.SDK]token.Pos{},
		SDKRecovered: map[sdkmodel.SDK]token.Pos{},
		OwnRecovered: map[sdkmodel.SDK]token.Pos{},
		Stdio:        map[sdkmodel.SDK]*sdkmodel.StdioServer{},
		Servers:      map[sdkmodel.SDK]token.Pos{},
		Validated:    map[sdkmodel.SDK]token.Pos{},
		byFunc:       map[*ssa.Function]*Handler{},
		relayed:      map[*ssa.Call]bool{},
		keyedCalls:   map[*ssa.Call]string{},
		Summaries:    map[*types.Func]*ParamFact{},
		OpenKeys:     map[types.Object]string{},
		OpenWeak:     map[types.Object]bool{},
	}
	d := &discoverer{
		pass:       pass,
		res:        res,
		m:          m,
		cands:      map[*ssa.Function]*cand{},
		summaries:  map[*ssa.Function]*ParamFact{},
		converted:  map[sdkmodel.SDK]string{},
		relaySpecs: map[relayKey]*sdkmodel.Handler{},
		openFacts:  map[*types.Func]*OpenFact{},

		addendaFacts:     map[*types.Func]*OpenFact{},
		wraps:            map[sdkmodel.HandlerKind]bool{},
		producerFields:   map[*ssa.Function][]*Handler{},
		localServerFacts: map[*ssa.Function]*ServerFact{},
	}
	// A package loaded from export data (assembly.Provider's
	// dependencies) has no files to look into.
	if len(pass.Files) == 0 || m.IsSDKPackage(pass.Pkg.Path()) || !usesSDK(m, pass.Pkg) && !mentionsHandlerType(d) {
		return res, nil
	}
	pkg, funcs, err := pass.ResultOf[ssabuild.Analyzer].(*ssabuild.SSA).Build()
	if err != nil {
		return nil, err
	}
	res.SSA, res.Funcs = pkg, funcs
	d.stores = flow.NewStoreIndex(funcs)
	d.discover()
	return res, nil
}

// importClosure returns pkg and everything it imports, by path.
func importClosure(pkg *types.Package) map[string]*types.Package {
	out := map[string]*types.Package{}
	var add func(p *types.Package)
	add = func(p *types.Package) {
		if out[p.Path()] != nil {
			return
		}
		out[p.Path()] = p
		for _, q := range p.Imports() {
			add(q)
		}
	}
	add(pkg)
	return out
}

// usesSDK reports whether pkg imports an SDK package, directly or through
// one package in between (a project package that re-exports SDK types
// under aliases).
func usesSDK(m *sdkmodel.Model, pkg *types.Package) bool {
	for _, p := range pkg.Imports() {
		if m.IsSDKPackage(p.Path()) {
			return true
		}
		for _, q := range p.Imports() {
			if m.IsSDKPackage(q.Path()) {
				return true
			}
		}
	}
	return false
}

// cand is a function that may be a handler, with what is known of it.
type cand struct {
	fn           *ssa.Function
	sig          *sdkmodel.Handler // kind by signature
	flow         *sdkmodel.Handler // kind by flow, which wins
	relay        *Relay            // how flow was derived, if through a relay
	key          string            // a project handler type it is stored as (keyed.go)
	rawWrap      sdkmodel.HandlerKind
	how          How
	convertedBy  string
	convertedSDK sdkmodel.SDK
	recoveredBy  string // a recovering middleware wrapped around it (recovers.go)
	weak         bool   // an open handler found by a weak signature (weak.go)
	// twin is the weak kind of an exported delegate, judged apart as an
	// open weak handler too (weak.go).
	twin *sdkmodel.Handler
}

type discoverer struct {
	pass *analysis.Pass
	res  *Result
	m    *sdkmodel.Model
	// stores indexes the stores to globals in res.Funcs.
	stores *flow.StoreIndex
	cands  map[*ssa.Function]*cand
	// summaries are this package's ParamFacts, built up to a fixpoint.
	summaries map[*ssa.Function]*ParamFact
	// converted: a converting middleware installed on servers in this
	// package, by SDK.
	converted map[sdkmodel.SDK]string
	// relaySpecs memoizes relaySpec.
	relaySpecs map[relayKey]*sdkmodel.Handler
	// fields indexes the values stored in struct fields (fieldStores).
	fields  map[fieldKey][]ssa.Value
	changed bool
	// installs are the middleware installed here (open.go).
	installs  []*install
	openFacts map[*types.Func]*OpenFact
	// externals are the project functions of other packages that flow
	// to a registration or wrapper here (extClaims).
	externals []external
	// scanning is the function scan is in.
	scanning *ssa.Function
	// wraps holds the kinds of handler this package registers or wraps
	// somewhere (claims: weak handlers it refers to as values).
	wraps map[sdkmodel.HandlerKind]bool
	// addendaFacts are the OpenFacts of the factories of settled
	// handlers whose server is built elsewhere (addenda.go), and
	// localServerFacts the ServerFacts of this package's functions.
	addendaFacts     map[*types.Func]*OpenFact
	localServerFacts map[*ssa.Function]*ServerFact
	// producerFields are the field twins of the producers the
	// package's handlers call (resultfield.go).
	producerFields map[*ssa.Function][]*Handler
}

// maxFixpointRounds bounds discover's fixpoint over the package's helpers.
// Scanning in source order, a helper declared before the one it calls has
// its summary a round late: eight rounds find a registration through a
// chain of seven such helpers (testdata handlers/fixpoint). Summaries on a
// call cycle need not settle at all.
const maxFixpointRounds = 8

func (d *discoverer) discover() {
	for _, fn := range d.res.Funcs {
		if h := d.matchSignature(fn.Signature); h != nil {
			d.cand(fn).sig = h
		} else if h := d.weakKind(fn.Signature); h != nil {
			d.cand(fn).sig = h
		}
	}
	d.summarizeConversions()
	d.summarizeRecoveries()
	d.scanInit()
	// Flows through this package's own helpers need a fixpoint: a
	// summary found late can make an earlier call site register a
	// handler.
	for range maxFixpointRounds {
		d.changed = false
		for _, fn := range d.res.Funcs {
			d.scan(fn)
		}
		d.findRelays()
		if !d.changed {
			break
		}
	}
	d.settleWeak()
	d.exportFacts()
	d.findKeyed()
	d.orderInstalls()
	d.finish()
	d.weakTwins()
	d.orderMiddleware()
	d.openHandlers()
	d.addendaHandlers()
	d.serverFacts()
	d.producers()
	d.keyedHandlers()
	d.claims()
	d.keyedClaims()
	// By file name, not token.Pos: the order of files in the FileSet
	// changes between runs (see srcfile.Compare), and analyzers report
	// in handler order.
	sort.SliceStable(d.res.Handlers, func(i, j int) bool {
		return srcfile.Compare(d.pass.Fset, d.res.Handlers[i].Fn.Pos(), d.res.Handlers[j].Fn.Pos()) < 0
	})
}

func (d *discoverer) cand(fn *ssa.Function) *cand {
	c := d.cands[fn]
	if c == nil {
		c = &cand{fn: fn}
		d.cands[fn] = c
	}
	return c
}

func (d *discoverer) matchSignature(sig *types.Signature) *sdkmodel.Handler {
	return KindOf(d.m, sig)
}

// KindOf returns the kind of handler whose signature sig has, or nil.
// Kinds with no distinctive result type (mcp-go structured handlers) are
// only recognised by how a function is registered, so KindOf never returns
// them.
func KindOf(m *sdkmodel.Model, sig *types.Signature) *sdkmodel.Handler {
	for _, h := range m.Handlers {
		if matches(h, sig) {
			return h
		}
	}
	return nil
}

func matches(h *sdkmodel.Handler, sig *types.Signature) bool {
	if h.Result.Name == "" {
		return false
	}
	return shapeMatches(h, sig)
}

// shapeMatches checks sig against h's parameter and result shape.
func shapeMatches(h *sdkmodel.Handler, sig *types.Signature) bool {
	np := 2
	if h.Args {
		np = 3
	}
	if sig.Params().Len() != np || sig.Variadic() {
		return false
	}
	if !typeinfo.IsContext(sig.Params().At(0).Type()) || !h.Request.Match(sig.Params().At(1).Type()) {
		return false
	}
	if sig.Results().Len() != h.ErrorIndex+1 || !typeinfo.IsErrorType(sig.Results().At(h.ErrorIndex).Type()) {
		return false
	}
	if h.Result.Name != "" && !h.Result.Match(sig.Results().At(h.ResultIndex).Type()) {
		return false
	}
	return true
}

// scan looks at every call and field store in fn for handler flows.
func (d *discoverer) scan(fn *ssa.Function) {
	d.scanning = fn
	defer func() { d.scanning = nil }()
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Call:
				d.call(in)
			case *ssa.Store:
				if fa, ok := in.Addr.(*ssa.FieldAddr); ok {
					d.fieldStore(fa, in.Val)
				}
			}
		}
	}
}

func (d *discoverer) call(call *ssa.Call) {
	c := call.Common()
	obj := flow.StaticFunc(c)
	if obj == nil {
		return
	}
	args := flow.Args(c)
	arg := func(i int) []ssa.Value {
		if i < 0 || i >= len(args) {
			return nil
		}
		if vs := flow.VariadicValues(args[i]); vs != nil {
			return vs
		}
		return []ssa.Value{args[i]}
	}
	if r := d.m.RegistrationOf(obj); r != nil && r.HandlerArg >= 0 {
		d.wraps[r.Kind] = true
		for _, v := range arg(r.HandlerArg) {
			d.flowTo(v, d.m.Handler(r.Kind), ByRegistration)
		}
		return
	}
	if w := d.m.WrapperOf(obj); w != nil {
		d.wraps[w.Inner] = true
		for _, v := range arg(w.Arg) {
			d.flowTo(v, d.m.Handler(w.Inner), ByWrapper)
		}
		return
	}
	if mw := d.m.MiddlewareOf(obj); mw != nil {
		for i := mw.Arg; i < len(args); i++ {
			for k, v := range arg(i) {
				d.installMiddleware(d.noteInstall(call, i*1000+k, mw.SDK, v))
			}
		}
		return
	}
	if sc := d.m.ServerOf(obj); sc != nil {
		d.noteServer(sc.SDK, call)
		return
	}
	if st := d.m.StdioServerOf(obj); st != nil {
		d.noteStdio(st, call)
		return
	}
	if v := d.m.ValidationOf(obj); v != nil {
		d.noteValidation(v.SDK, call)
		return
	}
	if r := d.m.RecoveryOf(obj); r != nil {
		// A test's server says nothing of the one the program runs.
		if file := d.fileOf(c.Pos()); file != nil && !srcfile.IsTest(d.pass.Fset, file) {
			d.noteRecovery(r.SDK, c.Pos())
		}
		return
	}
	if obj.Pkg() == nil || d.m.IsSDKPackage(obj.Pkg().Path()) {
		return
	}
	fact := d.summaryOf(obj)
	if fact == nil {
		return
	}
	for _, u := range fact.Params {
		for _, v := range arg(u.Index) {
			if u.Kind != "" {
				d.flowTo(v, d.m.Handler(u.Kind), ByRegistration)
			}
			if u.Converts {
				d.markConverted(v, shortFuncName(obj), u.SDK)
			}
			if u.Recovers {
				d.markRecovered(v, shortFuncName(obj))
			}
			if u.Relay != nil {
				d.flowRelay(v, *u.Relay, ByRegistration)
			}
			if u.RawWrap != "" {
				d.markRawWrap(v, u.RawWrap)
			}
		}
	}
}

// summaryOf returns what obj does with handlers passed to it: this
// package's summary, or an imported fact.
func (d *discoverer) summaryOf(obj *types.Func) *ParamFact {
	if obj.Pkg() == d.pass.Pkg {
		if fn := d.res.SSA.Prog.FuncValue(obj); fn != nil {
			return d.summaries[fn]
		}
		return nil
	}
	var f ParamFact
	if d.pass.ImportObjectFact(obj, &f) {
		return &f
	}
	return nil
}

func (d *discoverer) fieldStore(fa *ssa.FieldAddr, v ssa.Value) {
	st, ok := deref(fa.X.Type()).Underlying().(*types.Struct)
	if !ok || fa.Field >= st.NumFields() {
		return
	}
	for _, hf := range d.m.HandlerFields {
		if hf.Type.Match(deref(fa.X.Type())) && st.Field(fa.Field).Name() == hf.Field {
			d.flowTo(v, d.m.Handler(hf.Kind), ByRegistration)
		}
	}
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// flowTo records that v, a handler value, is of kind h: the functions it
// denotes become handlers of that kind, and a parameter it comes from
// gives its function a summary.
func (d *discoverer) flowTo(v ssa.Value, h *sdkmodel.Handler, how How) {
	if h == nil {
		return
	}
	d.flow(v, h, nil, how)
}

// flowRelay records that v, a tool function, is relayed as r: the
// functions it denotes become handlers with r's positions, and a
// parameter it comes from is relayed the same way.
func (d *discoverer) flowRelay(v ssa.Value, r Relay, how How) {
	d.flow(v, nil, &r, how)
}

func (d *discoverer) flow(v ssa.Value, h *sdkmodel.Handler, r *Relay, how How) {
	var ext func(*types.Func)
	if h != nil && r == nil {
		ext = func(obj *types.Func) { d.noteExternal(obj, h) }
	}
	d.resolveAll(v, func(t target) {
		if t.fn != nil {
			spec := h
			if r != nil {
				spec = d.relaySpec(*r, t.fn.Signature)
			}
			c := d.cand(t.fn)
			if c.flow == nil && spec != nil {
				c.flow, c.relay, c.how = spec, r, how
				d.changed = true
			}
			return
		}
		if r != nil {
			d.relayParam(t.param, *r)
			return
		}
		u := d.summaryUse(t.param)
		if u.Kind == "" {
			u.Kind = h.Kind
			d.changed = true
		}
	}, ext)
}

// markRawWrap records that the handlers v denotes are called by a
// wrapper of kind that returns their error raw (ParamUse.RawWrap).
func (d *discoverer) markRawWrap(v ssa.Value, kind sdkmodel.HandlerKind) {
	d.resolve(v, func(t target) {
		if t.fn != nil {
			if c := d.cand(t.fn); c.rawWrap == "" {
				c.rawWrap = kind
				d.changed = true
			}
			return
		}
		d.rawWrapParam(t.param, kind)
	})
}

func (d *discoverer) markConverted(v ssa.Value, by string, sdk sdkmodel.SDK) {
	d.resolve(v, func(t target) {
		if t.fn != nil {
			c := d.cand(t.fn)
			if c.convertedBy == "" {
				c.convertedBy, c.convertedSDK = by, sdk
				d.changed = true
			}
			return
		}
		if u := d.summaryUse(t.param); !u.Converts {
			u.Converts, u.SDK = true, sdk
			d.changed = true
		}
	})
}

// installMiddleware handles a middleware installed on a server: its
// returned handlers are middleware, and if it converts the errors of the
// handler it wraps, every handler of that SDK in this package is
// converted.
func (d *discoverer) installMiddleware(in *install) {
	v, sdk := in.val, in.sdk
	d.noteRecoveringInstall(in, d.importedMiddleware(v))
	d.resolve(v, func(t target) {
		if t.fn == nil {
			return
		}
		if !slices.Contains(in.fns, t.fn) {
			in.fns = append(in.fns, t.fn)
		}
		d.noteRecoveringInstall(in, d.summaries[t.fn])
		s := d.summaries[t.fn]
		if u := s.Param(0); u != nil && u.Converts {
			in.converts = true
			if _, ok := d.converted[sdk]; !ok {
				d.converted[sdk] = shortName(t.fn)
				d.changed = true
			}
		}
	})
}

func (d *discoverer) exportFacts() {
	makes := d.factories()
	for fn, uses := range makes {
		if d.summaries[fn] == nil {
			d.summaries[fn] = &ParamFact{}
		}
		d.summaries[fn].Makes = uses
	}
	for fn, s := range d.summaries {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || len(s.Params) == 0 && len(s.Makes) == 0 {
			continue
		}
		d.pass.ExportObjectFact(obj, s)
		d.res.Summaries[obj] = s
	}
}

// finish turns candidates into handlers, adds continuations, and fills in
// return paths.
func (d *discoverer) finish() {
	for _, fn := range d.res.Funcs {
		c := d.cands[fn]
		if c == nil {
			continue
		}
		spec := c.flow
		how := c.how
		if spec == nil {
			spec, how = c.sig, BySignature
		}
		if spec == nil && c.convertedBy != "" && returnsError(fn.Signature) {
			// A tool function of the project's own shape, called by an
			// adapter that turns its error into an isError result.
			spec, how = adaptedSpec(d.m, c.convertedSDK, fn.Signature), ByRegistration
		}
		if spec == nil && c.key != "" {
			// Judged per variant by keyedHandlers.
			if _, specs := d.keyedSpecs(fn.Signature); len(specs) > 0 {
				spec, how = specs[0], ByType
			}
		}
		if spec == nil {
			continue
		}
		d.addHandler(fn, spec, how, c.convertedBy, nil)
		if h := d.res.byFunc[fn]; h != nil && how == ByType {
			h.Key = c.key
		}
		if h := d.res.byFunc[fn]; h != nil && how == BySignature {
			h.Weak = c.weak
		}
		if h := d.res.byFunc[fn]; h != nil && c.rawWrap != "" && h.ConvertedBy == "" {
			h.RawWrap = d.m.Handler(c.rawWrap)
		}
	}
	// Continuations: a handler that returns another function's results
	// unchecked makes that function's returns its own.
	for i := 0; i < len(d.res.Handlers); i++ {
		h := d.res.Handlers[i]
		for _, r := range h.Returns {
			g := d.continuation(h, r)
			if g == nil || d.res.byFunc[g] != nil {
				continue
			}
			d.addHandler(g, h.Spec, AsContinuation, h.ConvertedBy, h)
			if c := d.res.byFunc[g]; c != nil {
				c.RawWrap = h.RawWrap
			}
		}
	}
}

// adaptedSpec describes a project tool function behind a converting
// adapter: its error's text becomes an isError result of sdk; it panics
// as the SDK's raw handlers do.
func adaptedSpec(m *sdkmodel.Model, sdk sdkmodel.SDK, sig *types.Signature) *sdkmodel.Handler {
	h := &sdkmodel.Handler{
		Kind: sdkmodel.Adapted, SDK: sdk,
		ResultIndex: -1, OutputIndex: -1, ErrorIndex: sig.Results().Len() - 1,
		OnError:            sdkmodel.Behaviour{{Channel: sdkmodel.ToolError, Text: sdkmodel.ErrorText}},
		ErrorTextIsContent: true,
	}
	if raw := m.RawHandler(sdk); raw != nil {
		h.OnPanic = raw.OnPanic
	}
	// A tool function that builds the SDK's result itself, as mcp-grafana's
	// func(ctx, Args) (*mcp.CallToolResult, error) tools do, has it sent
	// as it is: the adapter passes the result through.
	if rt := m.ResultFor(sdk); rt != nil && sig.Results().Len() == 2 {
		res := sdkmodel.TypeRef{Pointer: true, Pkg: rt.Type.Pkg, Name: rt.Type.Name}
		if res.Match(sig.Results().At(0).Type()) {
			h.Result, h.ResultIndex = res, 0
		}
	}
	return h
}

func (d *discoverer) addHandler(fn *ssa.Function, spec *sdkmodel.Handler, how How, convertedBy string, of *Handler) {
	file := d.fileOf(fn.Pos())
	if file == nil || fn.Syntax() == nil {
		return
	}
	// Test files and generated files are not checked (see docs/how-it-works.md);
	// a cgo package's translated files are, by their source's name.
	if srcfile.IsTest(d.pass.Fset, file) || srcfile.IsGenerated(file) {
		return
	}
	if how == BySignature && d.isMiddlewareClosure(fn) {
		// Before conversion: a middleware is converted only by a
		// converter installed outside it (orderMiddleware), not by
		// every converter of the package.
		how = AsMiddleware
	}
	if convertedBy == "" && how != ByType {
		if by, ok := d.converted[spec.SDK]; ok && how != AsMiddleware {
			convertedBy = by
		}
	}
	if convertedBy != "" && spec.ReturnsProtocolError(d.res.Pkgs) {
		cp := *spec
		cp.OnError = sdkmodel.Behaviour{{Channel: sdkmodel.ToolError, Text: sdkmodel.ErrorText,
			Note: "converted by " + convertedBy}}
		spec = &cp
	}
	h := &Handler{Spec: spec, ConvertedBy: convertedBy, Fn: fn, Syntax: fn.Syntax(), File: file, How: how, Of: of}
	if c := d.cands[fn]; c != nil {
		h.RecoveredBy = c.recoveredBy
	}
	if h.RecoveredBy == "" && of != nil && how == AsContinuation {
		h.RecoveredBy = of.RecoveredBy
	}
	h.Returns = d.returns(h)
	d.res.Handlers = append(d.res.Handlers, h)
	d.res.byFunc[fn] = h
}

// continuation returns the same-package function whose results r returns
// unchanged and unchecked, if it has a body and the handler's result shape.
func (d *discoverer) continuation(h *Handler, r *Return) *ssa.Function {
	if r.Err == nil || r.Result == nil {
		return nil
	}
	errV, resV := returnedValue(r.Err, r.Instr), returnedValue(r.Result, r.Instr)
	call, idx := flow.CallOf(errV)
	if call == nil || idx != h.Spec.ErrorIndex {
		return nil
	}
	if rc, ridx := flow.CallOf(resV); rc != call || ridx != h.Spec.ResultIndex {
		return nil
	}
	if flow.NilAt(errV, r.Instr.Block()) != flow.Unknown || flow.LoadNilAt(r.Err, r.Instr.Block()) != flow.Unknown {
		return nil // the handler checked the error: only the result flows
	}
	g := call.Call.StaticCallee()
	if g == nil || g.Pkg != d.res.SSA || g.Syntax() == nil {
		return nil
	}
	if !types.Identical(g.Signature.Results(), h.Fn.Signature.Results()) {
		return nil
	}
	return g
}

// returnedValue returns the value a return statement gives for v, the
// operand of ret: in a function with a defer, SSA stores each result
// in a slot and returns its load (so that a recovering defer can return
// the slots); the value stored there on ret's path is the one the return
// statement names. A slot a closure captures (a named result a deferred
// function may set) stays as it is.
func returnedValue(v ssa.Value, ret *ssa.Return) ssa.Value {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return v
	}
	slot, ok := load.X.(*ssa.Alloc)
	if !ok || slot.Heap || slot.Parent() != ret.Parent() {
		return v
	}
	stores, zero := flow.ReachingStores(slot, ret)
	if zero || len(stores) != 1 {
		return v
	}
	return stores[0].Val
}

// returns lists h's return paths.
func (d *discoverer) returns(h *Handler) []*Return {
	stmts := map[token.Pos]*ast.ReturnStmt{}
	if body := h.Body(); body != nil {
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				stmts[n.Return] = n
			}
			return true
		})
	}
	var out []*Return
	for _, b := range h.Fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || b == h.Fn.Recover {
			// The recover block's return is the path of a panic a
			// deferred function recovered; it has no return statement.
			continue
		}
		r := &Return{Instr: ret, Stmt: stmts[ret.Pos()]}
		at := func(i int) ssa.Value {
			if i < 0 || i >= len(ret.Results) {
				return nil
			}
			return ret.Results[i]
		}
		r.Result, r.Output, r.Err = at(h.Spec.ResultIndex), at(h.Spec.OutputIndex), at(h.Spec.ErrorIndex)
		out = append(out, r)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}

func (d *discoverer) fileOf(pos token.Pos) *ast.File {
	return srcfile.FileOf(d.pass.Files, pos)
}

func shortName(fn *ssa.Function) string {
	if obj, ok := fn.Object().(*types.Func); ok {
		return shortFuncName(obj)
	}
	return fn.Name()
}

func shortFuncName(obj *types.Func) string {
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil {
		return types.TypeString(deref(sig.Recv().Type()), func(p *types.Package) string { return p.Name() }) + "." + obj.Name()
	}
	if obj.Pkg() != nil {
		return obj.Pkg().Name() + "." + obj.Name()
	}
	return obj.Name()
}

// summaryUse returns the entry for parameter p in the summary of p's
// function, making the summary on first use.
func (d *discoverer) summaryUse(p *ssa.Parameter) *ParamUse {
	fn := p.Parent()
	s := d.summaries[fn]
	if s == nil {
		s = &ParamFact{}
		d.summaries[fn] = s
	}
	return s.use(flow.ParamIndex(p))
}
