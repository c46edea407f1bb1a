package ignoredtoolerr_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/ignoredtoolerr"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestIgnoredToolErr(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), ignoredtoolerr.Analyzer,
		"ignoredtoolerr/mcpgo",
		"ignoredtoolerr/helpers", // a root, so that its fact wants are checked
		"ignoredtoolerr/gosdk",
		"ignoredtoolerr/drops",
		"ignoredtoolerr/proxy",
		"ignoredtoolerr/proxygo",
		"ignoredtoolerr/crosspkg",
		"ignoredtoolerr/testfiles",
		"ignoredtoolerr/rawstruct",
	)
}

// TestTestsFlag checks that -tests brings _test.go files in: the read
// that TestIgnoredToolErr must not see in testfiles is then reported.
func TestTestsFlag(t *testing.T) {
	a := ignoredtoolerr.New()
	if err := a.Flags.Set("tests", "true"); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range analysistest.Run(recorder{}, testdata(t), a, "ignoredtoolerr/testfiles") {
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			got = append(got, fmt.Sprintf("%s:%d: %s", filepath.Base(p.Filename), p.Line, d.Message))
		}
	}
	const want = "testfiles_test.go:25: res.Content is read before res.IsError is checked"
	if len(got) != 1 || !strings.HasPrefix(got[0], want) {
		t.Errorf("with -tests, got %q, want one diagnostic %q...", got, want)
	}
}

// TestRealSDKs runs against the real SDK modules in module mode; .ci/run
// downloads them first (analysistest sets GOPROXY=off).
func TestRealSDKs(t *testing.T) {
	if testing.Short() {
		t.Skip("module mode on the real SDKs: ./scripts/test.sh -full")
	}
	analysistest.Run(t, filepath.Join(testdata(t), "modules", "realsdk"), ignoredtoolerr.Analyzer, "./ignoredtoolerr")
}

// TestSummaryRoundsLimit: a helper settled in the last round of the
// fixpoint has its fact and its callers' reports; one that needs a round
// more has neither (testdata ignoredtoolerr/rounds).
func TestSummaryRoundsLimit(t *testing.T) {
	analysistest.Run(t, testdata(t), ignoredtoolerr.Analyzer, "ignoredtoolerr/rounds")
}
