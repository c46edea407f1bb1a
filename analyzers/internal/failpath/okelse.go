package failpath

import (
	"go/ast"
	"go/token"

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
// next case: there the true side ends the function. It is read in the
// syntax: go/ssa fuses a true side that only assigns with the code after
// the if, so both shapes have the same blocks. An else that goes on
// too, to where the true side goes, is an ordinary default. Like a switch default it
// is a failure only when the text says so.
func okElse(b *ssa.BasicBlock) *Reason {
	at := blockPos(b)
	if !at.IsValid() || b.Parent().Syntax() == nil {
		return nil
	}
	for _, g := range flow.Guards(b) {
		x, ok := g.Cond.(*ssa.Extract)
		if g.Taken || !ok || x.Index != 1 || !isCommaOK(x.Tuple) || negated(g.If) {
			continue
		}
		s := elseOf(b.Parent().Syntax(), at, x.Tuple.Pos())
		if s == nil || ends(s.Body) || meets(b, g.If.Block()) {
			continue
		}
		return &Reason{Kind: NotOK, Pos: s.Cond.Pos()}
	}
	return nil
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
// else whose condition is a lone identifier set by the comma-ok at tuple:
// in the statement's init, or before the statement.
func elseOf(syntax ast.Node, at, tuple token.Pos) *ast.IfStmt {
	var found *ast.IfStmt
	ast.Inspect(syntax, func(n ast.Node) bool {
		if n == nil || n.Pos() > at || n.End() <= at {
			return false
		}
		s, ok := n.(*ast.IfStmt)
		if !ok || s.Else == nil || at < s.Else.Pos() || at >= s.Else.End() {
			return true
		}
		if _, isIdent := ast.Unparen(s.Cond).(*ast.Ident); !isIdent || !tuple.IsValid() {
			return true
		}
		if s.Init != nil && s.Init.Pos() <= tuple && tuple < s.Init.End() || s.Init == nil && tuple < s.Pos() {
			found = s
		}
		return true
	})
	return found
}

// ends reports whether a block's last statement ends the function: a
// return or a panic.
func ends(body *ast.BlockStmt) bool {
	if len(body.List) == 0 {
		return false
	}
	switch st := body.List[len(body.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		call, ok := st.X.(*ast.CallExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(call.Fun).(*ast.Ident)
		return ok && id.Name == "panic"
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
