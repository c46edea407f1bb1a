package marktest

import (
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint-go/mcplint/internal/fixapply"
)

// Assembled checks the findings of the analyzers as of a server spread over several
// packages of the GOPATH tree testdata/src. analysistest matches a pass's
// diagnostics against its own files only, and a handler's findings are
// often reported by the package that assembles its server, at the
// handler's line; so Assembled matches the `// want` comments of every
// root package against the diagnostics of all of them, each wanted once,
// and fails on a diagnostic reported twice. The suggested fixes are
// checked as analysistest.RunWithSuggestedFixes checks them: every file
// they edit has a golden file beside it (name.go.golden) that the file
// with all of them applied, gofmt'ed, must equal. It returns the
// diagnostics by "dir/file.go:line: message".
func Assembled(t *testing.T, as []*analysis.Analyzer, patterns ...string) map[string]analysis.Diagnostic {
	t.Helper()
	testdata := Testdata(t)
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  testdata,
		Env:  append(os.Environ(), "GO111MODULE=off", "GOPATH="+testdata, "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) < 2 {
		t.Fatalf("%v: %d packages, want a server in several", patterns, len(pkgs))
	}
	type want struct {
		re      *regexp.Regexp
		matched bool
	}
	wants := map[string][]*want{} // by "file:line"
	for _, p := range pkgs {
		if len(p.Errors) > 0 {
			t.Fatalf("%s: %v", p.PkgPath, p.Errors)
		}
		for _, f := range p.Syntax {
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					addWants(p.Fset, c, func(key string, re *regexp.Regexp) {
						wants[key] = append(wants[key], &want{re: re})
					})
				}
			}
		}
	}
	g, err := checker.Analyze(as, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]analysis.Diagnostic{}
	edits := map[string][]analysis.TextEdit{} // by file name
	var fset *token.FileSet
	var unexpected []string
	for act := range g.All() {
		if !act.IsRoot || !slices.Contains(as, act.Analyzer) {
			continue
		}
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			key := lineKey(act.Package.Fset.Position(d.Pos))
			id := key + ": " + d.Message
			if len(as) > 1 {
				id += " (" + act.Analyzer.Name + ")"
			}
			if _, ok := out[id]; ok {
				t.Errorf("%s reported twice", id)
				continue
			}
			out[id] = d
			fset = act.Package.Fset
			if len(d.SuggestedFixes) > 0 {
				for _, e := range d.SuggestedFixes[0].TextEdits {
					name := fset.File(e.Pos).Name()
					if !slices.ContainsFunc(edits[name], func(x analysis.TextEdit) bool {
						return x.Pos == e.Pos && x.End == e.End && string(x.NewText) == string(e.NewText)
					}) {
						edits[name] = append(edits[name], e)
					}
				}
			}
			ok := false
			for _, w := range wants[key] {
				if !w.matched && w.re.MatchString(d.Message) {
					w.matched, ok = true, true
					break
				}
			}
			if !ok {
				unexpected = append(unexpected, id)
			}
		}
	}
	sort.Strings(unexpected)
	for _, u := range unexpected {
		t.Errorf("unexpected diagnostic %s", u)
	}
	var missing []string
	for key, ws := range wants {
		for _, w := range ws {
			if !w.matched {
				missing = append(missing, fmt.Sprintf("%s: no diagnostic matching %s", key, w.re))
			}
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Error(m)
	}
	checkGolden(t, fset, edits)
	return out
}

// checkGolden applies edits to their files as the mcplint command does
// (fixapply) and compares each with its golden file.
func checkGolden(t *testing.T, fset *token.FileSet, edits map[string][]analysis.TextEdit) {
	t.Helper()
	for name, es := range edits {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		tf := fset.File(es[0].Pos)
		var fes []fixapply.Edit
		for _, e := range es {
			fe := fixapply.Edit{Start: tf.Offset(e.Pos), End: tf.Offset(e.End), New: string(e.NewText)}
			if fixapply.Conflicts(fes, fe) {
				t.Errorf("%s: conflicting fixes at offset %d", name, fe.Start)
				continue
			}
			fes = append(fes, fe)
		}
		got := fixapply.Finish(src, fixapply.Apply(src, fes))
		if os.Getenv("MARKTEST_UPDATE") != "" {
			// Writes the golden files; check each by hand before
			// committing it.
			if err := os.WriteFile(name+".golden", got, 0o666); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(name + ".golden")
		if err != nil {
			t.Errorf("%s: fixes, but no golden file: %v", name, err)
			continue
		}
		if string(got) != string(want) {
			t.Errorf("%s: fixed file differs from %s.golden:\n%s", name, filepath.Base(name), got)
		}
	}
}

var wantRE = regexp.MustCompile("// want (`[^`]*`(?: `[^`]*`)*)")

// lineKey is "dir/file.go:line".
func lineKey(p token.Position) string {
	return fmt.Sprintf("%s:%d", filepath.Base(filepath.Dir(p.Filename))+"/"+filepath.Base(p.Filename), p.Line)
}

func addWants(fset *token.FileSet, c *ast.Comment, add func(string, *regexp.Regexp)) {
	m := wantRE.FindStringSubmatch(c.Text)
	if m == nil {
		return
	}
	key := lineKey(fset.Position(c.Pos()))
	for _, q := range strings.Split(m[1], "` `") {
		add(key, regexp.MustCompile(strings.Trim(q, "`")))
	}
}
