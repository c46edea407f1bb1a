package analyzers_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/analyzers"
)

// docsBase is where Analyzer.URL points: the docs/ tree of the main
// branch, so that a URL is a path of this repository.
const docsBase = "https://github.com/mcplint-go/mcplint/blob/main/"

// TestAnalyzerURLs checks that every analyzer of All links to its page
// in docs/analyzers, that the page exists in this checkout (a renamed or
// missing page would send every help text and editor link to a 404), and
// that the page names each of the analyzer's flags, so that a new flag
// cannot ship undocumented. The Doc ends with the URL too: go vet's help
// prints Doc but not URL.
func TestAnalyzerURLs(t *testing.T) {
	for _, a := range analyzers.All() {
		want := docsBase + "docs/analyzers/" + a.Name + ".md"
		if a.URL != want {
			t.Errorf("%s: URL = %q, want %q", a.Name, a.URL, want)
			continue
		}
		if !strings.HasSuffix(a.Doc, a.URL) {
			t.Errorf("%s: Doc does not end with its URL:\n%s", a.Name, a.Doc)
		}
		page, err := os.ReadFile(filepath.Join("..", filepath.FromSlash(strings.TrimPrefix(a.URL, docsBase))))
		if err != nil {
			t.Errorf("%s: URL names no file of the repository: %v", a.Name, err)
			continue
		}
		if !strings.HasPrefix(string(page), "# "+a.Name+"\n") {
			t.Errorf("%s: %s does not start with the heading \"# %s\"", a.Name, a.URL, a.Name)
		}
		a.Flags.VisitAll(func(f *flag.Flag) {
			if !strings.Contains(string(page), "`-"+a.Name+"."+f.Name) {
				t.Errorf("%s: the page does not document -%s.%s", a.Name, a.Name, f.Name)
			}
		})
		doc, err := os.ReadFile(filepath.Join(a.Name, "doc.go"))
		if err != nil {
			t.Errorf("%s: %v", a.Name, err)
		} else if !strings.Contains(string(doc), a.URL) {
			t.Errorf("analyzers/%s/doc.go does not point to %s", a.Name, a.URL)
		}
	}
}
