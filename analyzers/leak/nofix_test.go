package leak_test

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/leak"
)

// TestNoFixReasons checks that every leak finding in leak/fix without a
// suggested fix says why in one related "no fix: ..." line, the reason
// its line calls for (keyed by a piece of the finding's source line),
// and that a finding with a fix has no such line.
func TestNoFixReasons(t *testing.T) {
	want := []struct{ line, reason string }{
		{`fmt.Sprintf("reading %s: %v", path, err)`, `^no fix: the text shows other values beside the error$`},
		{`NewToolResultError(serr.Error())`, `^no fix: no words of your own say what failed, and a fix does not invent them$`},
		{`"session " + os.Getenv`, `^no fix: a fix removes only another module's error text, not a credential$`},
		{`"token " + os.Getenv`, `^no fix: a fix removes only another module's error text, not a credential$`},
		{`return nil, err // want`, `^no fix: no words of your own say what failed, and a fix does not invent them$`},
		{`NewToolResultError(err.Error())`, `^no fix: no words of your own say what failed, and a fix does not invent them$`},
		{`"failed: %v"`, `^no fix: kept alone, "failed" would not say why or what to do next$`},
		{`"%v (while resolving the link)"`, `^no fix: words follow the error in the text$`},
		{`"list 100%% of the directory: %v"`, `^no fix: the code around the text is not one a fix can rewrite safely$`},
		{`"read the file: %v"`, `^no fix: the error also carries words your module wrote, which a fix would drop$`},
		{`"stat the notes file: %v"`, `^no fix: the error shown is not the one this branch checks$`},
		{`"cannot read the file: "`, `^no fix: the result is sent as a success, without isError$`},
		{`"read the shadow file: "`, `^no fix: a local name hides the package the fix would call$`},
		{`"Error with source path: %v"`, `^no fix: the error also carries words your module wrote, which a fix would drop$`},
		{`"check the path: %w"`, `^no fix: the error also carries words your module wrote, which a fix would drop$`},
		{`fail("list the notes", err)`, `^no fix: the result is built in a function literal; a fix rewrites only a handler's own result$`},
		{`toolError("read the notes file", err)`, `^no fix: the result is built in toolError; a fix rewrites only a handler's own result$`},
		{`"Failed to fetch pricing: %v"`, `^no fix: kept alone, "Failed to fetch pricing" would not say why or what to do next$`},
		{`"read: %v; stat: %v"`, `^no fix: more than one value of the text leaks$`},
	}
	results := analysistest.Run(t, testdata(t), leak.Analyzer, "leak/fix")
	checkNoFixReasons(t, results)
	seen := map[string]bool{}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			posn := r.Pass.Fset.Position(d.Pos)
			src, err := os.ReadFile(posn.Filename)
			if err != nil {
				t.Fatal(err)
			}
			line := strings.Split(string(src), "\n")[posn.Line-1]
			reasons := noFixReasons(d)
			if len(reasons) != 1 {
				continue // checkNoFixReasons said so
			}
			found := false
			for _, w := range want {
				if strings.Contains(line, w.line) {
					found, seen[w.line] = true, true
					if !regexp.MustCompile(w.reason).MatchString(reasons[0]) {
						t.Errorf("%v: reason %q, want %s", posn, reasons[0], w.reason)
					}
				}
			}
			if !found {
				t.Errorf("%v: no expected reason for %q (reason %q)", posn, strings.TrimSpace(line), reasons[0])
			}
		}
	}
	for _, w := range want {
		if !seen[w.line] {
			t.Errorf("no finding without a fix on a line with %s", w.line)
		}
	}
}

// checkNoFixReasons checks that each leak finding has a suggested fix
// or one related line that says why not, never both (a misspelt
// directive, also reported by leak, is not a leak finding).
func checkNoFixReasons(t *testing.T, results []*analysistest.Result) {
	t.Helper()
	for _, r := range results {
		for _, d := range r.Diagnostics {
			switch d.Category {
			case "credential", "stack-trace", "upstream-body", "raw-error":
			default:
				continue
			}
			posn := r.Pass.Fset.Position(d.Pos)
			reasons := noFixReasons(d)
			switch {
			case len(d.SuggestedFixes) > 0 && len(reasons) > 0:
				t.Errorf("%v: a finding with a fix says %q", posn, reasons)
			case len(d.SuggestedFixes) == 0 && len(reasons) != 1:
				t.Errorf("%v: want one no-fix reason, got %q", posn, reasons)
			}
		}
	}
}

func noFixReasons(d analysis.Diagnostic) []string {
	var out []string
	for _, rel := range d.Related {
		if strings.HasPrefix(rel.Message, "no fix: ") {
			out = append(out, rel.Message)
		}
	}
	return out
}

// TestRelatedThrough checks the related source lines: of a finding with
// two sources, the one whose call is in the handler says only its name,
// the one inside a function of another package says which call here
// reaches it; a single source in a helper of the package is pointed at
// too (a handler's own single source is the one its message names).
func TestRelatedThrough(t *testing.T) {
	results := analysistest.Run(t, testdata(t), leak.Analyzer, "leak/through")
	var got []string
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, rel := range d.Related {
				if strings.HasPrefix(rel.Message, "source: ") {
					got = append(got, fmt.Sprintf("%d: %s", r.Pass.Fset.Position(rel.Pos).Line, rel.Message))
				}
			}
		}
	}
	sort.Strings(got)
	want := []string{"20: source: os.ReadFile", "22: source: http.Get, through this call of lib.Fetch", "33: source: os.Stat"}
	if !slices.Equal(got, want) {
		t.Errorf("related lines %q, want %q", got, want)
	}
}
