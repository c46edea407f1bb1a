package analyzers_test

import (
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint-go/mcplint/analyzers/leak"
	"github.com/mcplint-go/mcplint/analyzers/protomisuse"
)

// TestAssembledServer checks findings that a package above the handlers
// settles: a handler or middleware in one package, the converter and its
// order in another. analysistest matches a pass's diagnostics against its
// own files only, and these are reported by the package that assembles the
// server at the handler's line, so this test matches the `// want`
// comments of every root package against the diagnostics of all of them.
func TestAssembledServer(t *testing.T) {
	checkAssembled(t, protomisuse.Analyzer, "protomisuse/assembly/...")
}

var wantRE = regexp.MustCompile("// want (`[^`]*`(?: `[^`]*`)*)")

func checkAssembled(t *testing.T, a *analysis.Analyzer, patterns ...string) {
	t.Helper()
	testdata, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
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
					addWants(p.Fset, f, c, func(key string, re *regexp.Regexp) {
						wants[key] = append(wants[key], &want{re: re})
					})
				}
			}
		}
	}
	g, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var unexpected []string
	for act := range g.All() {
		if !act.IsRoot || act.Analyzer != a {
			continue
		}
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.Position(d.Pos)
			key := fmt.Sprintf("%s:%d", filepath.Base(filepath.Dir(p.Filename))+"/"+filepath.Base(p.Filename), p.Line)
			id := key + ": " + d.Message
			if seen[id] {
				t.Errorf("%s reported twice", id)
				continue
			}
			seen[id] = true
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
	for key, ws := range wants {
		for _, w := range ws {
			if !w.matched {
				t.Errorf("%s: no diagnostic matching %s", key, w.re)
			}
		}
	}
}

func addWants(fset interface {
	Position(p token.Pos) token.Position
}, f *ast.File, c *ast.Comment, add func(string, *regexp.Regexp)) {
	m := wantRE.FindStringSubmatch(c.Text)
	if m == nil {
		return
	}
	p := fset.Position(c.Pos())
	key := fmt.Sprintf("%s:%d", filepath.Base(filepath.Dir(p.Filename))+"/"+filepath.Base(p.Filename), p.Line)
	for _, q := range strings.Split(m[1], "` `") {
		add(key, regexp.MustCompile(strings.Trim(q, "`")))
	}
}

// TestAssembledLeak checks one finding per cause across open handlers:
// handlers declared in one package and registered in another share
// continuations, whose findings the assembling package reports once,
// not once per handler.
func TestAssembledLeak(t *testing.T) {
	checkAssembled(t, leak.Analyzer, "leak/assembly/...")
}

// TestProjectHandlerTypes checks a project's own handler type (shape 2 of
// the assembly): tool packages that import no SDK store their functions
// as api.ToolHandlerFunc (or in a field of an unnamed func type); an
// adapter above calls those values, and the channel it gives their
// returned errors decides what is reported, at the tool function's line:
// a raw go-sdk handler returning the error (reported), an mcp-go handler
// converting it (not reported), a tool package only another tool package
// imports (reported through its facts).
func TestProjectHandlerTypes(t *testing.T) {
	checkAssembled(t, protomisuse.Analyzer, "protomisuse/typed/...")
}
