package leak

import (
	"fmt"
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// severity orders source kinds for the message: the worst is named.
func severity(k errorigin.Kind) int {
	switch k {
	case errorigin.Secret:
		return 4
	case errorigin.Stack:
		return 3
	case errorigin.Body:
		return 2
	}
	return 1
}

// report emits one diagnostic for sk, naming its worst source.
func (c *checker) report(sk *sink, leaks []leak) {
	worst := leaks[0].sources[0]
	for _, l := range leaks {
		for _, s := range l.sources {
			if severity(s.Kind) > severity(worst.Kind) {
				worst = s
			}
		}
	}
	n := 0
	for _, l := range leaks {
		n += len(l.sources)
	}
	diag := analysis.Diagnostic{Pos: sk.pos, Message: message(worst, n-1, sk.what)}
	if sk.fix != nil && len(leaks) == 1 && onlyForeign(leaks[0].sources) {
		if fix := c.fix(sk, leaks[0]); fix != nil {
			diag.SuggestedFixes = []analysis.SuggestedFix{*fix}
		}
	}
	c.held = append(c.held, pending{diag: diag, owner: sk.owner, open: c.open, variant: c.variant})
}

func onlyForeign(srcs []errorigin.Source) bool {
	for _, s := range srcs {
		if s.Kind != errorigin.Foreign {
			return false
		}
	}
	return true
}

// message words a finding: the worst source, how many others there
// are, the sink and what to do.
func message(s errorigin.Source, others int, sink string) string {
	more := ""
	switch {
	case others == 1:
		more = " and 1 other source"
	case others > 1:
		more = fmt.Sprintf(" and %d other sources", others)
	}
	switch s.Kind {
	case errorigin.Secret:
		return fmt.Sprintf("credential (%s)%s reaches %s: never show credentials; remove it from the text", s.Via, more, sink)
	case errorigin.Stack:
		return fmt.Sprintf("stack trace (%s)%s reaches %s: log it and return a written message", s.Via, more, sink)
	case errorigin.Body:
		return fmt.Sprintf("raw upstream output (%s)%s reaches %s on a failure path: log it and return a written message saying what failed", s.Via, more, sink)
	}
	from := s.Pkg
	if s.Via != "" && s.Via != s.Pkg {
		from += " (" + s.Via + ")"
	}
	return fmt.Sprintf("raw error from %s%s reaches %s: log it and return a written message", from, more, sink)
}

// buildPos is where to report text t of a result: the start of the
// constructor or helper call or of the composite literal, or of the
// SetError call whose error t is.
func (c *checker) buildPos(b *results.Build, t textval.Text) token.Pos {
	if b.Kind == results.Literal && b.FlagPos.IsValid() {
		if call := c.callAt(b.FlagPos); call != nil && c.fromCall(t, b, call) {
			return call.Pos()
		}
	}
	return c.exprStart(b.Pos)
}

// fromCall reports whether a hole of t is one of b's error values or is
// made inside call.
func (c *checker) fromCall(t textval.Text, b *results.Build, call *ast.CallExpr) bool {
	for _, h := range t.Holes() {
		if p := h.Hole.Pos(); call.Pos() <= p && p < call.End() {
			return true
		}
		for _, e := range b.Errs {
			for _, o := range flow.Origins(e, nil) {
				if e == h.Hole || o.Value == h.Hole {
					return true
				}
			}
		}
	}
	return false
}

// callAt returns the call whose Lparen is at pos, or nil.
func (c *checker) callAt(pos token.Pos) *ast.CallExpr {
	f := c.fileAt(pos)
	if f == nil {
		return nil
	}
	path, _ := srcfile.PathEnclosing(f, pos, pos)
	for _, n := range path {
		if call, ok := n.(*ast.CallExpr); ok && call.Lparen == pos {
			return call
		}
	}
	return nil
}

// valuePos is where to report a value stored by st: the start of the
// expression that makes it, or the store.
func (c *checker) valuePos(st *ssa.Store) token.Pos {
	if p := st.Val.Pos(); p.IsValid() {
		return c.exprStart(p)
	}
	return st.Pos()
}

// exprStart maps an SSA position (a call's Lparen, a literal's Lbrace)
// to the start of its expression: "mcp.NewToolResultError(" is reported
// at "mcp", "&mcp.CallToolResult{" at "&".
func (c *checker) exprStart(pos token.Pos) token.Pos {
	if call := c.callAt(pos); call != nil {
		return call.Pos()
	}
	f := c.fileAt(pos)
	if f == nil {
		return pos
	}
	path, _ := srcfile.PathEnclosing(f, pos, pos)
	for i, n := range path {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if n.Lbrace == pos {
				if i+1 < len(path) {
					if u, ok := path[i+1].(*ast.UnaryExpr); ok && u.Op == token.AND {
						return u.Pos()
					}
				}
				return n.Pos()
			}
		}
	}
	return pos
}

func (c *checker) fileAt(pos token.Pos) *ast.File {
	return handlers.FileOf(c.pass.Files, pos)
}
