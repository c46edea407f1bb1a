package errorigin_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestFacts checks the OriginFacts exported for functions and sentinels,
// and that classification terminates on self-referring values.
func TestFacts(t *testing.T) {
	analysistest.Run(t, testdata(t), errorigin.Analyzer, "errorigin/loops", "protomisuse/store")
}
