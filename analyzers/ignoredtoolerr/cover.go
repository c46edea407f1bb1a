package ignoredtoolerr

import (
	"go/constant"
	"go/token"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// Whether IsError was "checked first" is decided on the control flow, not
// on line order. A read of r's content at instruction s is checked when
//
//   - a branch on a test of r dominates s, on either edge: the read is in
//     the success path or in the error path, both of which know the flag;
//   - a test of r can be reached from s without r being defined again:
//     the text is taken first and the flag decides what becomes of it;
//   - a test whose value is forwarded (stored, passed, returned) or made
//     by a helper dominates s: the flag travels beside the content.
//
// A test that dominates s only as a branch that falls through (if
// r.IsError { log(...) }) does not check s: both outcomes reach it.
func (fi *fnInfo) checked(r *root, s ssa.Instruction) bool {
	if fi.guarded(r, s.Block()) {
		return true
	}
	for _, t := range r.sites {
		if t.kind != testSite {
			continue
		}
		if !t.printed && fi.reaches(s, t.instr, r) {
			return true
		}
		if (t.forwarded || t.callee != nil) && dominates(t.instr, s) {
			return true
		}
	}
	return false
}

// guarded reports whether a branch on a test of r dominates block b.
func (fi *fnInfo) guarded(r *root, b *ssa.BasicBlock) bool {
	for _, g := range flow.GuardsExcept(b, dead) {
		if slices.Contains(fi.testedRoots(g.Cond, map[ssa.Value]bool{}), r) {
			return true
		}
	}
	return false
}

// testedRoots returns the roots whose IsError a branch condition tests,
// through negations, comparisons with constants and a helper's tuple.
func (fi *fnInfo) testedRoots(v ssa.Value, seen map[ssa.Value]bool) []*root {
	if seen[v] {
		return nil
	}
	seen[v] = true
	if roots, ok := fi.tests[v]; ok {
		return roots
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op == token.NOT {
			return fi.testedRoots(x.X, seen)
		}
	case *ssa.BinOp:
		if x.Op == token.EQL || x.Op == token.NEQ {
			if _, ok := x.Y.(*ssa.Const); ok {
				return fi.testedRoots(x.X, seen)
			}
			if _, ok := x.X.(*ssa.Const); ok {
				return fi.testedRoots(x.Y, seen)
			}
		}
	case *ssa.Extract:
		return fi.testedRoots(x.Tuple, seen)
	}
	return nil
}

// isErrorCond tells whether cond is a direct test of IsError, and
// whether it is true exactly when IsError is.
func (fi *fnInfo) isErrorCond(cond ssa.Value) (roots []*root, positive bool) {
	positive = true
	for {
		if roots, ok := fi.tests[cond]; ok {
			if _, helper := cond.(*ssa.Call); helper {
				return nil, false
			}
			return roots, positive
		}
		switch x := cond.(type) {
		case *ssa.UnOp:
			if x.Op != token.NOT {
				return nil, false
			}
			positive = !positive
			cond = x.X
		case *ssa.BinOp:
			k, other := boolConst(x.Y), x.X
			if k == nil {
				k, other = boolConst(x.X), x.Y
			}
			if k == nil || (x.Op != token.EQL && x.Op != token.NEQ) {
				return nil, false
			}
			if constant.BoolVal(k.Value) != (x.Op == token.EQL) {
				positive = !positive
			}
			cond = other
		default:
			return nil, false
		}
	}
}

func boolConst(v ssa.Value) *ssa.Const {
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.Bool {
		return nil
	}
	return k
}

// reaches reports whether control can go from instruction from to
// instruction to without passing r's definition again.
func (fi *fnInfo) reaches(from, to ssa.Instruction, r *root) bool {
	fb, tb := from.Block(), to.Block()
	if fb == tb && index(from) < index(to) {
		return true
	}
	if dead(fb) {
		return false
	}
	seen := map[*ssa.BasicBlock]bool{}
	work := slices.Clone(fb.Succs)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] || b == r.def {
			continue
		}
		seen[b] = true
		if b == tb {
			return true
		}
		if !dead(b) {
			work = append(work, b.Succs...)
		}
	}
	return false
}

// reachable returns the blocks control can reach from the blocks in
// from (themselves included) without passing r's definition again.
func reachable(from []*ssa.BasicBlock, r *root) map[*ssa.BasicBlock]bool {
	seen := map[*ssa.BasicBlock]bool{}
	work := slices.Clone(from)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if dead(b) {
			continue
		}
		for _, s := range b.Succs {
			if s != r.def {
				work = append(work, s)
			}
		}
	}
	return seen
}

// dominates reports whether instruction a dominates instruction b.
func dominates(a, b ssa.Instruction) bool {
	if a.Block() == b.Block() {
		return index(a) < index(b)
	}
	return a.Block().Dominates(b.Block())
}

func index(instr ssa.Instruction) int {
	for i, in := range instr.Block().Instrs {
		if in == instr {
			return i
		}
	}
	return -1
}
