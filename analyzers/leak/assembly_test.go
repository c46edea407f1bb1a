package leak_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

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
