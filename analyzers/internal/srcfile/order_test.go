package srcfile

import (
	"go/token"
	"testing"
)

// TestCompare checks that positions order by file name, not by the order
// the files were added to the FileSet.
func TestCompare(t *testing.T) {
	fset := token.NewFileSet()
	b := fset.AddFile("b.go", -1, 100) // added first: lower token.Pos
	a := fset.AddFile("a.go", -1, 100)
	a10, a20, b5 := a.Pos(10), a.Pos(20), b.Pos(5)
	for _, c := range []struct {
		name string
		x, y token.Pos
		want int
	}{
		{"a.go before b.go, though added later", a20, b5, -1},
		{"b.go after a.go", b5, a10, +1},
		{"by offset in one file", a10, a20, -1},
		{"equal", a10, a10, 0},
		{"no position first", token.NoPos, a10, -1},
		{"no position first, swapped", b5, token.NoPos, +1},
	} {
		if got := Compare(fset, c.x, c.y); got != c.want {
			t.Errorf("%s: Compare(%s, %s) = %d, want %d", c.name, fset.Position(c.x), fset.Position(c.y), got, c.want)
		}
	}
}
