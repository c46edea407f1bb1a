package unflaggederr_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/unflaggederr"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestUnflaggederr(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), unflaggederr.Analyzer,
		"unflaggederr/mcpgo",
		"unflaggederr/safeadvice",
		"unflaggederr/gosdk",
		"unflaggederr/crosspkg",
		"unflaggederr/samepkg",
		"unflaggederr/adapted",
		"unflaggederr/ctors",
		"unflaggederr/appended",
		"unflaggederr/labels",
		"unflaggederr/jsontext",
		"unflaggederr/helpertext",
		"unflaggederr/successfalse",
		"unflaggederr/okelse",
		"unflaggederr/branches",
	)
}

// TestWordsFlag runs an Analyzer made by New with -words set: its own
// flags, no global state shared with Analyzer.
func TestWordsFlag(t *testing.T) {
	a := unflaggederr.New()
	if err := a.Flags.Set("words", "throttled"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata(t), a, "unflaggederr/words")
	if got := unflaggederr.Analyzer.Flags.Lookup("words").Value.String(); got != "" {
		t.Errorf("Analyzer's -words = %q after setting another Analyzer's flag", got)
	}
}

// TestRealSDKs runs against the real SDK modules in module mode; .ci/run
// downloads them first (analysistest sets GOPROXY=off).
func TestRealSDKs(t *testing.T) {
	if testing.Short() {
		t.Skip("module mode on the real SDKs: ./scripts/test.sh -full")
	}
	analysistest.Run(t, filepath.Join(testdata(t), "modules", "realsdk"), unflaggederr.Analyzer, "./unflaggederr")
}
