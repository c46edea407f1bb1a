package handlers

import (
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// Handlers declared in one package of the project are often wrapped,
// registered or made by a factory in another: the package that declares
// them judges them (OpenFact, report.Deferred) and this one, which knows
// the SDK construct they reach, claims the variant that applies
// (extClaims). Nothing here looks into the other package's bodies: go
// vet gives a package the types and facts of its imports only.

// externalFuncs returns the project functions of other packages that fn,
// a function value of this package's SSA program, stands for: the
// function or method itself (bound method wrappers and thunks stand for
// their method), or for an interface method the methods of the types in
// sight that implement the interface.
func (d *discoverer) externalFuncs(fn *ssa.Function) []*types.Func {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return nil
	}
	// A method value of an instance of a generic type stands for the
	// method of its origin, which carries the facts.
	obj = obj.Origin()
	if !d.projectFunc(obj) {
		return nil
	}
	sig, _ := obj.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return []*types.Func{obj}
	}
	iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
	if !ok {
		return []*types.Func{obj}
	}
	return d.implementations(iface, obj.Name())
}

// externalFactory calls ext with the project function of another package
// that call calls statically: the handlers it returns are judged under
// its name where it is declared (openObject).
func (d *discoverer) externalFactory(call *ssa.Call, ext func(*types.Func)) {
	if ext == nil {
		return
	}
	g := call.Call.StaticCallee()
	if g == nil {
		return
	}
	if g.Origin() != nil {
		g = g.Origin()
	}
	if obj, ok := g.Object().(*types.Func); ok && d.projectFunc(obj.Origin()) && g.Pkg != d.res.SSA {
		ext(obj.Origin())
	}
}

// projectFunc reports whether obj is a declared function of another
// package, not an SDK's. Whether it is a handler is its own package's
// judgement (OpenFact): a package of another module of a go.work
// workspace, or of a dependency, counts as well.
func (d *discoverer) projectFunc(obj *types.Func) bool {
	p := obj.Pkg()
	return p != nil && p != d.pass.Pkg && !d.m.IsSDKPackage(p.Path())
}

// maxImplementations bounds the implementations an interface method value
// stands for: an interface that many types of the project implement
// (a Stringer-like one) says nothing of which handler is meant.
const maxImplementations = 16

// implementations returns the methods named name of the named types of
// the project's packages in sight (this package's imports, transitively)
// whose value or pointer type implements iface, in a stable order; none
// when there are more than maxImplementations.
func (d *discoverer) implementations(iface *types.Interface, name string) []*types.Func {
	var out []*types.Func
	paths := make([]string, 0, len(d.res.Pkgs))
	for path := range d.res.Pkgs {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		pkg := d.res.Pkgs[path]
		if pkg == d.pass.Pkg || d.m.IsSDKPackage(path) || !sameProject(d.pass, path) {
			continue
		}
		scope := pkg.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			named, ok := tn.Type().(*types.Named)
			if !ok || named.TypeParams().Len() > 0 || types.IsInterface(named) {
				continue
			}
			var t types.Type = named
			if !types.Implements(t, iface) {
				t = types.NewPointer(named)
				if !types.Implements(t, iface) {
					continue
				}
			}
			m, _, _ := types.LookupFieldOrMethod(t, false, pkg, name)
			if fn, ok := m.(*types.Func); ok && fn.Pkg() == pkg {
				out = append(out, fn)
			}
		}
	}
	if len(out) > maxImplementations {
		return nil
	}
	return out
}

// external is a project function of another package that flows here to
// a registration or a wrapper of kind spec, in function in.
type external struct {
	obj  *types.Func
	spec *sdkmodel.Handler
	in   *ssa.Function
}

// noteExternal records that obj flows to a registration or wrapper of
// kind spec in the function being scanned.
func (d *discoverer) noteExternal(obj *types.Func, spec *sdkmodel.Handler) {
	e := external{obj: obj, spec: spec, in: d.scanning}
	for _, x := range d.externals {
		if x == e {
			return
		}
	}
	d.externals = append(d.externals, e)
}

// extClaims claims, for each project function of another package that is
// registered or wrapped here, the variant of its judgement that applies:
// as declared, or converted when a converting middleware is installed
// here; and, where this package builds a server of its SDK with nothing
// recovering panics, the unrecovered addenda. A function judged as
// another kind than it is registered as is not claimed: its package's
// judgement does not hold.
func (d *discoverer) extClaims(add func(report.Claim)) {
	for _, e := range d.externals {
		var f OpenFact
		if !d.pass.ImportObjectFact(e.obj, &f) || f.Middleware {
			continue
		}
		if f.Kind != "" && f.Kind != e.spec.Kind {
			continue
		}
		if e.in == nil {
			continue
		}
		if file := d.fileOf(e.in.Pos()); file == nil || srcfile.IsTest(d.pass.Fset, file) {
			continue
		}
		v := AsDeclared
		if _, ok := d.converted[f.SDK]; ok && e.spec.ReturnsProtocolError(d.res.Pkgs) {
			v = Converted
		}
		add(report.Claim{Obj: e.obj, Variant: v})
		if d.serverUnrecovered(f.SDK) {
			add(report.Claim{Obj: e.obj, Variant: Unrecovered})
			if _, ok := d.res.Validated[f.SDK]; !ok {
				add(report.Claim{Obj: e.obj, Variant: UnrecoveredUnvalidated})
			}
		}
	}
}

// serverUnrecovered reports whether this package builds a server of sdk
// and installs nothing that recovers its handlers' panics.
func (d *discoverer) serverUnrecovered(sdk sdkmodel.SDK) bool {
	if _, ok := d.res.Servers[sdk]; !ok {
		return false
	}
	_, ok := d.res.Recovered[sdk]
	return !ok
}
