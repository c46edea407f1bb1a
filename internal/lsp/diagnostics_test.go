package lsp

import (
	"os"
	"path/filepath"
	"testing"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/mcplint-go/mcplint/internal/vetrun"
)

// TestDiagnostic converts a finding as go vet -json prints it: the range
// runs from posn to end in UTF-16 units (an "é" before it on its line),
// the analyzer is the code with its page as the link, and a related
// position in another file keeps its file, range and message. No
// analyzer of mcplint names related positions yet; the conversion is
// pinned here so that the first that does reaches the editor.
func TestDiagnostic(t *testing.T) {
	dir := t.TempDir()
	handler := filepath.Join(dir, "tools.go")
	server := filepath.Join(dir, "main.go")
	for name, src := range map[string]string{
		handler: "package tools\n\nvar s = \"é\"; var err = f()\n",
		server:  "package main\n\n\tregister(tools.Stat)\n",
	} {
		if err := os.WriteFile(name, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	// Byte columns: "var s = \"é\"; " is 14 bytes, 13 characters.
	f := vetrun.Finding{
		Analyzer: "leak",
		Diag: vetrun.Diag{
			Posn:    handler + ":3:15",
			End:     handler + ":3:28",
			Message: "raw error reaches the result",
			Related: []vetrun.Related{{Posn: server + ":3:2", End: server + ":3:22", Message: "registered here"}},
		},
	}
	d := texts{}.diagnostic(f, map[string]string{"leak": "https://example.com/leak.md"})
	want := protocol.Range{Start: protocol.Position{Line: 2, Character: 13}, End: protocol.Position{Line: 2, Character: 26}}
	if d.Range != want {
		t.Errorf("range %v, want %v", d.Range, want)
	}
	if d.Code != "leak" || d.Source != "mcplint" || d.Message != f.Diag.Message {
		t.Errorf("code %v, source %q, message %q", d.Code, d.Source, d.Message)
	}
	if d.CodeDescription == nil || d.CodeDescription.Href != "https://example.com/leak.md" {
		t.Errorf("codeDescription %v", d.CodeDescription)
	}
	wantRel := protocol.DiagnosticRelatedInformation{
		Location: protocol.Location{
			URI:   uri.File(server),
			Range: protocol.Range{Start: protocol.Position{Line: 2, Character: 1}, End: protocol.Position{Line: 2, Character: 21}},
		},
		Message: "registered here",
	}
	if len(d.RelatedInformation) != 1 || d.RelatedInformation[0] != wantRel {
		t.Errorf("related %+v, want %+v", d.RelatedInformation, wantRel)
	}

	// An analyzer without a page has no link rather than an empty one.
	if d := (texts{}).diagnostic(f, nil); d.CodeDescription != nil {
		t.Errorf("no page: codeDescription %v", d.CodeDescription)
	}
}
