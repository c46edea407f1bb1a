package textval_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/internal/marktest"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// show evaluates the argument of every call of a function named show or
// show2 (with Sources) or showS (with String), and reports the result.
var show = &analysis.Analyzer{
	Name:     "showtext",
	Doc:      "report evaluated texts (test only)",
	Requires: []*analysis.Analyzer{ssabuild.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		_, funcs, err := pass.ResultOf[ssabuild.Analyzer].(*ssabuild.SSA).Build()
		if err != nil {
			return nil, err
		}
		for _, call := range append(marktest.Calls(funcs, "show"), marktest.Calls(funcs, "show2")...) {
			for _, s := range textval.Sources(call.Call.Args[0], call.Block()) {
				line := 0
				if s.Pos.IsValid() {
					line = pass.Fset.Position(s.Pos).Line
				}
				pass.Reportf(call.Pos(), "source %q at %d", render(s.Text), line)
			}
		}
		for _, call := range marktest.Calls(funcs, "showS") {
			pass.Reportf(call.Pos(), "text %q", render(textval.String(call.Call.Args[0])))
		}
		return nil, nil
	},
}

// render shows holes as {verb}, or {?} without a verb.
func render(t textval.Text) string {
	return t.Render(func(p textval.Part) string {
		if p.Verb != "" {
			return "{" + p.Verb + "}"
		}
		return "{?}"
	})
}

func TestSources(t *testing.T) {
	analysistest.Run(t, marktest.Testdata(t), show, "textval/sources")
}
