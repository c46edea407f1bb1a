package protomisuse_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/marktest"
	"github.com/mcplint-go/mcplint/analyzers/protomisuse"
)

// TestAssembledServer checks findings that a package above the handlers
// settles: a handler or middleware in one package, the converter and its
// order in another; input panics of handlers registered on a server two
// packages up (pantools, panreg, panmain). They are reported at the
// handler's line by the package that settles them (marktest.Assembled).
func TestAssembledServer(t *testing.T) {
	marktest.Assembled(t, []*analysis.Analyzer{protomisuse.Analyzer}, "protomisuse/assembly/...")
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
	marktest.Assembled(t, []*analysis.Analyzer{protomisuse.Analyzer}, "protomisuse/typed/...")
}
