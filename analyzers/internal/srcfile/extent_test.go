package srcfile

import (
	"go/token"
	"strings"
	"testing"
)

func TestExtent(t *testing.T) {
	const src = `package p

func f() (any, error) {
	return nil, fmt.Errorf("x: %w", err)
}

func g() { h(1) }
`
	fset := token.NewFileSet()
	f := parse(t, fset, "p.go", src)
	tf := fset.File(f.Pos())
	at := func(s string) token.Pos { return tf.Pos(strings.Index(src, s)) }
	text := func(pos, end token.Pos) string {
		if !end.IsValid() {
			return "<none>"
		}
		return src[tf.Offset(pos):tf.Offset(end)]
	}
	for _, c := range []struct{ at, want string }{
		{"fmt.Errorf", `fmt.Errorf("x: %w", err)`}, // the call, not the selector or "fmt"
		{"return nil", `return nil, fmt.Errorf("x: %w", err)`},
		{"nil, fmt", "nil"},
		{"h(1)", "h(1)"}, // the statement the call is
		{"func g", "<none>"},
		{"{ h", "<none>"},
	} {
		pos := at(c.at)
		if got := text(pos, Extent(f, pos)); got != c.want {
			t.Errorf("Extent at %q = %q, want %q", c.at, got, c.want)
		}
	}
}
