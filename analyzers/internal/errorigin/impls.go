package errorigin

import (
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
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

// implResult classifies result idx of call, a call through a method of an
// interface declared in the module, as the union of static calls of the
// method of every implementation in sight (in the package being checked
// and in the module's packages it imports, directly or not: go vet gives
// a package the facts of those only). It reports false when no
// implementation is in sight: the origin stays unknown.
func (c *Classifier) implResult(call *ssa.Call, idx int) (Origin, bool) {
	common := call.Common()
	n := c.ownInterface(common.Value.Type())
	if n == nil || common.Method == nil {
		return Origin{}, false
	}
	set := c.implsOf(n)
	switch {
	case len(set.recvs) == 0:
		return Origin{}, false
	case len(set.recvs) > maxImpls:
		return Origin{Kind: Unknown}, true
	}
	args := flow.Args(common)
	var out Origin
	for _, recv := range set.recvs {
		sel := c.msets.MethodSet(recv).Lookup(common.Method.Pkg(), common.Method.Name())
		if sel == nil {
			out = out.join(Origin{Kind: Unknown})
			continue
		}
		m, ok := sel.Obj().(*types.Func)
		if !ok {
			out = out.join(Origin{Kind: Unknown})
			continue
		}
		out = out.join(c.methodResult(m, idx, args, call.Pos()))
	}
	if set.generic {
		out = out.join(Origin{Kind: Unknown})
	}
	return out, true
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
	iface := n.Underlying().(*types.Interface)
	var out implSet
	for _, cand := range c.typesInSight() {
		if cand.TypeParams().Len() > 0 {
			if hasMethodNames(cand, iface) {
				out.generic = true
			}
			continue
		}
		switch ptr := types.NewPointer(cand); {
		case types.Implements(cand, iface):
			out.recvs = append(out.recvs, cand)
		case types.Implements(ptr, iface):
			out.recvs = append(out.recvs, ptr)
		}
	}
	c.impls.Set(n, out)
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
// level in this package and in the module's packages it imports, directly
// or not, that may implement the module's interfaces: those of test and
// generated files left out. This package's come first, in source order,
// then the imported packages' by import path and name, so that the
// first source of a union does not depend on map order.
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
	seen := map[*types.Package]bool{c.pass.Pkg: true}
	var imported []*types.Package
	var visit func(*types.Package)
	visit = func(p *types.Package) {
		for _, q := range p.Imports() {
			// The module's packages import each other, not through a
			// dependency's.
			if seen[q] || !c.ownPackage(q.Path()) {
				continue
			}
			seen[q] = true
			imported = append(imported, q)
			visit(q)
		}
	}
	visit(c.pass.Pkg)
	sort.Slice(imported, func(i, j int) bool { return imported[i].Path() < imported[j].Path() })
	for _, p := range imported {
		add(p, func(tn *types.TypeName) bool {
			var f NotImplFact
			return c.importFact(tn, &f)
		})
	}
	return c.sight
}

// notImplWhy says why a type of this package is no implementation a
// server runs: "test" or "generated" after the file that declares it, or
// "".
func (c *Classifier) notImplWhy(tn *types.TypeName) string {
	f := srcfile.FileOf(c.pass.Files, tn.Pos())
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
// this package declared in a test or generated file.
func (c *Classifier) exportNotImpl() {
	scope := c.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		if why := c.notImplWhy(tn); why != "" {
			c.pass.ExportObjectFact(tn, &NotImplFact{Why: why})
		}
	}
}
