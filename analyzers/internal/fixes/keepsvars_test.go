package fixes

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// TestKeepsVarsRead replaces the expression marked /*old*/ in each source
// and asks whether every local it read is still read.
func TestKeepsVarsRead(t *testing.T) {
	for _, tc := range []struct {
		name, body, new string
		want            bool
	}{
		{"only read", "err := f()\n\treturn /*old*/err", "nil", false},
		{"read elsewhere", "err := f()\n\t_ = err\n\treturn /*old*/err", "nil", true},
		{"read in a closure", "err := f()\n\tfunc() { println(err) }()\n\treturn /*old*/err", "nil", true},
		{"assigned only", "var err error\n\terr = f()\n\treturn /*old*/err", "nil", false},
		{"op-assignment reads", "n := 1\n\tn += 2\n\treturn /*old*/g(n)", "nil", true},
		{"increment reads", "n := 1\n\tn++\n\treturn /*old*/g(n)", "nil", true},
		{"named by the new text", "err := f()\n\treturn /*old*/err", "wrap(err)", true},
		{"named in a string only", "err := f()\n\treturn /*old*/err", `errors.New("err")`, false},
		{"parameter", "return /*old*/p", "nil", true},
		{"package variable", "return /*old*/global", "nil", true},
		{"nothing local", "return /*old*/f()", "nil", true},
		{"bad new text", "err := f()\n\treturn /*old*/err", "(", false},
	} {
		src := "package p\n\nvar global error\n\nfunc f() error { return nil }\nfunc g(int) error { return nil }\nfunc wrap(error) error { return nil }\n\nfunc h(p error) error {\n\t" + tc.body + "\n}\n"
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
		if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{file}, info); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		mark := token.Pos(fset.File(file.Pos()).Base() + strings.Index(src, "/*old*/") + len("/*old*/"))
		var old ast.Expr
		ast.Inspect(file, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok && old == nil && e.Pos() == mark {
				old = e
			}
			return old == nil
		})
		if old == nil {
			t.Fatalf("%s: no expression after /*old*/", tc.name)
		}
		if got := KeepsVarsRead(info, file, Replacement{Old: old, New: tc.new}); got != tc.want {
			t.Errorf("%s: KeepsVarsRead = %v, want %v", tc.name, got, tc.want)
		}
	}
}
