package textval_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// show evaluates the argument of every call of a function named show
// (with Sources) or showS (with String), and reports the result.
var show = &analysis.Analyzer{
	Name:     "showtext",
	Doc:      "report evaluated texts (test only)",
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
					callee := flow.StaticFunc(call.Common())
					if callee == nil || len(call.Call.Args) != 1 {
						continue
					}
					switch callee.Name() {
					case "show":
						for _, s := range textval.Sources(call.Call.Args[0], b) {
							line := 0
							if s.Pos.IsValid() {
								line = pass.Fset.Position(s.Pos).Line
							}
							pass.Reportf(call.Pos(), "source %q at %d", render(s.Text), line)
						}
					case "showS":
						pass.Reportf(call.Pos(), "text %q", render(textval.String(call.Call.Args[0])))
					}
				}
			}
		}
		return nil, nil
	},
}

// render shows holes as {verb}, or {?} without a verb.
func render(t textval.Text) string {
	var b strings.Builder
	for _, p := range t.Parts {
		switch {
		case !p.IsHole():
			b.WriteString(p.Const)
		case p.Verb != "":
			fmt.Fprintf(&b, "{%s}", p.Verb)
		default:
			b.WriteString("{?}")
		}
	}
	return b.String()
}

func TestSources(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, show, "textval/sources")
}
