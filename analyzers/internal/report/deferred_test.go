package report

import (
	"bytes"
	"encoding/gob"
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// TestDeferredRelatedRoundTrip encodes a diagnostic with a fix and related
// information into a Deferred fact as the package that declares a
// handler does, sends the fact through gob as the drivers do, and decodes
// it in a pass whose FileSet has never seen the file (go vet's route: one
// process per package): positions, messages and edits come back at the
// same lines and columns.
func TestDeferredRelatedRoundTrip(t *testing.T) {
	src := "package p\n\nfunc f() error {\n\treturn g()\n}\n\nfunc g() error { return nil }\n"
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "/m/p/p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	tf := fset.File(f.Pos())
	at := func(line, col int) token.Pos { return tf.LineStart(line) + token.Pos(col-1) }
	r := New(&analysis.Pass{Fset: fset, Files: []*ast.File{f}}, "leak", Options{})
	files := map[string]FileLines{}
	d := r.encode(analysis.Diagnostic{
		Pos: at(4, 2), End: at(4, 12), Message: "raw error from os (os.ReadFile) and 1 other source (exec.Cmd.Run) reach the tool result text",
		Related: []analysis.RelatedInformation{
			{Pos: at(7, 1), Message: "source: os.ReadFile"},
			{Pos: at(7, 18), End: at(7, 28), Message: "source: exec.Cmd.Run"},
		},
		SuggestedFixes: []analysis.SuggestedFix{{Message: "fix", TextEdits: []analysis.TextEdit{{Pos: at(4, 9), End: at(4, 12), NewText: []byte("nil")}}}},
	}, files)
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(&Deferred{Variants: map[string][]Diag{"v": {d}}, Files: files}); err != nil {
		t.Fatal(err)
	}
	var back Deferred
	if err := gob.NewDecoder(&buf).Decode(&back); err != nil {
		t.Fatal(err)
	}
	fset2 := token.NewFileSet()
	r2 := New(&analysis.Pass{Fset: fset2}, "leak", Options{})
	got, ok := r2.decode(back.Variants["v"][0], back.Files)
	if !ok {
		t.Fatal("decode failed")
	}
	pos := func(p token.Pos) string { return fset2.Position(p).String() }
	if got.Message != "raw error from os (os.ReadFile) and 1 other source (exec.Cmd.Run) reach the tool result text" {
		t.Errorf("message %q", got.Message)
	}
	if pos(got.Pos) != "/m/p/p.go:4:2" || pos(got.End) != "/m/p/p.go:4:12" {
		t.Errorf("range %s-%s, want /m/p/p.go:4:2-/m/p/p.go:4:12", pos(got.Pos), pos(got.End))
	}
	if len(got.Related) != 2 {
		t.Fatalf("%d related, want 2", len(got.Related))
	}
	for i, want := range []struct{ pos, end, msg string }{
		{"/m/p/p.go:7:1", "-", "source: os.ReadFile"},
		{"/m/p/p.go:7:18", "/m/p/p.go:7:28", "source: exec.Cmd.Run"},
	} {
		rel := got.Related[i]
		if pos(rel.Pos) != want.pos || pos(rel.End) != want.end || rel.Message != want.msg {
			t.Errorf("related %d: %s-%s %q, want %s-%s %q", i, pos(rel.Pos), pos(rel.End), rel.Message, want.pos, want.end, want.msg)
		}
	}
	if len(got.SuggestedFixes) != 1 || len(got.SuggestedFixes[0].TextEdits) != 1 {
		t.Fatalf("fixes %+v, want one edit", got.SuggestedFixes)
	}
	e := got.SuggestedFixes[0].TextEdits[0]
	if pos(e.Pos) != "/m/p/p.go:4:9" || pos(e.End) != "/m/p/p.go:4:12" || string(e.NewText) != "nil" {
		t.Errorf("edit %s-%s %q, want /m/p/p.go:4:9-/m/p/p.go:4:12 \"nil\"", pos(e.Pos), pos(e.End), e.NewText)
	}
}

// TestNameInMessage: with Options.NameInMessage (go vet's route), every
// message the pass gets ends with the analyzer's name.
func TestNameInMessage(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", "package p\n\nvar x = 1\n", 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Report: func(d analysis.Diagnostic) { got = append(got, d.Message) }}
	r := New(pass, "leak", Options{NameInMessage: true})
	r.Report(analysis.Diagnostic{Pos: fset.File(f.Pos()).LineStart(3), Message: "finding"})
	r.Finish()
	if len(got) != 1 || got[0] != "finding (leak)" {
		t.Errorf("got %q, want [\"finding (leak)\"]", got)
	}
}
