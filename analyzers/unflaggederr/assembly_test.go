package unflaggederr_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/internal/marktest"
	"github.com/mcplint-go/mcplint/analyzers/leak"
	"github.com/mcplint-go/mcplint/analyzers/opaquemsg"
	"github.com/mcplint-go/mcplint/analyzers/unflaggederr"
)

// TestResultField: an adapter in another package copies a flag field of
// the project's result into IsError and a text field into the text
// (through a converter of a third package); the tool functions that
// write a failure text without the flag, or clear it, are reported at
// their lines, directly or through a constructor of the result's
// package. leak and opaquemsg judge the same texts; a field the adapter
// never sends is not judged.
func TestResultField(t *testing.T) {
	marktest.Assembled(t, []*analysis.Analyzer{unflaggederr.Analyzer, leak.Analyzer, opaquemsg.Analyzer}, "unflaggederr/resultfield/...")
}

// TestResultProducer: handlers that convert a project result a function
// of their own package makes (xiaohongshu-mcp's shape): a failure text it
// writes without the flag the handlers copy into IsError is reported
// there.
func TestResultProducer(t *testing.T) {
	analysistest.Run(t, marktest.Testdata(t), unflaggederr.Analyzer, "unflaggederr/producer")
}
