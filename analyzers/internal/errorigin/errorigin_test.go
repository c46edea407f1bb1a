package errorigin_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/marktest"
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
		classify := map[string]func(args []ssa.Value) errorigin.Origin{
			"errSink":  func(args []ssa.Value) errorigin.Origin { return cls.Error(args[0]) },
			"textSink": func(args []ssa.Value) errorigin.Origin { return cls.Text(args[0]) },
			"valueSink": func(args []ssa.Value) errorigin.Origin {
				verb, _ := errorigin.ConstString(args[0])
				return cls.Value(args[1], verb)
			},
		}
		for _, name := range []string{"errSink", "textSink", "valueSink"} {
			for _, call := range marktest.Calls(funcs, name) {
				o := classify[name](call.Call.Args)
				var via []string
				for _, s := range o.Sources {
					via = append(via, s.Via)
				}
				pass.Reportf(call.Pos(), "%s [%s]", o, strings.Join(via, "; "))
			}
		}
		return nil, nil
	},
}

// TestFacts checks the OriginFacts exported for functions and sentinels,
// and that classification terminates on self-referring values.
func TestFacts(t *testing.T) {
	analysistest.Run(t, marktest.Testdata(t), errorigin.Analyzer, "errorigin/loops", "protomisuse/store",
		"errorigin/lib", "othermod.example/dep/lib", "errorigin/ifaceapi", "errorigin/ifaceimpl")
}

// TestOrigins checks the classification of values: kinds, the first
// foreign source, every source.
func TestOrigins(t *testing.T) {
	analysistest.Run(t, marktest.Testdata(t), show, "errorigin/origins", "errorigin/recursion")
}

// TestInterfaces checks calls through the module's interfaces: the union
// of the implementations in sight, unknown without one.
func TestInterfaces(t *testing.T) {
	analysistest.Run(t, marktest.Testdata(t), show, "errorigin/ifaces", "errorigin/ifacedirect")
}
