package failpath

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// okElse returns a NotOK reason when b is in the else of a positive
// comma-ok check whose true side goes on with the function, as in
//
//	if doc, found := docs.Resolve(p); found {
//		filter = doc.Path
//	} else {
//		return notFound(p) // here
//	}
//	... // the work, reached from the true side
//
// The true side going on is what tells this from a dispatch, "if s, ok :=
// v.(string); ok { return ... } else { ... }", whose else is only the
// next case: there every way out of the true side ends the function. A b
// that goes on too, to where the true side goes, is an ordinary default.
// The check is a map lookup, a type assertion, or a call whose bool the
// module named as a finding (ok, found, exists, has...): a false loaded
// of sync.Map.LoadOrStore or more of an iterator is no failure. Like a
// switch default it is a failure only when the text says so.
func okElse(b *ssa.BasicBlock) *Reason {
	at := blockPos(b)
	syntax := b.Parent().Syntax()
	if !at.IsValid() || syntax == nil {
		return nil
	}
	for _, g := range flow.Guards(b) {
		x, ok := g.Cond.(*ssa.Extract)
		if g.Taken || !ok || x.Index != 1 || !isCommaOK(x.Tuple) || negated(g.If) {
			continue
		}
		s, name := elseOf(syntax, at, x.Tuple.Pos())
		if s == nil || !findingCheck(x.Tuple, name) {
			continue
		}
		check := g.If.Block()
		if !goesOn(check.Succs[0], check, s) || meets(b, check) {
			continue
		}
		return &Reason{Kind: NotOK, Pos: s.Cond.Pos()}
	}
	return nil
}

// findingCheck reports whether a false ok of tuple means what was looked
// for is not there.
func findingCheck(tuple ssa.Value, name string) bool {
	switch tuple.(type) {
	case *ssa.Lookup, *ssa.TypeAssert:
		return true
	case *ssa.Call:
		n := strings.ToLower(name)
		switch n {
		case "ok", "found", "exists", "exist", "present", "known", "valid", "matched", "match":
			return true
		}
		return strings.HasPrefix(n, "found") || strings.HasPrefix(n, "has") || strings.HasPrefix(n, "ok")
	}
	return false
}

// blockPos returns the position of b's first instruction that has one.
func blockPos(b *ssa.BasicBlock) token.Pos {
	for _, in := range b.Instrs {
		if p := in.Pos(); p.IsValid() {
			return p
		}
	}
	return token.NoPos
}

// elseOf returns the innermost if statement of syntax with at in its
// else whose condition is the ok identifier of the comma-ok at tuple,
// assigned in the statement's init or, without one, in the statement
// just before it; and that identifier's name.
func elseOf(syntax ast.Node, at, tuple token.Pos) (*ast.IfStmt, string) {
	var found *ast.IfStmt
	var name string
	consider := func(s *ast.IfStmt, prev ast.Stmt) {
		if s.Else == nil || at < s.Else.Pos() || at >= s.Else.End() {
			return
		}
		id, ok := ast.Unparen(s.Cond).(*ast.Ident)
		if !ok {
			return
		}
		def := s.Init
		if def == nil {
			def = prev
		}
		as, ok := def.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 || tuple < as.Rhs[0].Pos() || tuple >= as.Rhs[0].End() {
			return
		}
		if l, ok := as.Lhs[1].(*ast.Ident); ok && l.Name == id.Name {
			found, name = s, id.Name
		}
	}
	ast.Inspect(syntax, func(n ast.Node) bool {
		if n == nil || n.Pos() > at || n.End() <= at {
			return false
		}
		var list []ast.Stmt
		switch n := n.(type) {
		case *ast.BlockStmt:
			list = n.List
		case *ast.CaseClause:
			list = n.Body
		case *ast.CommClause:
			list = n.Body
		case *ast.IfStmt:
			if s, ok := n.Else.(*ast.IfStmt); ok {
				consider(s, nil)
			}
		}
		for i, st := range list {
			if s, ok := st.(*ast.IfStmt); ok {
				var prev ast.Stmt
				if i > 0 {
					prev = list[i-1]
				}
				consider(s, prev)
			}
		}
		return true
	})
	return found, name
}

// goesOn reports whether control from t, the true side of the check
// block's If, can leave the if statement s other than by ending the
// function: reach, without coming back through check, an instruction
// written outside s. go/ssa fuses a true side that only assigns with the
// code after the if, so this is read from positions, not from blocks.
func goesOn(t, check *ssa.BasicBlock, s *ast.IfStmt) bool {
	for blk := range reachable(t, check) {
		for _, in := range blk.Instrs {
			if p := in.Pos(); p.IsValid() && (p < s.Pos() || p >= s.End()) {
				return true
			}
		}
	}
	return false
}

// meets reports whether control from b can reach a block that control
// from the true side of check's If reaches without coming back through
// check (in a loop): the two sides of the branch merge again.
func meets(b, check *ssa.BasicBlock) bool {
	fromT := reachable(check.Succs[0], check)
	for blk := range reachable(b, nil) {
		if fromT[blk] {
			return true
		}
	}
	return false
}

// reachable returns the blocks control can reach from b, b included,
// without going through stop.
func reachable(b, stop *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	seen := map[*ssa.BasicBlock]bool{b: true, stop: true}
	work := []*ssa.BasicBlock{b}
	for len(work) > 0 {
		blk := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range blk.Succs {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	delete(seen, stop)
	return seen
}
