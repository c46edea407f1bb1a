package failpath_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/marktest"
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
		for _, call := range marktest.Calls(funcs, "mark") {
			b := call.Block()
			pass.Reportf(call.Pos(), "at=%s errcheck=%s", kind(failpath.At(b)), kind(failpath.ErrCheck(b)))
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
	analysistest.Run(t, marktest.Testdata(t), show, "failpath/checks")
}
