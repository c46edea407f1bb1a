package errorigin

import (
	"fmt"
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// maxImpls bounds the implementations a call through one of the module's
// interfaces is classified by. An interface with a few implementations is
// a client the module wraps (the real one, a cache, a retrying wrapper);
// one with many is a plugin point (tools, steps, commands) or a small
// interface many types satisfy by accident (Close() error), and whichever
// of them sends foreign text, the fix is not at the call: its calls stay
// unknown.
const maxImpls = 8

// NotImplFact marks a type of the module declared in a _test.go file or
// in a generated file: a test fake or a generated mock (mockgen, mockery,
// moq, counterfeiter), which a server does not call in production.
// Importers leave it out of the implementations of the module's
// interfaces. The defining package says so, since only it has the files.
type NotImplFact struct {
	// Why is "test" or "generated". (gob encodes no struct without an
	// exported field.)
	Why string
}

// AFact marks NotImplFact as an analysis fact.
func (*NotImplFact) AFact() {}

func (f *NotImplFact) String() string { return "notimpl(" + f.Why + ")" }

// implSet is what a call through one interface can run.
type implSet struct {
	// recvs are the implementations in sight, each as the type whose
	// method set has the interface's methods: T, or *T when only the
	// pointer implements it.
	recvs []types.Type
	// generic: a generic type in sight has the interface's method
	// names. types.Implements is unspecified for an uninstantiated
	// generic type, and which instances the module makes is not known
	// here: the call may run one of them.
	generic bool
}

// ImplFact is exported on each method of an interface the module
// declares, by the interface's own package: how many of that package's
// named types implement the interface (test and generated ones left out),
// whether a generic type of it has the method names, and the union of
// what the method returns in those implementations, parameters unbound.
//
// Importers cannot list another package's types the same way under every
// driver: go vet (unitchecker) hands a package its imports as export data,
// which holds the unexported types only when an exported declaration
// refers to them, and the indirect imports' types only when referenced,
// while an in-memory driver (checker, golangci-lint) loads every package
// whole. The declaring package sees all its types under both.
type ImplFact struct {
	Impls   int
	Generic bool
	Results []ResultOrigin
}

// AFact marks ImplFact as an analysis fact.
func (*ImplFact) AFact() {}

func (f *ImplFact) String() string {
	o := OriginFact{Results: f.Results}
	s := fmt.Sprintf("impls(%d", f.Impls)
	if f.Generic {
		s += "+generic"
	}
	return s + " " + o.String() + ")"
}

// implResult classifies result idx of call, a call through a method of an
// interface declared in the module, as the union of static calls of the
// method of every implementation in sight: this package's types, the
// exported types of the module's packages it imports directly, and the
// implementations the interface's package declares (its ImplFact). It
// reports false when no implementation is in sight: the origin stays
// unknown.
func (c *Classifier) implResult(call *ssa.Call, idx int) (Origin, bool) {
	common := call.Common()
	n := c.ownInterface(common.Value.Type())
	if n == nil || common.Method == nil {
		return Origin{}, false
	}
	// A generic interface's implementations are not listed at home
	// (which instances exist is known only where it is instantiated).
	home := common.Method.Pkg()
	var fact ImplFact
	if home == c.pass.Pkg || !c.importFact(common.Method.Origin(), &fact) {
		home = nil
	}
	set := c.implsOf(n)
	var recvs []types.Type
	for _, r := range set.recvs {
		// The declaring package's own are in its fact.
		if home == nil || typePkg(r) != home {
			recvs = append(recvs, r)
		}
	}
	switch count := len(recvs) + fact.Impls; {
	case count == 0:
		return Origin{}, false
	case count > maxImpls:
		return Origin{Kind: Unknown}, true
	}
	args := flow.Args(common)
	var out Origin
	for _, recv := range recvs {
		out = out.join(c.recvResult(recv, common.Method, idx, args, call.Pos()))
	}
	for _, r := range fact.Results {
		if r.Index == idx {
			out = out.join(c.bind(r.origin(call.Pos()), args, call.Pos(), shortName(common.Method)))
		}
	}
	if set.generic || fact.Generic {
		out = out.join(Origin{Kind: Unknown})
	}
	return out, true
}

// recvResult classifies result idx of a call at pos of method m of an
// interface on a value of type recv, with arguments args.
func (c *Classifier) recvResult(recv types.Type, m *types.Func, idx int, args []ssa.Value, pos token.Pos) Origin {
	sel := c.msets.MethodSet(recv).Lookup(m.Pkg(), m.Name())
	if sel == nil {
		return Origin{Kind: Unknown}
	}
	fn, ok := sel.Obj().(*types.Func)
	if !ok {
		return Origin{Kind: Unknown}
	}
	return c.methodResult(fn, idx, args, pos)
}

// typePkg returns the package that declares named type t or *t, or nil.
func typePkg(t types.Type) *types.Package {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Pkg()
	}
	return nil
}

// exportImpls exports an ImplFact on each method of each interface this
// package declares that some type of this package implements.
func (c *Classifier) exportImpls() {
	done := map[*types.Func]bool{}
	scope := c.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n := c.ownInterface(tn.Type())
		if n == nil || n.TypeParams().Len() > 0 {
			// types.Implements is unspecified for a generic interface.
			continue
		}
		set := c.ownImpls(n)
		if len(set.recvs) == 0 && !set.generic {
			continue
		}
		iface := n.Underlying().(*types.Interface)
		for i := 0; i < iface.NumExplicitMethods(); i++ {
			m := iface.ExplicitMethod(i)
			if m.Pkg() != c.pass.Pkg || done[m] {
				// type T fmt.Stringer: the method is another
				// package's, or another interface's of this one.
				continue
			}
			done[m] = true
			f := &ImplFact{Impls: len(set.recvs), Generic: set.generic}
			if f.Impls <= maxImpls {
				f.Results = c.implResults(set.recvs, m)
			}
			c.pass.ExportObjectFact(m, f)
		}
	}
}

// implResults returns the union, per error or text result of interface
// method m, of what m returns in each of recvs, parameters unbound.
func (c *Classifier) implResults(recvs []types.Type, m *types.Func) []ResultOrigin {
	sig := m.Type().(*types.Signature)
	var out []ResultOrigin
	for i := 0; i < sig.Results().Len(); i++ {
		t := sig.Results().At(i).Type()
		if !typeinfo.IsErrorType(t) && !isText(t) {
			continue
		}
		var o Origin
		for _, recv := range recvs {
			o = o.join(c.unboundResult(recv, m, i))
		}
		if o.Kind != 0 || len(o.Params) > 0 {
			out = append(out, resultOrigin(i, o))
		}
	}
	return out
}

// unboundResult classifies result idx of interface method m on a value of
// type recv, a type of this package, with the parameters left as flows for
// the call's arguments to bind.
func (c *Classifier) unboundResult(recv types.Type, m *types.Func, idx int) Origin {
	sel := c.msets.MethodSet(recv).Lookup(m.Pkg(), m.Name())
	if sel == nil {
		return Origin{Kind: Unknown}
	}
	fn, ok := sel.Obj().(*types.Func)
	if !ok {
		return Origin{Kind: Unknown}
	}
	fn = fn.Origin()
	if fn.Pkg() == c.pass.Pkg {
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil && !types.IsInterface(sig.Recv().Type()) {
			if v := c.ssa.Prog.FuncValue(fn); v != nil && v.Blocks != nil {
				return c.funcResult(v, idx)
			}
		}
	}
	// Promoted from an embedded field (another package's type, an
	// interface): as a call of it with no argument known.
	return c.methodResult(fn, idx, nil, token.NoPos)
}

// methodResult classifies result idx of a static call at pos of method m
// with arguments args, as callResult and textCall classify one.
func (c *Classifier) methodResult(m *types.Func, idx int, args []ssa.Value, pos token.Pos) Origin {
	m = m.Origin()
	sig, ok := m.Type().(*types.Signature)
	if !ok || idx >= sig.Results().Len() {
		return Origin{Kind: Unknown}
	}
	if sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
		// Promoted from an embedded interface: whatever the field holds
		// (another implementation, a test's fake).
		return Origin{Kind: Unknown}
	}
	if c.ssa != nil && m.Pkg() == c.ssa.Pkg {
		fn := c.ssa.Prog.FuncValue(m)
		if fn == nil || fn.Blocks == nil {
			return Origin{Kind: Unknown}
		}
		return c.bind(c.funcResult(fn, idx), args, pos, shortName(m))
	}
	if o, ok := c.factResult(m, idx, args, pos); ok {
		return o
	}
	if isText(sig.Results().At(idx).Type()) {
		// exportFacts writes no fact for text without sources.
		return Origin{Kind: Written}
	}
	if o, ok := c.knownCallee(m, args); ok {
		return o
	}
	if o, ok := c.sdkResult(m); ok {
		return o
	}
	return c.unseenCallee(m, pos)
}

// ownInterface returns t as an interface declared in the module with
// methods, or nil. A type parameter stands for its constraint.
func (c *Classifier) ownInterface(t types.Type) *types.Named {
	t = types.Unalias(t)
	if tp, ok := t.(*types.TypeParam); ok {
		t = types.Unalias(tp.Constraint())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !c.ownPackage(n.Obj().Pkg().Path()) {
		return nil
	}
	iface, ok := n.Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 {
		return nil
	}
	return n
}

// ownPackage reports whether path is a package of the module whose errors
// the Classifier judges: not one of an SDK's.
func (c *Classifier) ownPackage(path string) bool {
	return InModule(path, c.module) && !c.model.IsSDKPackage(path)
}

// implsOf returns the implementations in sight of interface n.
func (c *Classifier) implsOf(n *types.Named) implSet {
	if v := c.impls.At(n); v != nil {
		return v.(implSet)
	}
	out := c.implsAmong(n, c.typesInSight())
	c.impls.Set(n, out)
	return out
}

// ownImpls returns the implementations of interface n among this
// package's own types.
func (c *Classifier) ownImpls(n *types.Named) implSet {
	var own []*types.Named
	for _, t := range c.typesInSight() {
		if t.Obj().Pkg() == c.pass.Pkg {
			own = append(own, t)
		}
	}
	return c.implsAmong(n, own)
}

// implsAmong returns the implementations of interface n among cands,
// those whose methods are generated or test code left out.
func (c *Classifier) implsAmong(n *types.Named, cands []*types.Named) implSet {
	iface := n.Underlying().(*types.Interface)
	var out implSet
	for _, cand := range cands {
		if cand.TypeParams().Len() > 0 {
			if hasMethodNames(cand, iface) {
				out.generic = true
			}
			continue
		}
		var recv types.Type
		switch ptr := types.NewPointer(cand); {
		case types.Implements(cand, iface):
			recv = cand
		case types.Implements(ptr, iface):
			recv = ptr
		default:
			continue
		}
		if !c.generatedMethod(recv, iface) {
			out.recvs = append(out.recvs, recv)
		}
	}
	return out
}

// hasMethodNames reports whether generic type n (or its pointer) has a
// method of each name of iface's methods.
func hasMethodNames(n *types.Named, iface *types.Interface) bool {
	for i := 0; i < iface.NumMethods(); i++ {
		m := iface.Method(i)
		obj, _, _ := types.LookupFieldOrMethod(n, true, m.Pkg(), m.Name())
		if _, ok := obj.(*types.Func); !ok {
			return false
		}
	}
	return true
}

// typesInSight lists the named types, not interfaces, declared at package
// level in this package and the exported ones of the module's packages it
// imports directly, those of test and generated files left out. These are
// the types every driver shows a package whole: its own from source, and
// its direct imports' exported API, which export data always holds. An
// interface's package adds its unexported implementations through its
// ImplFact. This package's come first, in source order, then the imported
// packages' by import path and name, so that the first source of a union
// does not depend on map order.
func (c *Classifier) typesInSight() []*types.Named {
	if c.sightDone {
		return c.sight
	}
	c.sightDone = true
	add := func(pkg *types.Package, skip func(*types.TypeName) bool) {
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() || skip(tn) {
				continue
			}
			if n, ok := tn.Type().(*types.Named); ok && !types.IsInterface(n) {
				c.sight = append(c.sight, n)
			}
		}
	}
	add(c.pass.Pkg, func(tn *types.TypeName) bool { return c.notImplWhy(tn) != "" })
	sort.SliceStable(c.sight, func(i, j int) bool {
		return srcfile.Compare(c.pass.Fset, c.sight[i].Obj().Pos(), c.sight[j].Obj().Pos()) < 0
	})
	var imported []*types.Package
	for _, q := range c.pass.Pkg.Imports() {
		if c.ownPackage(q.Path()) {
			imported = append(imported, q)
		}
	}
	sort.Slice(imported, func(i, j int) bool { return imported[i].Path() < imported[j].Path() })
	for _, p := range imported {
		add(p, func(tn *types.TypeName) bool {
			var f NotImplFact
			return !tn.Exported() || c.importFact(tn, &f)
		})
	}
	return c.sight
}

// notImplWhy says why a type or method of this package is no
// implementation a server runs: "test" or "generated" after the file that
// declares it, or "".
func (c *Classifier) notImplWhy(obj types.Object) string {
	f := srcfile.FileOf(c.pass.Files, obj.Pos())
	switch {
	case f == nil:
		return ""
	case srcfile.IsTest(c.pass.Fset, f):
		return "test"
	case srcfile.IsGenerated(f):
		return "generated"
	}
	return ""
}

// exportNotImpl exports a NotImplFact for each package-level type of
// this package declared in a test or generated file, and for each method
// so declared of the other types.
func (c *Classifier) exportNotImpl() {
	scope := c.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		if why := c.notImplWhy(tn); why != "" {
			c.pass.ExportObjectFact(tn, &NotImplFact{Why: why})
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok {
			continue
		}
		for i := 0; i < n.NumMethods(); i++ {
			if m := n.Method(i); c.notImplWhy(m) != "" {
				c.pass.ExportObjectFact(m, &NotImplFact{Why: c.notImplWhy(m)})
			}
		}
	}
}

// generatedMethod reports whether recv implements a method of iface with a
// method declared in a test or generated file: a generated stub (an RPC
// dispatcher, a gRPC client) or a fake, not the module's own code.
func (c *Classifier) generatedMethod(recv types.Type, iface *types.Interface) bool {
	mset := c.msets.MethodSet(recv)
	for i := 0; i < iface.NumMethods(); i++ {
		m := iface.Method(i)
		sel := mset.Lookup(m.Pkg(), m.Name())
		if sel == nil {
			continue
		}
		fn, ok := sel.Obj().(*types.Func)
		if !ok || fn.Pkg() == nil {
			continue
		}
		fn = fn.Origin()
		if fn.Pkg() == c.pass.Pkg {
			if c.notImplWhy(fn) != "" {
				return true
			}
			continue
		}
		var f NotImplFact
		if c.importFact(fn, &f) {
			return true
		}
	}
	return false
}
