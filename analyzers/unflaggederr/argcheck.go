package unflaggederr

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
)

// argCheck returns the check of a tool argument that the send is under,
// on the branch where the argument is empty or out of bounds, or nil:
// argument validation without an error value (if q == "" { return
// text("q is required") }). It is a weak reason, as a switch's default
// is: the send is a failure only when its text says so, and a search that
// found nothing is not under one (the result, not an argument, is empty).
// A check joined with || (n < 1 || n > 100) puts its branch under no
// single condition and is not seen.
func (c *checker) argCheck(s *results.Send) *failpath.Reason {
	input := s.Handler.Input()
	if len(input) == 0 {
		return nil
	}
	for _, b := range []*ssa.BasicBlock{s.Origin.Block, s.Return.Instr.Block()} {
		if b == nil {
			continue
		}
		// The innermost check only: a send after an argument check that
		// passed (if n > 100 { ... }; hits := find(q); if len(hits) == 0)
		// is not under it.
		if gs := flow.Guards(b); len(gs) > 0 && c.failingArgCheck(gs[0], input) {
			return &failpath.Reason{Kind: failpath.ArgCheck, Pos: gs[0].Cond.Pos()}
		}
	}
	return nil
}

// failingArgCheck reports whether guard g compares an argument with a
// constant and holds on the failing branch: equal to the empty value
// (==, or != not taken), or any bound (<, <=, >, >=; either branch, since
// "n < 1" fails when taken and "n >= 1" when not).
func (c *checker) failingArgCheck(g flow.Guard, input map[ssa.Value]bool) bool {
	cmp, ok := g.Cond.(*ssa.BinOp)
	if !ok {
		return false
	}
	x, k := cmp.X, cmp.Y
	if _, isConst := x.(*ssa.Const); isConst {
		x, k = k, x
	}
	kc, ok := k.(*ssa.Const)
	if !ok || !c.hres.FromInput(lenArg(x), input) {
		return false
	}
	switch cmp.Op {
	case token.EQL, token.NEQ:
		return g.Taken == (cmp.Op == token.EQL) && emptyConst(kc)
	case token.LSS, token.LEQ, token.GTR, token.GEQ:
		return true
	}
	return false
}

// lenArg returns s for len(s), and v otherwise.
func lenArg(v ssa.Value) ssa.Value {
	if call, ok := v.(*ssa.Call); ok {
		if b, ok := call.Call.Value.(*ssa.Builtin); ok && b.Name() == "len" && len(call.Call.Args) == 1 {
			return call.Call.Args[0]
		}
	}
	return v
}

// emptyConst reports whether k is "", 0 or nil.
func emptyConst(k *ssa.Const) bool {
	if k.Value == nil {
		return true
	}
	switch k.Value.Kind() {
	case constant.String:
		return constant.StringVal(k.Value) == ""
	case constant.Int, constant.Float:
		return constant.Sign(k.Value) == 0
	}
	return false
}
