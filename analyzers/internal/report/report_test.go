package report

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// emitted is one diagnostic a Reporter passed on: its line, category and
// message.
type emitted struct {
	line     int
	category string
	msg      string
}

func (e emitted) String() string {
	if e.category != "" {
		return fmt.Sprintf("%d: [%s] %s", e.line, e.category, e.msg)
	}
	return fmt.Sprintf("%d: %s", e.line, e.msg)
}

// run drives a Reporter for analyzer over src as a pass would: it
// reports a finding at the first non-blank character of each line of
// at, in that order, calls Finish, and returns what reached the pass.
func run(t *testing.T, src, analyzer string, at ...int) []emitted {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var out []emitted
	pass := &analysis.Pass{
		Fset:  fset,
		Files: []*ast.File{f},
		Report: func(d analysis.Diagnostic) {
			out = append(out, emitted{fset.Position(d.Pos).Line, d.Category, d.Message})
		},
	}
	lines := strings.Split(src, "\n")
	tf := fset.File(f.Pos())
	r := New(pass, analyzer, Options{})
	for _, line := range at {
		indent := len(lines[line-1]) - len(strings.TrimLeft(lines[line-1], "\t "))
		r.Report(analysis.Diagnostic{Pos: tf.LineStart(line) + token.Pos(indent), Message: "finding"})
	}
	r.Finish()
	return out
}

func same(t *testing.T, what string, got []emitted, want []string) {
	t.Helper()
	var g []string
	for _, e := range got {
		g = append(g, e.String())
	}
	if !slices.Equal(g, want) {
		t.Errorf("%s:\ngot\n\t%s\nwant\n\t%s", what, strings.Join(g, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// Line numbers matter below: each directive is placed relative to the
// bad() call it is about.
const windowSrc = `package p

func bad() {}

func f() {
	//mcplint:ignore leak the line above
	bad()
	bad() //mcplint:ignore leak the same line
	//mcplint:ignore leak two lines above
	_ = 0
	bad()
	bad()
	//mcplint:ignore leak the line below
	//mcplint:ignore protomisuse another analyzer's
	bad()
	//mcplint:ignore leak
	bad()
}
`

// TestSuppressionWindow: a directive with a reason silences its
// analyzer's finding on its own line and on the line below it, nothing
// two lines below and nothing above; a directive without a reason
// silences nothing. A directive that silenced nothing is reported at
// itself, and everything comes out in source order whatever the order
// of the reports.
func TestSuppressionWindow(t *testing.T) {
	finds := []int{17, 15, 12, 11, 8, 7} // every bad(), last first
	same(t, "leak", run(t, windowSrc, "leak", finds...), []string{
		"9: [directive] mcplint:ignore directive for leak suppresses nothing: remove it",
		"11: finding", // two lines below a directive
		"12: finding", // the line above a directive
		"13: [directive] mcplint:ignore directive for leak suppresses nothing: remove it",
		"15: finding", // under another analyzer's directive
		"16: [directive] mcplint:ignore directive without a reason: say why the finding is wrong or accepted",
		"17: finding", // under a directive without a reason
	})
	// The same findings as protomisuse's: only its own directive counts,
	// and leak's directives are none of its business.
	same(t, "protomisuse", run(t, windowSrc, "protomisuse", finds...), []string{
		"7: finding", "8: finding", "11: finding", "12: finding", "17: finding",
	})
}

const directivesSrc = `package p

func f() {
	//mcplint:ignore
	//mcplint:ignore leak
	//mcplint:ignore opaquemsg,leak
	//mcplint:ignore leak // a note, not a reason
	//mcplint:ignore protomisue the gateway maps these
	//mcplint:ignore leak,unflagedderr the gateway maps these
	//mcplint:ignore ignored the gateway maps these
	//mcplint:ignoreleak not a directive
	// mcplint:ignore leak not a directive either
	//mcplint:ignore	unflaggederr a tab is a space
	//mcplint:ignore leek
}
`

// TestDirectiveTypos: a malformed directive, one without a reason and
// one naming an unknown analyzer are each reported once over all the
// analyzers, by the one that owns it: without a reason, the first
// analyzer named; an unknown name, the analyzer nearest in spelling (the
// first of equals); no analyzer at all, protomisuse. Comments that only
// look like directives are nothing; a well-formed directive that
// suppresses nothing is reported by the analyzer it names.
func TestDirectiveTypos(t *testing.T) {
	const (
		malformed = "[directive] malformed mcplint:ignore directive: write //mcplint:ignore <analyzer>[,<analyzer>] <reason>"
		noReason  = "[directive] mcplint:ignore directive without a reason: say why the finding is wrong or accepted"
		unknown   = "[directive] mcplint:ignore directive names unknown analyzer %s: use protomisuse, unflaggederr, opaquemsg, leak, ignoredtoolerr"
	)
	want := map[string][]string{
		"protomisuse": {
			"4: " + malformed,
			"8: " + fmt.Sprintf(unknown, "protomisue"),
		},
		"unflaggederr": {
			"9: " + fmt.Sprintf(unknown, "unflagedderr"),
			"13: [directive] mcplint:ignore directive for unflaggederr suppresses nothing: remove it",
		},
		"opaquemsg": {
			"6: " + noReason,
		},
		"leak": {
			"5: " + noReason,
			"7: " + noReason,
			// "ignored" is as far from leak as from ignoredtoolerr.
			"10: " + fmt.Sprintf(unknown, "ignored"),
			// An unknown name without a reason: the name is the typo.
			"14: " + fmt.Sprintf(unknown, "leek"),
		},
		"ignoredtoolerr": nil,
	}
	if len(want) != len(Analyzers) {
		t.Fatalf("the test covers %d analyzers, Analyzers has %d", len(want), len(Analyzers))
	}
	for _, a := range Analyzers {
		same(t, a, run(t, directivesSrc, a), want[a])
	}
}

const unusedSrc = `package p

func bad() {}

func f() {
	//mcplint:ignore protomisuse,leak,opaquemsg the gateway shows these to operators only
	bad()
}
`

// TestUnusedPerAnalyzer: a directive naming several analyzers is used
// by each one whose finding it silences, and reported as unused by each
// other one it names, separately; analyzers it does not name say
// nothing of it.
func TestUnusedPerAnalyzer(t *testing.T) {
	for a, want := range map[string][]string{
		"leak":           nil, // its finding on line 7 is silenced
		"protomisuse":    {"6: [directive] mcplint:ignore directive for protomisuse suppresses nothing: remove it"},
		"opaquemsg":      {"6: [directive] mcplint:ignore directive for opaquemsg suppresses nothing: remove it"},
		"unflaggederr":   {"7: finding"},
		"ignoredtoolerr": nil,
	} {
		var at []int
		if a == "leak" || a == "unflaggederr" {
			at = []int{7}
		}
		same(t, a, run(t, unusedSrc, a, at...), want)
	}
}

// TestNearest checks the owner of a misspelt name on its own.
func TestNearest(t *testing.T) {
	for name, want := range map[string]string{
		"protomisue":       "protomisuse",
		"unflagederr":      "unflaggederr",
		"opaquemessage":    "opaquemsg",
		"leek":             "leak",
		"Leak":             "leak",
		"ignoredtoolerror": "ignoredtoolerr",
		"ignored":          "leak", // a tie with ignoredtoolerr: the first in Analyzers
	} {
		if got := nearest(name); got != want {
			t.Errorf("nearest(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestRelatedAsFindings: for a driver that shows related information as
// findings of their own (golangci-lint), the no-fix reason is left out
// and the sources stay; other drivers get both.
func TestRelatedAsFindings(t *testing.T) {
	for _, tc := range []struct {
		opts Options
		want []string
	}{
		{Options{}, []string{"source: os.ReadFile", NoFixPrefix + "no words of your own"}},
		{Options{RelatedAsFindings: true}, []string{"source: os.ReadFile"}},
	} {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "p.go", "package p\n\nfunc f() {}\n", 0)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		pass := &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Report: func(d analysis.Diagnostic) {
			for _, ri := range d.Related {
				got = append(got, ri.Message)
			}
		}}
		r := New(pass, "leak", tc.opts)
		pos := f.Decls[0].Pos()
		r.Report(analysis.Diagnostic{Pos: pos, Message: "finding", Related: []analysis.RelatedInformation{
			{Pos: pos, Message: "source: os.ReadFile"}, {Pos: pos, Message: NoFixPrefix + "no words of your own"}}})
		r.Finish()
		if !slices.Equal(got, tc.want) {
			t.Errorf("%+v: related %q, want %q", tc.opts, got, tc.want)
		}
	}
}
