// Package ssatest builds small Go sources in SSA form for the tests of the
// shared SSA walks (flow, failpath), which need functions to walk but not
// an analysis pass.
package ssatest

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// Build parses src, one file of package p importing only the standard
// library, and builds it in SSA form with sanity checks on.
func Build(t testing.TB, src string) *ssa.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset,
		types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// CallBlock returns the block of fn that calls the function named callee,
// or nil: tests mark the block they ask about with a call of mark().
func CallBlock(fn *ssa.Function, callee string) *ssa.BasicBlock {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok {
				if f := c.Call.StaticCallee(); f != nil && f.Name() == callee {
					return b
				}
			}
		}
	}
	return nil
}

// Returned is the value of fn's first return of one value; the test
// fails when fn has none.
func Returned(t testing.TB, fn *ssa.Function) ssa.Value {
	t.Helper()
	for _, b := range fn.Blocks {
		if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(r.Results) == 1 {
			return r.Results[0]
		}
	}
	t.Fatalf("%s returns no value", fn.Name())
	return nil
}
