package ignoredtoolerr

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// reportRead reports the first read of r's content that IsError does not
// check.
func (c *checker) reportRead(fi *fnInfo, file *ast.File, r *root, s *site) {
	const why = "a tool execution error arrives as a result with IsError set, so this takes the failure for success"
	pos, subj, msg := s.pos, ast.Expr(nil), ""
	switch {
	case s.callee == nil:
		if sel := selectorAt(file, s.pos); sel != nil {
			pos, subj = sel.Pos(), sel.X
			x := types.ExprString(sel.X)
			msg = fmt.Sprintf("%s is read before %s.IsError is checked: %s; check %s.IsError first", types.ExprString(sel), x, why, x)
		}
	default:
		if call := callAt(file, s.pos); call != nil && s.index < len(call.Args) {
			pos, subj = call.Pos(), call.Args[s.index]
			x := types.ExprString(subj)
			msg = fmt.Sprintf("%s reads the content of %s before %s.IsError is checked: %s; check %s.IsError first",
				types.ExprString(call.Fun), x, x, why, x)
		}
	}
	if msg == "" {
		msg = fmt.Sprintf("the tool result's content is read before its IsError is checked: %s; check IsError first", why)
	}
	diag := analysis.Diagnostic{Pos: pos, Message: msg}
	if fix := c.readFix(fi, file, r, s, subj); fix != nil {
		diag.SuggestedFixes = []analysis.SuggestedFix{*fix}
	}
	c.rep.Report(diag)
}
