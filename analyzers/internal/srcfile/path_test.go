package srcfile

import (
	"go/parser"
	"go/token"
	"testing"

	"golang.org/x/tools/go/ast/astutil"
)

// TestPathEnclosing checks that PathEnclosing finds astutil's path for
// every position of a file: inside declarations, between them, in the
// package clause and at the end.
func TestPathEnclosing(t *testing.T) {
	const src = `// Package p.
package p

import "fmt"

var x = fmt.Sprint(1)

// f does things.
func f() error {
	return fmt.Errorf("x: %d", len([]int{1}))
}

type T struct{ A int }

func (T) g() { _ = &T{A: 1} }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	for off := 0; off <= len(src); off++ {
		pos := f.FileStart + token.Pos(off)
		for _, end := range []token.Pos{pos, min(pos+3, f.FileEnd)} {
			want, wantExact := astutil.PathEnclosingInterval(f, pos, end)
			got, gotExact := PathEnclosing(f, pos, end)
			if len(got) != len(want) || gotExact != wantExact {
				t.Fatalf("offset %d..%d: got %d nodes (exact %v), want %d (exact %v)", off, end-f.FileStart, len(got), gotExact, len(want), wantExact)
			}
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("offset %d: node %d is %T, want %T", off, i, got[i], want[i])
				}
			}
		}
	}
}
