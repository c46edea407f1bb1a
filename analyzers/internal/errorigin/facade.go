package errorigin

import (
	"go/types"

	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// facadeOf returns the foreign type behind t, a module's interface over
// another module's API client, or nil:
//
//	type BuildsClient interface {
//		Get(ctx context.Context, org, pipeline, number string, opt *buildkite.BuildGetOptions) (buildkite.Build, *buildkite.Response, error)
//	}
//
// is implemented by go-buildkite's *BuildsService, one of the types of a
// package its methods' signatures name. A call through the interface
// returns that client's errors (buildkite-mcp-server's handlers call the
// API through such interfaces, so that tests can fake them), whatever
// the module's own types that implement it do: a facade comes before
// implResult. An interface no type of those packages implements (a
// provider, the module's own dependencies) is left to implResult.
func (c *Classifier) facadeOf(t types.Type) *types.Named {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !InModule(n.Obj().Pkg().Path(), c.module) {
		return nil
	}
	iface, ok := n.Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 {
		return nil
	}
	if c.facades == nil {
		c.facades = map[*types.Named]*types.Named{}
	}
	if f, ok := c.facades[n]; ok {
		return f
	}
	var found *types.Named
	for _, pkg := range c.signaturePackages(iface) {
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || !tn.Exported() || tn.IsAlias() {
				continue
			}
			cand, ok := tn.Type().(*types.Named)
			if !ok || types.IsInterface(cand) || cand.TypeParams().Len() > 0 {
				continue // generic types: Implements is unspecified for them
			}
			if types.Implements(cand, iface) || types.Implements(types.NewPointer(cand), iface) {
				found = cand
				break
			}
		}
		if found != nil {
			break
		}
	}
	c.facades[n] = found
	return found
}

// maxSignatureNesting bounds the pointers, slices and maps
// signaturePackages looks through in a facade method's parameter and
// result types for another module's named types: map[string][]*pkg.T is
// three. Only the named types a method takes or returns count; those
// inside them are that package's business.
const maxSignatureNesting = 3

// signaturePackages lists the packages of other modules (not the standard
// library's, not an SDK's) whose named types the methods of iface take or
// return.
func (c *Classifier) signaturePackages(iface *types.Interface) []*types.Package {
	seen := map[*types.Package]bool{}
	var out []*types.Package
	var visit func(t types.Type, depth int)
	visit = func(t types.Type, depth int) {
		if depth > maxSignatureNesting {
			return
		}
		switch x := types.Unalias(t).(type) {
		case *types.Named:
			p := x.Obj().Pkg()
			if p == nil || seen[p] || typeinfo.IsErrorType(x) {
				return
			}
			if !InModule(p.Path(), c.module) && !typeinfo.IsStdPath(p.Path()) && !c.model.IsSDKPackage(p.Path()) {
				seen[p] = true
				out = append(out, p)
			}
		case *types.Pointer:
			visit(x.Elem(), depth+1)
		case *types.Slice:
			visit(x.Elem(), depth+1)
		case *types.Map:
			visit(x.Key(), depth+1)
			visit(x.Elem(), depth+1)
		}
	}
	for i := 0; i < iface.NumMethods(); i++ {
		sig := iface.Method(i).Type().(*types.Signature)
		for j := 0; j < sig.Params().Len(); j++ {
			visit(sig.Params().At(j).Type(), 0)
		}
		for j := 0; j < sig.Results().Len(); j++ {
			visit(sig.Results().At(j).Type(), 0)
		}
	}
	return out
}
