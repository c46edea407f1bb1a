package analyzers_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/marktest"

	"github.com/mcplint-go/mcplint/analyzers/leak"
	"github.com/mcplint-go/mcplint/analyzers/protomisuse"
)

// TestAssembledServer checks findings that a package above the handlers
// settles: a handler or middleware in one package, the converter and its
// order in another. analysistest matches a pass's diagnostics against its
// own files only, and these are reported by the package that assembles the
// server at the handler's line, so this test matches the `// want`
// comments of every root package against the diagnostics of all of them.
func TestAssembledServer(t *testing.T) {
	checkAssembled(t, protomisuse.Analyzer, "protomisuse/assembly/...")
}

func checkAssembled(t *testing.T, a *analysis.Analyzer, patterns ...string) {
	t.Helper()
	marktest.Assembled(t, []*analysis.Analyzer{a}, patterns...)
}

// TestAssembledLeak checks one finding per cause across open handlers:
// handlers declared in one package and registered in another share
// continuations, whose findings the assembling package reports once,
// not once per handler.
func TestAssembledLeak(t *testing.T) {
	checkAssembled(t, leak.Analyzer, "leak/assembly/...")
}

// TestProjectHandlerTypes checks a project's own handler type (shape 2 of
// the assembly): tool packages that import no SDK store their functions
// as api.ToolHandlerFunc (or in a field of an unnamed func type); an
// adapter above calls those values, and the channel it gives their
// returned errors decides what is reported, at the tool function's line:
// a raw go-sdk handler returning the error (reported), an mcp-go handler
// converting it (not reported), a tool package only another tool package
// imports (reported through its facts).
func TestProjectHandlerTypes(t *testing.T) {
	checkAssembled(t, protomisuse.Analyzer, "protomisuse/typed/...")
}
