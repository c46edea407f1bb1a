package lsp

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/mcplint-go/mcplint/internal/fixapply"
	"github.com/mcplint-go/mcplint/internal/lsp/lsptest"
	"github.com/mcplint-go/mcplint/internal/vetrun"
)

const actionSrc = `package p

import (
	"errors"
	"fmt"
)

func f(err error) error {
	if err != nil {
		return errors.New("é " + fmt.Sprint(err))
	}
	//mcplint:ignore protomisuse the gateway maps these
	return err
}
`

// finding makes the finding of analyzer at the first occurrence of at
// in src (after the text before a "|" in it, when it has one), with a
// fix that replaces it with fix when fix is not "".
func finding(t *testing.T, name, src, analyzer, at, fix string) vetrun.Finding {
	t.Helper()
	before, target, ok := strings.Cut(at, "|")
	if !ok {
		before, target = "", at
	}
	off := strings.Index(src, before+target)
	if off < 0 {
		t.Fatalf("no %q", at)
	}
	off += len(before)
	at = target
	line := strings.Count(src[:off], "\n") + 1
	col := off - strings.LastIndex(src[:off], "\n")
	d := map[string]any{
		"posn":    fmt.Sprintf("%s:%d:%d", name, line, col),
		"end":     fmt.Sprintf("%s:%d:%d", name, line, col+len(at)),
		"message": "a finding",
	}
	if fix != "" {
		d["suggested_fixes"] = []any{map[string]any{"message": "fix it", "edits": []any{
			map[string]any{"filename": name, "start": off, "end": off + len(at), "new": fix},
		}}}
	}
	raw, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	f := vetrun.Finding{Analyzer: analyzer, Raw: raw, File: name, Line: line, Col: col}
	if err := json.Unmarshal(raw, &f.Diag); err != nil {
		t.Fatal(err)
	}
	return f
}

func actionsFor(t *testing.T, name, src string, f vetrun.Finding) []protocol.CodeAction {
	t.Helper()
	ts := texts{name: newText([]byte(src))}
	d := ts.diagnostic(f, nil)
	p := &published{findings: []vetrun.Finding{f}, diags: []protocol.Diagnostic{d}}
	return codeActions(name, []byte(src), p, d.Range)
}

func applyAction(t *testing.T, name, src string, a protocol.CodeAction) string {
	t.Helper()
	out, err := lsptest.Apply([]byte(src), a.Edit.Changes[uri.File(name)])
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestQuickFix: the quick fix leaves the file as mcplint -fix does (the
// fix, gofmt, the import it left unused removed), with positions after
// a non-ASCII character right.
func TestQuickFix(t *testing.T) {
	name := "/src/p.go"
	f := finding(t, name, actionSrc, "leak", `fmt.Sprint(err)`, `"x"`)
	as := actionsFor(t, name, actionSrc, f)
	if len(as) != 2 || as[0].Title != "fix it" || !as[0].IsPreferred || as[0].Kind != protocol.QuickFix {
		t.Fatalf("actions %+v", as)
	}
	fix, _ := f.Fixes()
	e := fix[0].Edits[0]
	want := fixapply.Finish([]byte(actionSrc), fixapply.Apply([]byte(actionSrc), []fixapply.Edit{{Start: e.Start, End: e.End, New: e.New}}))
	if !strings.Contains(string(want), `"errors"`) || strings.Contains(string(want), `"fmt"`) {
		t.Fatalf("the case is wrong: Finish gives\n%s", want)
	}
	if got := applyAction(t, name, actionSrc, as[0]); got != string(want) {
		t.Errorf("quick fix gives\n%s\nwant\n%s", got, want)
	}
}

// TestSuppress: a directive above the finding, indented as its line;
// a directive above that names another analyzer gets this one too.
func TestSuppress(t *testing.T) {
	name := "/src/p.go"
	for _, c := range []struct {
		analyzer, at, src, line string
	}{
		{"leak", `errors.New`, actionSrc, "\t\t//mcplint:ignore leak TODO: say why\n\t\treturn errors.New("},
		{"leak", "\t|return err\n", actionSrc, "\t//mcplint:ignore protomisuse,leak the gateway maps these\n\treturn err\n"},
		{"leak", "\t|return err\n", strings.Replace(actionSrc, "protomisuse the gateway maps these", "protomisuse", 1), "\t//mcplint:ignore protomisuse,leak TODO: say why\n\treturn err\n"},
		{"leak", "\t|return err\n", strings.Replace(actionSrc, "protomisuse the gateway maps these", "leak // a note", 1), "\t//mcplint:ignore leak TODO: say why // a note\n\treturn err\n"},
		{"protomisuse", "\t|return err\n", actionSrc, ""},
	} {
		as := actionsFor(t, name, c.src, finding(t, name, c.src, c.analyzer, c.at, ""))
		if c.line == "" {
			if len(as) != 0 {
				t.Errorf("%s at %q: %v, want no action (a directive with a reason covers it)", c.analyzer, c.at, titles(as))
			}
			continue
		}
		if len(as) != 1 || as[0].Title != "suppress with //mcplint:ignore "+c.analyzer+" <reason>" {
			t.Errorf("%s at %q: %v", c.analyzer, c.at, titles(as))
			continue
		}
		if got := applyAction(t, name, c.src, as[0]); !strings.Contains(got, c.line) {
			t.Errorf("%s at %q gives\n%s\nwant it to hold\n%s", c.analyzer, c.at, got, c.line)
		}
	}
	d := finding(t, name, actionSrc, "protomisuse", "//mcplint:ignore", "")
	d.Diag.Category = "directive"
	if as := actionsFor(t, name, actionSrc, d); len(as) != 0 {
		t.Errorf("a finding about a directive: %v, want no suppression", titles(as))
	}
}

func titles(as []protocol.CodeAction) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Title)
	}
	return out
}
