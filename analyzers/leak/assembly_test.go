package leak_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/internal/marktest"
	"github.com/mcplint-go/mcplint/analyzers/leak"
)

// TestAssembledLeak checks one finding per cause across open handlers:
// handlers declared in one package and registered in another share
// continuations, whose findings the assembling package reports once,
// not once per handler.
func TestAssembledLeak(t *testing.T) {
	marktest.Assembled(t, []*analysis.Analyzer{leak.Analyzer}, "leak/assembly/...")
}

// TestResultField: tool functions of a project handler type that write a
// raw error into their result's Error field, which the adapter sends as
// an isError text through a result helper of another package; tools whose
// adapter only logs the field, or never reads it, are not reported.
func TestResultField(t *testing.T) {
	marktest.Assembled(t, []*analysis.Analyzer{leak.Analyzer}, "leak/resultfield/...")
}

// TestResultProducer: handlers that convert a project result made by a
// function of their own package (xiaohongshu-mcp's shape): the texts the
// function writes into the result's contents are judged there.
func TestResultProducer(t *testing.T) {
	analysistest.Run(t, marktest.Testdata(t), leak.Analyzer, "leak/producer")
}
