package gclplugin_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/txtar"

	"github.com/mcplint-go/mcplint/internal/fixapply"
)

// TestSplitServer runs the plugin's analyzers as golangci-lint does (every
// package loaded from source in one process, diagnostics kept for the
// packages named) on the three-package server of the command's script
// splitserver.txtar, naming the tool package alone, the module, and main
// with the packages it imports: the findings must be the ones the script
// pins for the command, and the fixes of the tool package alone must give
// the file the command's -fix gives.
func TestSplitServer(t *testing.T) {
	if testing.Short() {
		t.Skip("the plugin loads and analyzes a module: ./scripts/test.sh -full")
	}
	ar, err := txtar.ParseFile(filepath.Join("..", "cmd", "mcplint", "testdata", "script", "splitserver.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	// The plugin loads the module itself, with the process's environment:
	// the script's module has no go.sum, and the modules come from the
	// machine's cache.
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	// A module without go.sum: with GOPROXY=off the go command would ask
	// sum.golang.org directly, which a machine that reaches only the
	// module proxy cannot (a cold CI machine failed on it).
	t.Setenv("GOSUMDB", "off")
	t.Setenv("GOTOOLCHAIN", "local")
	dir := t.TempDir()
	want := map[string]string{}
	for _, f := range ar.Files {
		if name, ok := strings.CutPrefix(f.Name, "want/"); ok {
			// golangci-lint prints no related information: the
			// command's indented lines are not the plugin's.
			var keep []string
			for _, l := range strings.SplitAfter(string(f.Data), "\n") {
				if !strings.HasSuffix(name, ".txt") || !strings.HasPrefix(l, "\t") {
					keep = append(keep, l)
				}
			}
			want[name] = strings.Join(keep, "")
			continue
		}
		path := filepath.Join(dir, f.Name)
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, f.Data, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		patterns []string
		want     string
	}{
		{[]string{"./tools"}, want["tools.txt"]},
		{[]string{"./mw"}, want["mw.txt"]},
		{[]string{"./..."}, want["all.txt"]},
		{[]string{"./cmd/server", "./tools", "./mw"}, want["all.txt"]},
	} {
		as, err := build(t, nil)
		if err != nil {
			t.Fatal(err)
		}
		lines, edits := runPlugin(t, dir, as, c.patterns)
		if got := strings.Join(lines, ""); got != c.want {
			t.Errorf("%v: plugin findings\n%s\nwant (the command's)\n%s", c.patterns, got, c.want)
		}
		if c.patterns[0] != "./tools" {
			continue
		}
		name := filepath.Join(dir, "tools", "tools.go")
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(fixapply.Finish(src, fixapply.Apply(src, edits[name]))); got != want["tools.go.fixed"] {
			t.Errorf("plugin fixes of ./tools give\n%s\nwant (the command's -fix)\n%s", got, want["tools.go.fixed"])
		}
	}
}

// runPlugin analyses the packages as golangci-lint does and returns the
// diagnostics of the packages named, as the command prints them, and the
// edits of their first fixes by file.
func runPlugin(t *testing.T, dir string, as []*analysis.Analyzer, patterns []string) ([]string, map[string][]fixapply.Edit) {
	t.Helper()
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax | packages.NeedModule,
		Dir:  dir,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("%v: load errors", patterns)
	}
	g, err := checker.Analyze(as, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	edits := map[string][]fixapply.Edit{}
	for act := range g.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			p := fset.Position(d.Pos)
			rel, _ := filepath.Rel(dir, p.Filename)
			lines = append(lines, fmt.Sprintf("%s:%d:%d: %s (%s)\n", filepath.ToSlash(rel), p.Line, p.Column, d.Message, act.Analyzer.Name))
			if len(d.SuggestedFixes) == 0 {
				continue
			}
			for _, e := range d.SuggestedFixes[0].TextEdits {
				tf := fset.File(e.Pos)
				fe := fixapply.Edit{Start: tf.Offset(e.Pos), End: tf.Offset(e.End), New: string(e.NewText)}
				if !fixapply.Conflicts(edits[tf.Name()], fe) && !slices.Contains(edits[tf.Name()], fe) {
					edits[tf.Name()] = append(edits[tf.Name()], fe)
				}
			}
		}
	}
	slices.Sort(lines)
	return slices.Compact(lines), edits
}

// TestToolingModule runs the plugin's analyzers as golangci-lint does on
// the module of the golangci-lint end-to-end test (testdata/modules/tooling,
// a package whose handlers are registered by an exported function and
// whose server is built nowhere): every analyzer must finish, and the
// findings must be those the end-to-end test pins for golangci-lint
// (testdata/e2e/golangci.txt) plus the one line that golangci-lint's own
// //nolint:mcplint silences there.
func TestToolingModule(t *testing.T) {
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	// A module without go.sum: with GOPROXY=off the go command would ask
	// sum.golang.org directly, which a machine that reaches only the
	// module proxy cannot (a cold CI machine failed on it).
	t.Setenv("GOSUMDB", "off")
	t.Setenv("GOTOOLCHAIN", "local")
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("..", "testdata", "modules", "tooling"))); err != nil {
		t.Fatal(err)
	}
	pinned, err := os.ReadFile(filepath.Join("..", "testdata", "e2e", "golangci.txt"))
	if err != nil {
		t.Fatal(err)
	}
	as, err := build(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	lines, _ := runPlugin(t, dir, as, []string{"./..."})
	var got []string
	nolint := 0
	for _, l := range lines {
		// "file:line:col: message (analyzer)\n" as golangci-lint prints it:
		// "file:line:col: analyzer: message (mcplint)".
		pos, rest, _ := strings.Cut(strings.TrimSuffix(l, "\n"), ": ")
		i := strings.LastIndex(rest, " (")
		if i < 0 {
			t.Fatalf("unexpected line %q", l)
		}
		if strings.HasPrefix(pos, "srv/srv.go:35:") {
			nolint++
			continue
		}
		got = append(got, fmt.Sprintf("%s: %s: %s (mcplint)\n", pos, strings.TrimSuffix(rest[i+2:], ")"), rest[:i]))
	}
	slices.Sort(got)
	if nolint != 1 {
		t.Errorf("%d findings at srv/srv.go:35 (the //nolint:mcplint line), want 1", nolint)
	}
	if g := strings.Join(got, ""); g != string(pinned) {
		t.Errorf("plugin findings\n%s\nwant (testdata/e2e/golangci.txt)\n%s", g, pinned)
	}
}
