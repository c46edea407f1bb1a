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
	)
}
