// Package ssabuild provides an analysis pass whose result builds the
// package in SSA form on first use, the way x/tools' buildssa pass does.
//
// Requiring buildssa would build SSA for every package the driver
// analyzes, dependencies included, and go vet -vettool analyzes every
// dependency of the checked packages for facts. mcplint's passes only need
// SSA for packages that use an MCP SDK or belong to the module being
// checked, so they ask for it only then.
//
// Like buildssa, it feeds x/tools' ctrlflow no-return facts into the SSA
// builder (a call of log.Fatal, os.Exit or a function that always calls
// them ends its block), and NoReturn answers from the same facts: it is
// mcplint's one source of which functions do not return.
package ssabuild

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"reflect"
	"sync"
	"sync/atomic"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
	"golang.org/x/tools/go/ssa"
)

// Analyzer's result is a *SSA.
var Analyzer = &analysis.Analyzer{
	Name:       "mcpssa",
	Doc:        "build SSA form on demand for the mcplint passes",
	URL:        "https://github.com/mcplint-go/mcplint",
	Run:        run,
	Requires:   []*analysis.Analyzer{typeCheck, ctrlflow.Analyzer},
	ResultType: reflect.TypeFor[*SSA](),
}

// typeCheck runs on packages that do not type-check only to fail with an
// error that names the package: every mcplint pass requires it through
// Analyzer, so the driver then reports "failed prerequisites:
// mcptypecheck@<package>" for each of them instead of an anonymous
// "analysis skipped due to errors in package".
var typeCheck = &analysis.Analyzer{
	Name:             "mcptypecheck",
	Doc:              "fail, naming the package, on a package that does not type-check (shared by the mcplint passes)",
	URL:              "https://github.com/mcplint-go/mcplint",
	Run:              checkTypes,
	RunDespiteErrors: true,
}

func checkTypes(pass *analysis.Pass) (any, error) {
	if len(pass.TypeErrors) > 0 {
		return nil, fmt.Errorf("%s does not type-check (%v): mcplint does not analyse it", pass.Pkg.Path(), pass.TypeErrors[0])
	}
	return nil, nil
}

func run(pass *analysis.Pass) (any, error) {
	cfgs := pass.ResultOf[ctrlflow.Analyzer].(*ctrlflow.CFGs)
	return &SSA{pass: pass, noReturn: cfgs.NoReturn}, nil
}

// SSA builds a package's SSA form once, on the first call to Build.
type SSA struct {
	pass     *analysis.Pass
	noReturn func(*types.Func) bool
	once     sync.Once
	built    atomic.Bool
	pkg      *ssa.Package
	funcs    []*ssa.Function
	err      error
}

// Build returns the package in SSA form and its functions: every declared
// function and method, each followed by its func literals, in source
// order, then the package initializer and its func literals.
//
// A panic inside go/ssa is returned as an error naming the package, so a
// builder bug shows as an analysis error rather than a crash.
func (s *SSA) Build() (*ssa.Package, []*ssa.Function, error) {
	s.once.Do(func() {
		s.pkg, s.funcs, s.err = build(s.pass, s.noReturn)
		s.built.Store(true)
	})
	return s.pkg, s.funcs, s.err
}

// Built reports whether Build has run: an mcplint pass needed this
// package in SSA form. internal/cmd/mcpstat counts such packages to show
// how much of a code base the analyzers looked into.
func (s *SSA) Built() bool { return s.built.Load() }

// NoReturn reports whether a call of fn never returns (it exits the
// process, unwinds the goroutine, or always calls a function that does),
// by ctrlflow's facts. It is defined for every function this package
// calls as a statement, in this package or imported, and is what the SSA
// form is built with.
func (s *SSA) NoReturn(fn *types.Func) bool {
	return fn != nil && (s.noReturn(fn) || s.noReturn(fn.Origin()))
}

// IsNoReturnPanic reports whether p is the panic go/ssa inserts after a
// call of a no-return function to end its block (panic("noreturn") at
// the call's position), not a panic of the source.
func IsNoReturnPanic(p *ssa.Panic) bool {
	mi, ok := p.X.(*ssa.MakeInterface)
	if !ok {
		return false
	}
	k, ok := mi.X.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.String || constant.StringVal(k.Value) != "noreturn" {
		return false
	}
	instrs := p.Block().Instrs
	for i := len(instrs) - 1; i > 0; i-- {
		if instrs[i] != p {
			continue
		}
		for j := i - 1; j >= 0; j-- {
			switch prev := instrs[j].(type) {
			case *ssa.MakeInterface:
				continue
			case *ssa.Call:
				return prev.Pos() == p.Pos() && prev.Common().StaticCallee() != nil
			}
			return false
		}
	}
	return false
}

// EndsInNoReturn reports whether block b ends with a call of a no-return
// function: control never leaves it.
func EndsInNoReturn(b *ssa.BasicBlock) bool {
	if len(b.Instrs) == 0 {
		return false
	}
	p, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Panic)
	return ok && IsNoReturnPanic(p)
}

func build(pass *analysis.Pass, noReturn func(*types.Func) bool) (pkg *ssa.Package, funcs []*ssa.Function, err error) {
	defer func() {
		if r := recover(); r != nil {
			pkg, funcs, err = nil, nil, fmt.Errorf("building SSA for %s: %v", pass.Pkg.Path(), r)
		}
	}()
	prog := ssa.NewProgram(pass.Fset, ssa.BuilderMode(0))
	prog.SetNoReturn(noReturn)
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
