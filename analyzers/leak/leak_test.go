package leak_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/leak"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestLeak(t *testing.T) {
	analysistest.Run(t, testdata(t), leak.Analyzer,
		"leak/adapter", "leak/adapted", "leak/resulthelp", "leak/mcpgo", "leak/gosdk", "leak/sources", "leak/crosspkg", "leak/safe", "leak/matrix", "leak/relay", "leak/sentinel", "leak/encoders", "leak/infallible", "leak/knownfp", "leak/cause", "leak/causesdk",
		"leak/typos", // directive typos reported with leak alone
	)
}

func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), leak.Analyzer, "leak/fix")
}

// TestRealSDKs runs against the real SDK modules in module mode;
// scripts/test.sh downloads them first (analysistest sets GOPROXY=off).
func TestRealSDKs(t *testing.T) {
	analysistest.Run(t, filepath.Join(testdata(t), "modules", "realsdk"), leak.Analyzer, "./leak")
}

// TestSafeFlag checks that -safe replaces the defaults: with it empty,
// the parse errors of leak/safe are reported.
func TestSafeFlag(t *testing.T) {
	a := leak.New()
	if err := a.Flags.Set("safe", ""); err != nil {
		t.Fatal(err)
	}
	results := analysistest.Run(&recorder{}, testdata(t), a, "leak/safe")
	if n := countDiags(results); n != 20 {
		t.Errorf("with -safe= leak/safe draws %d findings, want 20 (one per source)", n)
	}
}
