package report

import (
	"go/ast"
	"go/token"
	"slices"
	"testing"
)

// TestParse checks how a comment reads as a directive: the prefix alone
// or followed by a space or tab; the analyzers, comma-separated; the
// reason, without a trailing "// note"; and comments that only start
// like one.
func TestParse(t *testing.T) {
	fset := token.NewFileSet()
	for _, c := range []struct {
		text      string
		isDir     bool
		analyzers []string
		reason    string
	}{
		{"//mcplint:ignore leak the path is the model's own", true, []string{"leak"}, "the path is the model's own"},
		{"//mcplint:ignore\tleak,opaquemsg\twritten here", true, []string{"leak", "opaquemsg"}, "written here"},
		{"//mcplint:ignore leak checked // see issue 3", true, []string{"leak"}, "checked"},
		{"//mcplint:ignore", true, nil, ""},
		{"//mcplint:ignore leak", true, []string{"leak"}, ""},
		{"//mcplint:ignoreleak reason", false, nil, ""},
		{"//mcplint:ignored leak reason", false, nil, ""},
		{"// mcplint:ignore leak reason", false, nil, ""},
	} {
		d := parse(fset, &ast.Comment{Text: c.text})
		if (d != nil) != c.isDir {
			t.Errorf("parse(%q) = %v, want a directive: %v", c.text, d, c.isDir)
			continue
		}
		if d != nil && (!slices.Equal(d.analyzers, c.analyzers) || d.reason != c.reason) {
			t.Errorf("parse(%q): analyzers %q, reason %q; want %q, %q", c.text, d.analyzers, d.reason, c.analyzers, c.reason)
		}
	}
}
