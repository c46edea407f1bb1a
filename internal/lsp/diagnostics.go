package lsp

import (
	"crypto/sha256"
	"os"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/mcplint-go/mcplint/internal/vetrun"
)

// source is the diagnostics' source, which editors show beside each.
const source = "mcplint"

// texts reads files once per analysis: a finding's range, its related
// positions and its fixes are all converted against the file as it was
// when the analysis ended.
type texts map[string]*text

// get returns the file's text, or nil when it cannot be read.
func (ts texts) get(name string) *text {
	if t, ok := ts[name]; ok {
		return t
	}
	var t *text
	if b, err := os.ReadFile(name); err == nil {
		t = newText(b)
	}
	ts[name] = t
	return t
}

// rangeOf returns the LSP range from posn to end ("file:line:col"), with
// end ignored when it is in another file or missing. A file that cannot
// be read counts its columns as bytes, which is right for ASCII lines.
func (ts texts) rangeOf(posn, end string) (string, protocol.Range) {
	file, line, col := vetrun.SplitPosn(posn)
	t := ts.get(file)
	if t == nil {
		p := protocol.Position{Line: uint32(max(line-1, 0)), Character: uint32(max(col-1, 0))}
		return file, protocol.Range{Start: p, End: p}
	}
	start := t.offset(line, col)
	stop := start
	if efile, eline, ecol := vetrun.SplitPosn(end); end != "" && efile == file {
		stop = t.offset(eline, ecol)
	}
	return file, t.rangeOf(start, stop)
}

// diagnostic converts a finding; docs maps analyzer names to their pages.
func (ts texts) diagnostic(f vetrun.Finding, docs map[string]string) protocol.Diagnostic {
	_, r := ts.rangeOf(f.Diag.Posn, f.Diag.End)
	d := protocol.Diagnostic{
		Range:    r,
		Severity: protocol.DiagnosticSeverityWarning,
		Code:     f.Analyzer,
		Source:   source,
		Message:  f.Diag.Message,
	}
	if href := docs[f.Analyzer]; href != "" {
		d.CodeDescription = &protocol.CodeDescription{Href: uri.URI(href)}
	}
	for _, rel := range f.Diag.Related {
		file, r := ts.rangeOf(rel.Posn, rel.End)
		d.RelatedInformation = append(d.RelatedInformation, protocol.DiagnosticRelatedInformation{
			Location: protocol.Location{URI: uri.File(file), Range: r},
			Message:  rel.Message,
		})
	}
	return d
}

// published is what the server last published for one file, kept for
// its code actions.
type published struct {
	findings []vetrun.Finding
	diags    []protocol.Diagnostic // diags[i] is findings[i]'s
	// sum is the file's content when it was analysed: code actions are
	// offered only on that content, since their edits are offsets in it.
	sum [sha256.Size]byte
}
