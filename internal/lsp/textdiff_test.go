package lsp

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/internal/fixapply"
)

// TestLineEdits: the edits turn old into new, a fix's far-apart changes
// are separate edits, and unchanged lines are never rewritten.
func TestLineEdits(t *testing.T) {
	old := "package p\n\nimport (\n\t\"errors\"\n\t\"fmt\"\n)\n\n" + strings.Repeat("// filler\n", 50) + "func f() error {\n\treturn errors.New(\"x\")\n}\n"
	new := strings.Replace(strings.Replace(old, "\t\"errors\"\n", "", 1), "\treturn errors.New(\"x\")\n", "\treturn fmt.Errorf(\"x\")\n", 1)
	es := lineEdits([]byte(old), []byte(new))
	if got := string(fixapply.Apply([]byte(old), es)); got != new {
		t.Fatalf("edits give\n%s\nwant\n%s", got, new)
	}
	if len(es) != 2 {
		t.Errorf("%d edits, want 2: %v", len(es), es)
	}
	for _, e := range es {
		if strings.Contains(old[e.Start:e.End], "filler") {
			t.Errorf("edit %v rewrites unchanged lines", e)
		}
	}

	r := rand.New(rand.NewSource(1))
	words := []string{"a\n", "b\n", "c\n", "}\n", "\n", "x"}
	gen := func() string {
		var b strings.Builder
		for range r.Intn(30) {
			b.WriteString(words[r.Intn(len(words))])
		}
		return b.String()
	}
	for range 2000 {
		a, b := gen(), gen()
		if got := string(fixapply.Apply([]byte(a), lineEdits([]byte(a), []byte(b)))); got != b {
			t.Fatalf("%q → %q: edits give %q", a, b, got)
		}
	}
}
