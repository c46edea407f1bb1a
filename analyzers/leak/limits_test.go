package leak

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestValidateNestingLimit: a Validate method four slices deep in a type
// counts, five deep does not. Each bound is stated as a number of its own,
// so that changing the constant fails the test.
func TestValidateNestingLimit(t *testing.T) {
	const src = `package p

type V struct{}

func (V) Validate() error { return nil }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Scope().Lookup("V").Type()
	for n, want := range map[int]bool{4: true, 5: false} {
		if got := hasValidate(nested(v, n), 0); got != want {
			t.Errorf("hasValidate(%s) = %v, want %v", nested(v, n), got, want)
		}
	}
}

// TestPlainDataLimit: strings three slices deep are plain data, four deep
// are not.
func TestPlainDataLimit(t *testing.T) {
	for n, want := range map[int]bool{3: true, 4: false} {
		typ := nested(types.Typ[types.String], n)
		if got := plainData(typ, 0); got != want {
			t.Errorf("plainData(%s) = %v, want %v", typ, got, want)
		}
	}
}

// nested returns t in n slices: [][]t for 2.
func nested(t types.Type, n int) types.Type {
	for range n {
		t = types.NewSlice(t)
	}
	return t
}
