package failpath_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
)

// show reports At and ErrCheck for the block of every call of mark.
var show = &analysis.Analyzer{
	Name:     "showfailpath",
	Doc:      "report failure-path judgements (test only)",
	Requires: []*analysis.Analyzer{ssabuild.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		_, funcs, err := pass.ResultOf[ssabuild.Analyzer].(*ssabuild.SSA).Build()
		if err != nil {
			return nil, err
		}
		for _, fn := range funcs {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					call, ok := instr.(*ssa.Call)
					if !ok {
						continue
					}
					if obj := flow.StaticFunc(call.Common()); obj == nil || obj.Name() != "mark" {
						continue
					}
					pass.Reportf(call.Pos(), "at=%s errcheck=%s", kind(failpath.At(b)), kind(failpath.ErrCheck(b)))
				}
			}
		}
		return nil, nil
	},
}

func kind(r *failpath.Reason) string {
	if r == nil {
		return "none"
	}
	return map[failpath.Kind]string{
		failpath.ErrNotNil:  "err-not-nil",
		failpath.NotOK:      "not-ok",
		failpath.ErrorsIs:   "errors-is",
		failpath.HTTPStatus: "http-status",
	}[r.Kind]
}

func TestErrCheck(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, show, "failpath/checks")
}
