package lsp

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/mcplint-go/mcplint/internal/fixapply"
	"github.com/mcplint-go/mcplint/internal/vetrun"
)

// ignorePrefix starts a suppression directive (analyzers/internal/report).
const ignorePrefix = "//mcplint:ignore"

// placeholderReason is the reason a suppression action writes: a
// directive needs one, and this one is visible and easy to find, so that
// the user replaces it with theirs.
const placeholderReason = "TODO: say why"

// codeActions returns, for each finding of p whose range meets r, its
// suggested fix as a quick fix and a suppression with //mcplint:ignore.
// src is the file as analysed (p.sum checked by the caller).
func codeActions(name string, src []byte, p *published, r protocol.Range) []protocol.CodeAction {
	var out []protocol.CodeAction
	t := newText(src)
	for i, f := range p.findings {
		d := p.diags[i]
		if !meets(d.Range, r) {
			continue
		}
		if a, ok := quickFix(name, src, f, d); ok {
			out = append(out, a)
		}
		// A finding about a directive is fixed in the directive: a
		// directive above it would suppress nothing.
		if f.Diag.Category == "directive" {
			continue
		}
		if a, ok := suppress(name, t, f, d); ok {
			out = append(out, a)
		}
	}
	return out
}

// meets reports whether two ranges overlap or touch: a cursor (an empty
// range) on a finding's first or last character asks for its actions.
func meets(a, b protocol.Range) bool {
	return !before(a.End, b.Start) && !before(b.End, a.Start)
}

func before(p, q protocol.Position) bool {
	return p.Line < q.Line || p.Line == q.Line && p.Character < q.Character
}

// quickFix returns the finding's first suggested fix, as mcplint -fix
// applies it alone: its edits made, the file gofmt'ed and the imports it
// left unused removed (fixapply.Finish), as edits between the file and
// that result, so that the editor's buffer ends exactly as -fix leaves
// the file.
func quickFix(name string, src []byte, f vetrun.Finding, d protocol.Diagnostic) (protocol.CodeAction, bool) {
	fixes, err := f.Fixes()
	if err != nil || len(fixes) == 0 {
		return protocol.CodeAction{}, false
	}
	fix := fixes[0]
	byFile := map[string][]fixapply.Edit{}
	for _, e := range fix.Edits {
		byFile[e.Filename] = append(byFile[e.Filename], fixapply.Edit{Start: e.Start, End: e.End, New: e.New})
	}
	changes := map[protocol.DocumentURI][]protocol.TextEdit{}
	for file, es := range byFile {
		old := src
		if file != name {
			// Fixes stay in their finding's file (design notes); any
			// other file is read as it is now.
			b, err := os.ReadFile(file)
			if err != nil {
				return protocol.CodeAction{}, false
			}
			old = b
		}
		es = dedupe(es)
		for i, e := range es {
			if e.Start < 0 || e.End < e.Start || e.End > len(old) || fixapply.Conflicts(es[:i], e) {
				return protocol.CodeAction{}, false
			}
		}
		fixed := fixapply.Finish(old, fixapply.Apply(old, es))
		t := newText(old)
		var edits []protocol.TextEdit
		for _, e := range lineEdits(old, fixed) {
			edits = append(edits, protocol.TextEdit{Range: t.rangeOf(e.Start, e.End), NewText: e.New})
		}
		if len(edits) > 0 {
			changes[uri.File(file)] = edits
		}
	}
	if len(changes) == 0 {
		return protocol.CodeAction{}, false
	}
	title := fix.Message
	if title == "" {
		title = "apply mcplint's fix"
	}
	return protocol.CodeAction{
		Title:       title,
		Kind:        protocol.QuickFix,
		Diagnostics: []protocol.Diagnostic{d},
		IsPreferred: true,
		Edit:        &protocol.WorkspaceEdit{Changes: changes},
	}, true
}

// dedupe drops edits offered twice, as mcplint -fix makes an edit once.
func dedupe(es []fixapply.Edit) []fixapply.Edit {
	var out []fixapply.Edit
	for _, e := range es {
		if !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	return out
}

// suppress returns the action that silences the finding with a
// directive on the line above it, indented as the finding's line, with
// a placeholder reason. When the line above is a directive already, the
// analyzer joins its list instead (a directive two lines above a finding
// suppresses nothing), or the directive gets the placeholder reason when
// it names the analyzer and has none.
func suppress(name string, t *text, f vetrun.Finding, d protocol.Diagnostic) (protocol.CodeAction, bool) {
	start := t.lineStart(t.offset(f.Line, f.Col))
	line := t.src[start:]
	if i := bytes.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	indent := line[:len(line)-len(bytes.TrimLeft(line, " \t"))]
	edit := protocol.TextEdit{
		Range:   t.rangeOf(start, start),
		NewText: fmt.Sprintf("%s%s %s %s\n", indent, ignorePrefix, f.Analyzer, placeholderReason),
	}
	if dir, ok := directiveAbove(t, start); ok {
		named := slices.Contains(dir.analyzers, f.Analyzer)
		if named && dir.reason {
			// Named, with a reason, and the finding is still reported:
			// the finding is on another line than the directive covers,
			// or the directive is wrong in a way the user must see.
			return protocol.CodeAction{}, false
		}
		var insert string
		if !named {
			insert = "," + f.Analyzer
		}
		if !dir.reason {
			insert += " " + placeholderReason
		}
		edit = protocol.TextEdit{Range: t.rangeOf(dir.namesEnd, dir.namesEnd), NewText: insert}
	}
	return protocol.CodeAction{
		Title:       fmt.Sprintf("suppress with %s %s <reason>", ignorePrefix, f.Analyzer),
		Kind:        protocol.QuickFix,
		Diagnostics: []protocol.Diagnostic{d},
		Edit:        &protocol.WorkspaceEdit{Changes: map[protocol.DocumentURI][]protocol.TextEdit{uri.File(name): {edit}}},
	}, true
}

// aboveDirective is a //mcplint:ignore directive on the line above a
// finding.
type aboveDirective struct {
	analyzers []string
	namesEnd  int  // the offset after its list of analyzers
	reason    bool // it says more than the analyzers
}

// directiveAbove parses the line above the one starting at start when it
// is a //mcplint:ignore directive that names analyzers, as
// analyzers/internal/report reads it.
func directiveAbove(t *text, start int) (aboveDirective, bool) {
	if start == 0 {
		return aboveDirective{}, false
	}
	prevStart := t.lineStart(start - 1)
	prev := string(t.src[prevStart : start-1])
	trimmed := strings.TrimLeft(prev, " \t")
	rest, ok := strings.CutPrefix(trimmed, ignorePrefix)
	if !ok || rest == "" || (rest[0] != ' ' && rest[0] != '\t') {
		return aboveDirective{}, false
	}
	if i := strings.Index(rest, "//"); i >= 0 {
		rest = rest[:i] // a trailing note is no reason
	}
	fields := strings.Fields(rest)
	if len(fields) == 0 || strings.Trim(fields[0], "abcdefghijklmnopqrstuvwxyz,") != "" {
		return aboveDirective{}, false
	}
	at := prevStart + len(prev) - len(trimmed) + len(ignorePrefix)
	at += strings.Index(t.text(at, start-1), fields[0]) + len(fields[0])
	return aboveDirective{
		analyzers: strings.Split(fields[0], ","),
		namesEnd:  at,
		reason:    len(fields) > 1,
	}, true
}
