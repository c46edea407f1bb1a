package errorigin_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
)

// show reports the classification of the argument of every call to a
// function named errSink (Error), textSink (Text) or valueSink (Value,
// with the verb its first argument names), so that analysistest can
// check them against want comments: "<kinds>(<via>) [<sources>]".
var show = &analysis.Analyzer{
	Name:     "showorigins",
	Doc:      "report error origins (test only)",
	Requires: []*analysis.Analyzer{errorigin.Analyzer, ssabuild.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		cls := pass.ResultOf[errorigin.Analyzer].(*errorigin.Classifier)
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
					callee := call.Call.StaticCallee()
					if callee == nil || len(call.Call.Args) == 0 {
						continue
					}
					args := call.Call.Args
					var o errorigin.Origin
					switch callee.Name() {
					case "errSink":
						o = cls.Error(args[0])
					case "textSink":
						o = cls.Text(args[0])
					case "valueSink":
						verb, _ := errorigin.ConstString(args[0])
						o = cls.Value(args[1], verb)
					default:
						continue
					}
					var via []string
					for _, s := range o.Sources {
						via = append(via, s.Via)
					}
					pass.Reportf(call.Pos(), "%s [%s]", o, strings.Join(via, "; "))
				}
			}
		}
		return nil, nil
	},
}

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
	analysistest.Run(t, testdata(t), errorigin.Analyzer, "errorigin/loops", "protomisuse/store",
		"errorigin/lib", "othermod.example/dep/lib")
}

// TestOrigins checks the classification of values: kinds, the first
// foreign source, every source.
func TestOrigins(t *testing.T) {
	analysistest.Run(t, testdata(t), show, "errorigin/origins")
}
