// Package ssabuild provides an analysis pass whose result builds the
// package in SSA form on first use, the way x/tools' buildssa pass does.
//
// Requiring buildssa would build SSA for every package the driver
// analyzes, dependencies included, and go vet -vettool analyzes every
// dependency of the checked packages for facts. mcplint's passes only need
// SSA for packages that use an MCP SDK or belong to the module being
// checked, so they ask for it only then.
package ssabuild

import (
	"fmt"
	"go/ast"
	"go/types"
	"reflect"
	"sync"
	"sync/atomic"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Analyzer's result is a *SSA.
//
// It runs on packages that do not type-check only to fail with an error
// that names the package: every mcplint pass requires it, so the driver
// then reports "failed prerequisites: mcpssa@<package>" for each of them
// instead of an anonymous "analysis skipped due to errors in package".
var Analyzer = &analysis.Analyzer{
	Name:             "mcpssa",
	Doc:              "build SSA form on demand for the mcplint passes",
	URL:              "https://github.com/mcplint-go/mcplint",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*SSA](),
}

func run(pass *analysis.Pass) (any, error) {
	if len(pass.TypeErrors) > 0 {
		return nil, fmt.Errorf("%s does not type-check (%v): mcplint does not analyse it", pass.Pkg.Path(), pass.TypeErrors[0])
	}
	return &SSA{pass: pass}, nil
}

// SSA builds a package's SSA form once, on the first call to Build.
type SSA struct {
	pass  *analysis.Pass
	once  sync.Once
	built atomic.Bool
	pkg   *ssa.Package
	funcs []*ssa.Function
	err   error
}

// Build returns the package in SSA form and its functions: every declared
// function and method, each followed by its func literals, in source
// order, then the package initializer and its func literals.
//
// A panic inside go/ssa is returned as an error naming the package, so a
// builder bug shows as an analysis error rather than a crash.
func (s *SSA) Build() (*ssa.Package, []*ssa.Function, error) {
	s.once.Do(func() {
		s.pkg, s.funcs, s.err = build(s.pass)
		s.built.Store(true)
	})
	return s.pkg, s.funcs, s.err
}

// Built reports whether Build has run: an mcplint pass needed this
// package in SSA form. internal/cmd/mcpstat counts such packages to show
// how much of a code base the analyzers looked into.
func (s *SSA) Built() bool { return s.built.Load() }

func build(pass *analysis.Pass) (pkg *ssa.Package, funcs []*ssa.Function, err error) {
	defer func() {
		if r := recover(); r != nil {
			pkg, funcs, err = nil, nil, fmt.Errorf("building SSA for %s: %v", pass.Pkg.Path(), r)
		}
	}()
	prog := ssa.NewProgram(pass.Fset, ssa.BuilderMode(0))
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	pkg = prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	pkg.Build()

	var add func(f *ssa.Function)
	// The package initializer holds the initializers of package-level
	// variables: stores of sentinel errors and handler values.
	init := pkg.Func("init")
	add = func(f *ssa.Function) {
		funcs = append(funcs, f)
		for _, anon := range f.AnonFuncs {
			add(anon)
		}
	}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			obj, ok := pass.TypesInfo.Defs[d.Name].(*types.Func)
			if !ok {
				continue
			}
			if f := prog.FuncValue(obj); f != nil {
				add(f)
			}
		}
	}
	if init != nil {
		add(init)
	}
	return pkg, funcs, nil
}
