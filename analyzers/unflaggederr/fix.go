package unflaggederr

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/fixes"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// fix returns the edit that flags the result of f without touching its
// text, or nil: an empty result needs a message only the author can
// write, and a text that would leak or say nothing once flagged must be
// rewritten by hand first.
func (c *checker) fix(f *finding, rt *sdkmodel.ResultType, diagPos token.Pos) *analysis.SuggestedFix {
	if f.kind != failureText && f.kind != flagCleared || f.inData {
		return nil
	}
	b := f.send.Build
	file := srcfile.FileOf(c.pass.Files, diagPos)
	if file == nil || !c.sameFile(b.Pos, diagPos) || !c.fixSafe(b) || !failingOnly(b, f.send) {
		return nil
	}
	var edits []analysis.TextEdit
	title := "set " + rt.IsErrorField + " to true"
	switch {
	case f.kind == flagCleared:
		if c.sameFile(b.FlagPos, diagPos) {
			edits = setTrue(file, b.FlagPos)
		}
	case b.Kind == results.Literal:
		edits = c.addField(file, b.Pos, rt)
	case b.Kind == results.Ctor && b.Ctor.FlaggedTwin.Name != "":
		edits = renameCall(file, b.Pos, b.Ctor.FlaggedTwin.Name)
		title = "call " + b.Ctor.FlaggedTwin.String()
	case b.Kind == results.Ctor:
		edits = c.flagAfter(file, f.send, rt)
	case b.Kind == results.Helper:
		if twin := c.helperTwin(b.Call); twin != nil {
			edits = renameCall(file, b.Pos, twin.Name())
			title = "call " + c.funcName(twin)
		}
	}
	if len(edits) == 0 {
		return nil
	}
	return &analysis.SuggestedFix{Message: title, TextEdits: edits}
}

// fixSafe reports whether the result's text may become an isError text as
// it is: every error or string formatted into it is written by the module
// (a foreign error's text in an isError result is a leak finding), and it
// is specific enough to act on (see specific).
func (c *checker) fixSafe(b *results.Build) bool {
	if b.Opaque || len(b.Texts) == 0 {
		return false
	}
	for _, e := range b.Errs {
		if !c.cls.Error(e).AllWritten() {
			return false
		}
	}
	for _, t := range b.Texts {
		for _, h := range t.Holes() {
			switch {
			case typeinfo.ImplementsError(h.Hole.Type()):
				if !c.cls.Error(h.Hole).AllWritten() {
					return false
				}
			case isString(h.Hole.Type()):
				if !c.cls.Text(h.Hole).AllWritten() || rawBytes(h.Hole) {
					return false
				}
			case !isScalar(h.Hole.Type()):
				return false // %v of a struct, map or any can carry anything
			}
		}
		if !c.specific(t.Const(" "), len(t.Holes()) > 0) {
			return false
		}
	}
	return true
}

// failingOnly reports whether flagging the result where it is made (or
// where its flag is cleared) changes only failing sends: the definition
// is itself on a failure path, or the return is its only use. A literal
// made before an error check and returned on both sides must not be
// flagged at the literal.
func failingOnly(b *results.Build, s *results.Send) bool {
	def, ok := b.Value.(ssa.Instruction)
	if !ok {
		return false
	}
	blk := def.Block()
	if b.Flag == results.Cleared {
		st := flagStore(b)
		if st == nil {
			return false
		}
		blk = st.Block()
	}
	if failpath.At(blk) != nil || failpath.Default(blk) != nil {
		return true
	}
	for _, ref := range flow.Refs(b.Value) {
		switch r := ref.(type) {
		case *ssa.FieldAddr:
		case *ssa.Return:
			if r != s.Return.Instr {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// flagStore returns the store that cleared the flag of b.
func flagStore(b *results.Build) *ssa.Store {
	for _, ref := range flow.Refs(b.Value) {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		for _, r := range flow.Refs(fa) {
			if st, ok := r.(*ssa.Store); ok && st.Addr == fa && st.Pos() == b.FlagPos {
				return st
			}
		}
	}
	return nil
}

// setTrue replaces the false stored at pos, a literal's IsError: false
// (the store is at the colon) or res.IsError = false (at the selector).
func setTrue(file *ast.File, pos token.Pos) []analysis.TextEdit {
	path, _ := srcfile.PathEnclosing(file, pos, pos)
	for _, n := range path {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			if n.Colon == pos {
				return []analysis.TextEdit{fixes.Replace(n.Value, "true")}
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return nil
			}
			for i, l := range n.Lhs {
				if sel, ok := l.(*ast.SelectorExpr); ok && sel.Sel.Pos() == pos {
					return []analysis.TextEdit{fixes.Replace(n.Rhs[i], "true")}
				}
			}
		}
	}
	return nil
}

// addField adds IsError: true to the keyed result literal whose brace is
// at lbrace.
func (c *checker) addField(file *ast.File, lbrace token.Pos, rt *sdkmodel.ResultType) []analysis.TextEdit {
	path, _ := srcfile.PathEnclosing(file, lbrace, lbrace)
	for _, n := range path {
		lit, ok := n.(*ast.CompositeLit)
		if !ok || lit.Lbrace != lbrace {
			continue
		}
		field := rt.IsErrorField + ": true"
		if len(lit.Elts) == 0 {
			return []analysis.TextEdit{{Pos: lbrace + 1, End: lbrace + 1, NewText: []byte(field)}}
		}
		for _, e := range lit.Elts {
			if _, keyed := e.(*ast.KeyValueExpr); !keyed {
				return nil
			}
		}
		last := lit.Elts[len(lit.Elts)-1]
		sep := ", "
		if c.line(lit.Rbrace) > c.line(last.End()) {
			sep = ",\n" + fixes.Indent(c.pass, last.Pos())
		}
		return []analysis.TextEdit{{Pos: last.End(), End: last.End(), NewText: []byte(sep + field)}}
	}
	return nil
}

// renameCall replaces the name of the function called at lparen.
func renameCall(file *ast.File, lparen token.Pos, name string) []analysis.TextEdit {
	path, _ := srcfile.PathEnclosing(file, lparen, lparen)
	for _, n := range path {
		call, ok := n.(*ast.CallExpr)
		if !ok || call.Lparen != lparen {
			continue
		}
		switch fun := ast.Unparen(call.Fun).(type) {
		case *ast.Ident:
			return []analysis.TextEdit{fixes.Replace(fun, name)}
		case *ast.SelectorExpr:
			return []analysis.TextEdit{fixes.Replace(fun.Sel, name)}
		}
		return nil
	}
	return nil
}

// flagAfter sets IsError on a constructor's result right after it is
// made: after "r := mcp.NewToolResultStructured(...)" inside the failure
// branch, or, for "return mcp.NewToolResultStructured(...), nil", through
// a new variable.
func (c *checker) flagAfter(file *ast.File, s *results.Send, rt *sdkmodel.ResultType) []analysis.TextEdit {
	call := s.Build.Call
	if call == nil {
		return nil
	}
	if _, tuple := call.Type().(*types.Tuple); tuple {
		return nil // NewToolResultJSON's error must be checked first
	}
	path, _ := srcfile.PathEnclosing(file, call.Pos(), call.Pos())
	var expr *ast.CallExpr
	for i, n := range path {
		if expr == nil {
			if ce, ok := n.(*ast.CallExpr); ok && ce.Lparen == call.Pos() {
				expr = ce
			}
			continue
		}
		switch st := n.(type) {
		case *ast.ReturnStmt:
			if !inStmtList(path, i) || !isResultOf(st, expr) {
				return nil
			}
			name := c.freshName(st.Pos())
			if name == "" {
				return nil
			}
			ind := fixes.Indent(c.pass, st.Pos())
			src := fixes.Source(c.pass.Fset, expr)
			return []analysis.TextEdit{
				{Pos: st.Pos(), End: st.Pos(), NewText: []byte(name + " := " + src + "\n" + ind + name + "." + rt.IsErrorField + " = true\n" + ind)},
				fixes.Replace(expr, name),
			}
		case *ast.AssignStmt:
			// Only where the assignment itself is on the failure path:
			// elsewhere the same variable may carry a success too.
			if len(st.Lhs) != 1 || len(st.Rhs) != 1 || ast.Unparen(st.Rhs[0]) != expr || !inStmtList(path, i) ||
				failpath.At(call.Block()) == nil && failpath.Default(call.Block()) == nil {
				return nil
			}
			id, ok := st.Lhs[0].(*ast.Ident)
			if !ok || id.Name == "_" {
				return nil
			}
			return []analysis.TextEdit{{Pos: st.End(), End: st.End(),
				NewText: []byte("\n" + fixes.Indent(c.pass, st.Pos()) + id.Name + "." + rt.IsErrorField + " = true")}}
		case ast.Stmt:
			return nil
		}
	}
	return nil
}

// inStmtList reports whether path[i], a statement, sits in a statement
// list, where statements can be added before and after it.
func inStmtList(path []ast.Node, i int) bool {
	if i+1 >= len(path) {
		return false
	}
	switch path[i+1].(type) {
	case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
		return true
	}
	return false
}

func isResultOf(ret *ast.ReturnStmt, expr ast.Expr) bool {
	for _, r := range ret.Results {
		if ast.Unparen(r) == expr {
			return true
		}
	}
	return false
}

// freshName returns a variable name not visible at pos.
func (c *checker) freshName(pos token.Pos) string {
	scope := c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return ""
	}
	for _, name := range []string{"res", "result", "toolResult", "res2"} {
		if _, obj := scope.LookupParent(name, pos); obj == nil {
			return name
		}
	}
	return ""
}

// line returns pos's line.
func (c *checker) line(pos token.Pos) int { return c.pass.Fset.Position(pos).Line }

// rawBytes reports whether string value v converts bytes, string(body):
// a response body or a file's content, which an isError text must not
// carry raw (the leak analyzer's rule), unlike a success's.
func rawBytes(v ssa.Value) bool {
	for _, o := range flow.Origins(v, nil) {
		if cv, ok := o.Value.(*ssa.Convert); ok {
			if _, isSlice := cv.X.Type().Underlying().(*types.Slice); isSlice {
				return true
			}
		}
	}
	return false
}

// isScalar reports whether t is a number or a boolean: safe to format
// into any text.
func isScalar(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsNumeric|types.IsBoolean) != 0
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
