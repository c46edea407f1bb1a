package failpath_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
)

// Each function calls mark() in the block under test; want says whether
// that block is a default case.
const src = `package p

type in struct{ Kind string }

func mark() {}

func switchDefault(v string) {
	switch v {
	case "a":
	case "b":
	default:
		mark()
	}
}

func switchCase(v string) {
	switch v {
	case "a":
	case "b":
		mark()
	}
}

func oneCase(v string) {
	switch v {
	case "a":
	default:
		mark()
	}
}

func validation(a in) {
	if a.Kind != "" && a.Kind != "x" && a.Kind != "y" {
		mark()
	}
}

func elseChain(v string) {
	if v == "a" {
	} else if v == "b" {
	} else {
		mark()
	}
}

func twoValues(v, w string) {
	if v != "a" && w != "b" {
		mark()
	}
}
`

// buildSrc builds one source file of package p in SSA form.
func buildSrc(t *testing.T, src string) *ssa.Package {
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

func TestDefault(t *testing.T) {
	pkg := buildSrc(t, src)
	for name, want := range map[string]bool{
		"switchDefault": true,
		"switchCase":    false,
		"oneCase":       false,
		"validation":    true,
		"elseChain":     false, // the last branch of an if-else chain is ordinary
		"twoValues":     false,
	} {
		b := markBlock(pkg.Func(name))
		if b == nil {
			t.Fatalf("%s: no mark() call", name)
		}
		r := failpath.Default(b)
		if (r != nil) != want {
			t.Errorf("%s: Default = %v, want a reason: %v", name, r, want)
		}
		if r != nil && r.Kind != failpath.SwitchDefault {
			t.Errorf("%s: Kind = %v, want SwitchDefault", name, r.Kind)
		}
		if r := failpath.At(b); r != nil {
			t.Errorf("%s: At = %v: a default case is not an error check", name, r.Describe())
		}
	}
}

func markBlock(fn *ssa.Function) *ssa.BasicBlock {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok {
				if callee := c.Call.StaticCallee(); callee != nil && callee.Name() == "mark" {
					return b
				}
			}
		}
	}
	return nil
}
