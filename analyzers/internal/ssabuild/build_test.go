package ssabuild_test

import (
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
)

// show reports every call that ends its block for lack of a return: the
// SSA form knows, from ctrlflow's facts, that it does not return, and
// NoReturn says so too. It fails on a source panic taken for one go/ssa
// inserted.
var show = &analysis.Analyzer{
	Name:     "shownoreturn",
	Doc:      "report no-return calls (test only)",
	Requires: []*analysis.Analyzer{ssabuild.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		s := pass.ResultOf[ssabuild.Analyzer].(*ssabuild.SSA)
		_, funcs, err := s.Build()
		if err != nil {
			return nil, err
		}
		for _, fn := range funcs {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					switch in := instr.(type) {
					case *ssa.Call:
						obj := flow.StaticFunc(in.Common())
						if s.NoReturn(obj) != ssabuild.EndsInNoReturn(b) {
							pass.Reportf(in.Pos(), "NoReturn(%v) = %v, but the block ends in a no-return panic: %v", obj, s.NoReturn(obj), ssabuild.EndsInNoReturn(b))
						}
						if obj != nil && s.NoReturn(obj) {
							name := obj.Pkg().Name() + "." + obj.Name()
							if recv := obj.Signature().Recv(); recv != nil {
								name = obj.Pkg().Name() + "." + recvName(recv.Type()) + "." + obj.Name()
							}
							pass.Reportf(in.Pos(), "no return: %s", name)
						}
					case *ssa.Panic:
						if !ssabuild.IsNoReturnPanic(in) {
							pass.Reportf(in.Pos(), "source panic")
						}
					}
				}
			}
		}
		return nil, nil
	},
}

func recvName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name()
	}
	return t.String()
}

func TestNoReturn(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), show, "noreturn")
}
