package failpath

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// minCases is how many distinct constants a value must have failed to
// match before the block counts as a default case: one comparison is an
// ordinary branch ("if format == \"json\""), two or more are an enum.
const minCases = 2

// Default returns why block b is the default case of a switch over an
// enumeration, or nil: b is reached only when one value matched none of
// at least two constants it was compared with, as in
//
//	switch action {
//	case "create": ...
//	case "delete": ...
//	default: // here
//	}
//
// or in the body of a validation such as x != "a" && x != "b". The
// else-branch of an if-else chain over x == "a" is not counted: it is as
// often the last ordinary case as a failure, and SSA alone does not tell
// it from a switch, so switch cases are recognized in the function's
// syntax. The Reason's Pos is the innermost comparison.
//
// Default also returns a NotOK reason for the early way out of the else
// of a positive comma-ok check whose true side goes on (see okElse): the
// same kind of weak failure path, a failure when the text says so.
func Default(b *ssa.BasicBlock) *Reason {
	if r := switchDefault(b); r != nil {
		return r
	}
	return okElse(b)
}

func switchDefault(b *ssa.BasicBlock) *Reason {
	type operand struct {
		v      ssa.Value
		consts map[string]bool
		pos    token.Pos
	}
	var ops []*operand
	for _, g := range flow.Guards(b) {
		c, ok := g.Cond.(*ssa.BinOp)
		if !ok || !(c.Op == token.EQL && !g.Taken && isCase(b.Parent(), c.Pos()) || c.Op == token.NEQ && g.Taken) {
			continue
		}
		x, k := c.X, c.Y
		if _, isConst := x.(*ssa.Const); isConst {
			x, k = k, x
		}
		kc, ok := k.(*ssa.Const)
		if !ok || kc.Value == nil {
			continue
		}
		var op *operand
		for _, o := range ops {
			if sameOperand(o.v, x, 0) {
				op = o
			}
		}
		if op == nil {
			op = &operand{v: x, consts: map[string]bool{}, pos: c.Pos()}
			ops = append(ops, op)
		}
		op.consts[kc.Value.ExactString()] = true
		if len(op.consts) >= minCases {
			return &Reason{Kind: SwitchDefault, Pos: op.pos}
		}
	}
	return nil
}

// maxOperandReads bounds the field reads and loads sameOperand compares
// pairwise: input.Kind read again from a pointer parameter is two (the
// field's address and its load). Five are compared, so that a field four
// structs into the parameter is still the same operand; an if-chain over
// a deeper read is not taken for a switch.
const maxOperandReads = 4

// sameOperand reports whether a and b read the same value: the same SSA
// value, or the same field of the same value read again, as an if-chain
// over input.Kind does.
func sameOperand(a, b ssa.Value, depth int) bool {
	if a == b {
		return true
	}
	if depth > maxOperandReads {
		return false
	}
	switch x := a.(type) {
	case *ssa.Field:
		y, ok := b.(*ssa.Field)
		return ok && x.Field == y.Field && sameOperand(x.X, y.X, depth+1)
	case *ssa.FieldAddr:
		y, ok := b.(*ssa.FieldAddr)
		return ok && x.Field == y.Field && sameOperand(x.X, y.X, depth+1)
	case *ssa.UnOp:
		y, ok := b.(*ssa.UnOp)
		return ok && x.Op == token.MUL && y.Op == token.MUL && sameOperand(x.X, y.X, depth+1)
	}
	return false
}

// isCase reports whether pos starts an expression of a switch case in
// fn's syntax: go/ssa positions a case's comparison at the case
// expression, an if's at its == operator.
func isCase(fn *ssa.Function, pos token.Pos) bool {
	syntax := fn.Syntax()
	if syntax == nil || !pos.IsValid() {
		return false
	}
	found := false
	ast.Inspect(syntax, func(n ast.Node) bool {
		if found || n == nil || n.Pos() > pos || n.End() <= pos {
			return false
		}
		if cc, ok := n.(*ast.CaseClause); ok {
			for _, e := range cc.List {
				if e.Pos() == pos {
					found = true
				}
			}
		}
		return true
	})
	return found
}
