package fixes_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/fixes"
)

func check(t *testing.T, src string) (*token.FileSet, *ast.File, *types.Info) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{},
		Implicits: map[ast.Node]types.Object{}, Scopes: map[ast.Node]*types.Scope{}}
	// Third-party imports cannot be resolved here: their errors do not
	// matter to where an import goes.
	conf := types.Config{Importer: importer.Default(), Error: func(error) {}}
	conf.Check("x", fset, []*ast.File{f}, info)
	return fset, f, info
}

// TestEnsureImportSorted checks where a missing import goes: before the
// first import whose path sorts after it, or after the last.
func TestEnsureImportSorted(t *testing.T) {
	const src = `package x

import (
	"context"
	"fmt"
	"os"
)

var _ = context.Background
var _ = fmt.Sprint
var _ = os.Exit
`
	for _, tc := range []struct {
		path, name, want string
	}{
		{"errors", "errors", `import (
	"context"
	"errors"
	"fmt"
	"os"
)`},
		{"log/slog", "slog", `import (
	"context"
	"fmt"
	"log/slog"
	"os"
)`},
		{"unicode/utf8", "utf8", `import (
	"context"
	"fmt"
	"os"
	"unicode/utf8"
)`},
		{"fmt", "fmt", `import (
	"context"
	"fmt"
	"os"
)`},
	} {
		fset, f, info := check(t, src)
		name, edits, ok := fixes.EnsureImportSorted(info, f, tc.path, tc.name)
		if !ok || name != tc.name {
			t.Errorf("%s: got name %q, ok %v", tc.path, name, ok)
			continue
		}
		checkImports(t, tc.path, apply(fset, src, edits), tc.want)
	}
}

// TestEnsureImportSortedGroups checks that a standard library import
// joins the standard library's group and another joins the others.
func TestEnsureImportSortedGroups(t *testing.T) {
	const src = `package x

import (
	"context"
	"os"

	"example.com/a"
	"example.com/c"
)

var _ = context.Background
var _ = os.Exit
var _ = a.X
var _ = c.X
`
	for _, tc := range []struct{ path, name, want string }{
		{"log/slog", "slog", `import (
	"context"
	"log/slog"
	"os"

	"example.com/a"
	"example.com/c"
)`},
		{"errors", "errors", `import (
	"context"
	"errors"
	"os"
`},
		{"example.com/b", "b", `import (
	"context"
	"os"

	"example.com/a"
	"example.com/b"
	"example.com/c"
)`},
		{"example.com/z", "z", `import (
	"context"
	"os"

	"example.com/a"
	"example.com/c"
	"example.com/z"
)`},
	} {
		fset, f, info := check(t, src)
		_, edits, ok := fixes.EnsureImportSorted(info, f, tc.path, tc.name)
		if !ok || len(edits) != 1 {
			t.Errorf("%s: ok %v, %d edits", tc.path, ok, len(edits))
			continue
		}
		checkImports(t, tc.path, apply(fset, src, edits), tc.want)
	}
}

// apply applies edits, in order and not overlapping, to src.
func apply(fset *token.FileSet, src string, edits []analysis.TextEdit) string {
	out := []byte(src)
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		start, end := fset.Position(e.Pos).Offset, fset.Position(e.End).Offset
		out = append(out[:start:start], append(e.NewText, out[end:]...)...)
	}
	return string(out)
}

// checkImports compares the import declaration of out, after its package
// clause, with want.
func checkImports(t *testing.T, path, out, want string) {
	t.Helper()
	got := out[len("package x\n\n"):]
	if len(got) > len(want) {
		got = got[:len(want)]
	}
	if got != want {
		t.Errorf("%s: imports become\n%s\nwant\n%s", path, got, want)
	}
}
