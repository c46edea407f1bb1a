package analyzers_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint-go/mcplint/analyzers"
)

// adviceComment is the mark of testdata/src/advice/before: the analyzer
// and the whole message, as a regexp, of the finding on that line.
var adviceComment = regexp.MustCompile("// advice: ([a-z]+) `([^`]*)`")

// TestAdviceFollowed runs every analyzer over testdata/src/advice/before
// and its subpackages, one finding of each message form that gives advice
// (adviceForms in advicecover_test.go lists them, with their cases), and
// over advice/after, the same code rewritten as each message asks: the
// messages must be the ones the rewrite followed (so that a change of
// advice fails here until the rewrite follows it), and no analyzer may
// report the rewrite. One voice across analyzers: leak's "written
// message" must not be one opaquemsg reports, opaquemsg's advice must not
// put a raw error into the text, input-panic's rewrite must not leave a
// Must call server-recovery reports, and so on (issue 27). checkCoverage
// fails when a form, a protomisuse category, a leak kind or an
// unflaggederr kind has no case.
func TestAdviceFollowed(t *testing.T) {
	testdata, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: testdata,
		Env: append(os.Environ(), "GO111MODULE=off", "GOPATH="+testdata, "GOFLAGS=")}
	pkgs, err := packages.Load(cfg, "advice/before/...", "advice/after/...")
	if err != nil {
		t.Fatal(err)
	}
	if n := packages.PrintErrors(pkgs); n > 0 || len(pkgs) < 2 {
		t.Fatalf("advice packages do not load: %d errors, %d packages", n, len(pkgs))
	}
	adviceDir := filepath.Join(testdata, "src", "advice")
	g, err := checker.Analyze(analyzers.All(), pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{} // file:line -> "analyzer: message"
	cats := map[string]string{}  // "file:line analyzer: message" -> category
	for act := range g.All() {
		if !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.Position(d.Pos)
			rel, err := filepath.Rel(adviceDir, p.Filename)
			if err != nil {
				t.Fatal(err)
			}
			key := fmt.Sprintf("%s:%d", filepath.ToSlash(rel), p.Line)
			got[key] = append(got[key], act.Analyzer.Name+": "+d.Message)
			cats[key+" "+act.Analyzer.Name+": "+d.Message] = d.Category
		}
	}
	files, err := beforeFiles(adviceDir)
	if err != nil {
		t.Fatal(err)
	}
	marks := 0
	var cases []adviceCase
	for _, file := range files {
		src, err := os.ReadFile(filepath.Join(adviceDir, file))
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			for _, m := range adviceComment.FindAllStringSubmatch(line, -1) {
				marks++
				key := fmt.Sprintf("%s:%d", file, i+1)
				re := regexp.MustCompile(m[2])
				found := false
				for j, d := range got[key] {
					name, msg, _ := strings.Cut(d, ": ")
					if name == m[1] && re.MatchString(msg) {
						cases = append(cases, adviceCase{file: file, line: i + 1, analyzer: name, message: msg, category: cats[key+" "+d]})
						got[key] = append(got[key][:j], got[key][j+1:]...)
						found = true
						break
					}
				}
				if !found {
					t.Errorf("%s: no %s finding matching %s; got %q", key, m[1], m[2], got[key])
				}
			}
		}
	}
	checkCoverage(t, adviceDir, cases)
	if marks < len(adviceForms) {
		t.Fatalf("%d advice marks in advice/before: the test reads fewer cases than it was written with", marks)
	}
	for key, ds := range got {
		for _, d := range ds {
			if strings.HasPrefix(key, "after/") {
				t.Errorf("%s: %s (the rewrite that follows the advice draws a finding)", key, d)
			} else {
				t.Errorf("%s: unexpected finding %s", key, d)
			}
		}
	}
}

// beforeFiles lists the Go files of advice/before and its subpackages,
// relative to dir (testdata/src/advice), with forward slashes.
func beforeFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(filepath.Join(dir, "before"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		files = append(files, filepath.ToSlash(rel))
		return err
	})
	return files, err
}
