package handlers

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// Whether a handler's panic kills the server depends on the server it is
// registered on: what recovers there. A handler whose channel its own
// package settles (registered there, often in a ServerTool a factory
// returns) may still be registered on a server built elsewhere, as in
// vault-mcp-server: package pki's CreatePkiRole(logger) returns a
// ServerTool, package tools' InitTools(hcServer, logger) registers it on
// its parameter, and main builds the server. Such a handler's addenda
// (Unrecovered, UnrecoveredUnvalidated) are deferred under a key of its
// factory, in the package facts every package passes on (report.Keyed),
// and claimed by the package that builds a server with nothing
// recovering: where it refers to the factory, or calls a function that
// registers the factory's handlers on its server parameter (ServerFact).

// ServerFact is exported for a function that registers handlers of
// other packages, deferred under AddendaKey keys, on a server it is
// given in parameter Param: a package that passes it a server with
// nothing recovering claims their addenda.
type ServerFact struct {
	Param int
	SDK   sdkmodel.SDK
	Keys  []string
}

func (*ServerFact) AFact() {}

func (f *ServerFact) String() string {
	return fmt.Sprintf("registers on server param %d: %s", f.Param, strings.Join(f.Keys, ", "))
}

// AddendaKey is the key a handler's addenda are deferred under when its
// factory obj is settled where it is declared but its server is built
// elsewhere.
func AddendaKey(obj types.Object) string {
	if k := report.ObjectKey(obj); k != "" {
		return "addenda of " + k
	}
	return ""
}

// addendaHandlers gives a root to the settled handlers of a package that
// builds no server of their SDK: their addenda go under the key of the
// exported function that is or makes them.
func (d *discoverer) addendaHandlers() {
	if d.pass.Pkg.Name() == "main" {
		return
	}
	for _, h := range d.res.Handlers {
		if h.Open != nil || h.Key != "" || h.RecoveredBy != "" || h.How == ByType {
			continue
		}
		if _, ok := d.res.Servers[h.Spec.SDK]; ok {
			continue // the server is in view: the rule decides here
		}
		root := d.exportedRoot(h.Fn)
		if h.How == AsContinuation && h.Of != nil {
			// A delegate's returns are its handler's: so are its panics.
			root = h.Of.Addenda
			if root == nil {
				root = d.exportedRoot(h.Of.Fn)
			}
		}
		if root == nil || d.openFacts[root] != nil {
			continue
		}
		key := AddendaKey(root)
		if key == "" {
			continue
		}
		h.Addenda = root
		d.res.OpenKeys[root] = key
		f := d.addendaFacts[root]
		if f == nil {
			f = &OpenFact{SDK: h.Spec.SDK, Kind: h.Spec.Kind, Addenda: true}
			d.addendaFacts[root] = f
		}
	}
	for obj, f := range d.addendaFacts {
		d.pass.ExportObjectFact(obj, f)
	}
}

// serverTypes returns the server types of the SDKs' constructors that
// the package sees, by SDK.
func (d *discoverer) serverTypes() map[sdkmodel.SDK]types.Type {
	out := map[sdkmodel.SDK]types.Type{}
	for _, sc := range d.m.Servers {
		p := d.res.Pkgs[sc.Func.Pkg]
		if p == nil {
			continue
		}
		fn, ok := p.Scope().Lookup(sc.Func.Name).(*types.Func)
		if !ok {
			continue
		}
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Results().Len() > 0 {
			out[sc.SDK] = sig.Results().At(0).Type()
		}
	}
	return out
}

// serverFacts exports a ServerFact for each function of the package with
// a server parameter that registers, on it, handlers deferred under
// addenda keys: it refers to their factories, or passes the server to a
// function that does (of this package, or with a fact).
func (d *discoverer) serverFacts() {
	servers := d.serverTypes()
	if len(servers) == 0 {
		return
	}
	type entry struct {
		param int
		sdk   sdkmodel.SDK
		keys  []string
	}
	facts := map[*ssa.Function]*entry{}
	// serverParam returns the index of fn's server parameter among its
	// signature's parameters (the receiver left out, as flow.Args
	// leaves it out of a call's arguments).
	serverParam := func(fn *ssa.Function) (int, sdkmodel.SDK) {
		for _, p := range fn.Params {
			for sdk, t := range servers {
				if i := flow.ParamIndex(p); i >= 0 && types.Identical(p.Type(), t) {
					return i, sdk
				}
			}
		}
		return -1, ""
	}
	// A chain of registering functions needs as many rounds as it is
	// long, whatever order they are declared in.
	for changed := true; changed; {
		changed = false
		for _, fn := range d.res.Funcs {
			if fn.Parent() != nil {
				continue
			}
			if file := d.fileOf(fn.Pos()); file == nil || srcfile.IsTest(d.pass.Fset, file) {
				continue
			}
			param, sdk := serverParam(fn)
			if param < 0 {
				continue
			}
			e := facts[fn]
			if e == nil {
				e = &entry{param: param, sdk: sdk}
			}
			before := len(e.keys)
			d.forEachRef(fn, func(obj *types.Func, call *ssa.Call) {
				if k := d.addendaKeyOf(obj, sdk); k != "" && !slices.Contains(e.keys, k) {
					e.keys = append(e.keys, k)
				}
				if call == nil {
					return
				}
				var sf *ServerFact
				if g := call.Call.StaticCallee(); g != nil && g.Pkg == d.res.SSA {
					if ge := facts[g]; ge != nil {
						sf = &ServerFact{Param: ge.param, Keys: ge.keys}
					}
				} else {
					var f ServerFact
					if d.pass.ImportObjectFact(obj, &f) {
						sf = &f
					}
				}
				args := flow.Args(call.Common())
				if sf == nil || sf.Param >= len(args) || !d.isServerParam(args[sf.Param], param) {
					return
				}
				for _, k := range sf.Keys {
					if !slices.Contains(e.keys, k) {
						e.keys = append(e.keys, k)
					}
				}
			})
			if len(e.keys) > 0 {
				facts[fn] = e
			}
			changed = changed || len(e.keys) > before
		}
	}
	for fn, e := range facts {
		if obj, ok := fn.Object().(*types.Func); ok {
			slices.Sort(e.keys)
			d.pass.ExportObjectFact(obj, &ServerFact{Param: e.param, SDK: e.sdk, Keys: e.keys})
			d.localServerFacts[fn] = &ServerFact{Param: e.param, SDK: e.sdk, Keys: e.keys}
		}
	}
}

// isServerParam reports whether v is the parameter at signature index i
// (the receiver left out) of the function it belongs to.
func (d *discoverer) isServerParam(v ssa.Value, i int) bool {
	p, ok := v.(*ssa.Parameter)
	return ok && flow.ParamIndex(p) == i
}

// addendaKeyOf returns the addenda key of obj, a factory whose handlers
// of sdk are deferred under it, or "": of another package (its fact), or
// of this one (xiaohongshu-mcp's and musttools' layout: the package
// registers its own exported handlers on a server it is given).
func (d *discoverer) addendaKeyOf(obj *types.Func, sdk sdkmodel.SDK) string {
	if obj.Pkg() == nil {
		return ""
	}
	if obj.Pkg() == d.pass.Pkg {
		if f := d.addendaFacts[obj]; f != nil && f.SDK == sdk {
			return AddendaKey(obj)
		}
		return ""
	}
	var f OpenFact
	if !d.pass.ImportObjectFact(obj, &f) || !f.Addenda || f.SDK != sdk {
		return ""
	}
	return AddendaKey(obj)
}

// forEachRef calls visit with every declared function fn refers to, with
// the call when the reference is a static call's callee.
func (d *discoverer) forEachRef(fn *ssa.Function, visit func(*types.Func, *ssa.Call)) {
	for _, f := range append([]*ssa.Function{fn}, fn.AnonFuncs...) {
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				var ops [8]*ssa.Value
				for _, op := range instr.Operands(ops[:0]) {
					g, ok := (*op).(*ssa.Function)
					if !ok || *op == nil {
						continue
					}
					obj, ok := g.Object().(*types.Func)
					if !ok {
						continue
					}
					call, _ := instr.(*ssa.Call)
					if call != nil && call.Call.Value != g {
						call = nil
					}
					visit(obj, call)
				}
			}
		}
	}
}

// addendaClaims claims, where the package builds a server of an SDK with
// nothing recovering, the addenda of the handlers registered on it: of
// the factories it refers to, and of those a function it passes the
// server to registers (ServerFact).
func (d *discoverer) addendaClaims(claim func(report.Claim)) {
	add := func(key string, sdk sdkmodel.SDK) {
		if key == "" || !d.serverUnrecovered(sdk) {
			return
		}
		claim(report.Claim{Key: key, Variant: Unrecovered})
		if _, ok := d.res.Validated[sdk]; !ok {
			claim(report.Claim{Key: key, Variant: UnrecoveredUnvalidated})
		}
	}
	for _, fn := range d.res.Funcs {
		if file := d.fileOf(fn.Pos()); file == nil || srcfile.IsTest(d.pass.Fset, file) {
			continue
		}
		if fn.Parent() != nil {
			continue // forEachRef looks into closures
		}
		d.forEachRef(fn, func(obj *types.Func, call *ssa.Call) {
			var f OpenFact
			if obj.Pkg() != nil && obj.Pkg() != d.pass.Pkg && d.pass.ImportObjectFact(obj, &f) && f.Addenda {
				add(AddendaKey(obj), f.SDK)
			}
			if call == nil {
				return
			}
			sf := d.localServerFacts[call.Call.StaticCallee()]
			if sf == nil {
				var f ServerFact
				if obj.Pkg() != d.pass.Pkg && d.pass.ImportObjectFact(obj, &f) {
					sf = &f
				}
			}
			args := flow.Args(call.Common())
			if sf == nil || sf.Param >= len(args) || !d.builtHere(args[sf.Param]) {
				return
			}
			for _, k := range sf.Keys {
				add(k, sf.SDK)
			}
		})
	}
}

// builtHere reports whether server value v is made by this package: every
// value it can hold is the result of an SDK server constructor called
// here, or of a function of this package that returns one. A server made
// by another package (admin.NewServer(), with a recovery of its own) is
// not the one whose recovery this package decides.
func (d *discoverer) builtHere(v ssa.Value) bool {
	isServer := func(call *ssa.Call) bool { return d.m.ServerOf(flow.StaticFunc(call.Common())) != nil }
	return flow.EveryCall(v, nil, func(call *ssa.Call) bool {
		if isServer(call) {
			return true
		}
		g := call.Call.StaticCallee()
		return g != nil && g.Pkg == d.res.SSA && g.Syntax() != nil && flow.EveryReturn(g, 0, func(r flow.Origin) bool {
			c, _ := flow.CallOf(r.Value)
			return c != nil && isServer(c)
		})
	})
}
