package ignoredtoolerr_test

import (
	"path/filepath"
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
		"ignoredtoolerr/gosdk",
		"ignoredtoolerr/drops",
		"ignoredtoolerr/proxy",
		"ignoredtoolerr/proxygo",
		"ignoredtoolerr/crosspkg",
		"ignoredtoolerr/testfiles",
	)
}

// TestTestsFlag checks that -tests brings _test.go files in.
func TestTestsFlag(t *testing.T) {
	a := ignoredtoolerr.New()
	if err := a.Flags.Set("tests", "true"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata(t), a, "ignoredtoolerr/testfilesflag")
}

// TestRealSDKs runs against the real SDK modules in module mode; .ci/run
// downloads them first (analysistest sets GOPROXY=off).
func TestRealSDKs(t *testing.T) {
	analysistest.Run(t, filepath.Join(testdata(t), "modules", "realsdk"), ignoredtoolerr.Analyzer, "./ignoredtoolerr")
}
