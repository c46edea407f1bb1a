package protomisuse_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/protomisuse"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestProtomisuse(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), protomisuse.Analyzer,
		"protomisuse/mcpgo",
		"protomisuse/beside",
		"protomisuse/gosdk",
		"protomisuse/nilnil",
		"protomisuse/panics",
		"protomisuse/recovered",
		"protomisuse/wrapper",
		"protomisuse/converting",
		"protomisuse/usemw",
		"protomisuse/gosdkmw",
		"protomisuse/gosdkmwpass",
		"protomisuse/crosspkg",
		"protomisuse/suppress",
		"protomisuse/faults",
		"protomisuse/fixuses",
		"protomisuse/codes",
		"protomisuse/codesmcpgo",
		"protomisuse/byname",
		"protomisuse/bynamemcpgo",
	)
}

// TestRealSDKs runs against the real SDK modules in module mode; .ci/run
// downloads them first (analysistest sets GOPROXY=off).
func TestRealSDKs(t *testing.T) {
	analysistest.Run(t, filepath.Join(testdata(t), "modules", "realsdk"), protomisuse.Analyzer, "./protomisuse", "./protomisusecodes")
}

// TestKnownFalsePositives pins the false positives left in the corpus
// triage (corpus/triage.tsv names this package): when one goes away, the
// triage must say so.
func TestKnownFalsePositives(t *testing.T) {
	analysistest.Run(t, testdata(t), protomisuse.Analyzer, "protomisuse/knownfp")
}
