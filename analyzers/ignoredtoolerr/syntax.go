package ignoredtoolerr

import (
	"go/ast"
	"go/token"

	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// selectorAt returns the selector expression whose field name is at pos
// (SSA places field accesses there).
func selectorAt(file *ast.File, pos token.Pos) *ast.SelectorExpr {
	path, _ := srcfile.PathEnclosing(file, pos, pos)
	for _, n := range path {
		if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Pos() == pos {
			return sel
		}
	}
	return nil
}

// callAt returns the call expression whose left parenthesis is at pos
// (SSA places calls there).
func callAt(file *ast.File, pos token.Pos) *ast.CallExpr {
	path, _ := srcfile.PathEnclosing(file, pos, pos)
	for _, n := range path {
		if call, ok := n.(*ast.CallExpr); ok && call.Lparen == pos {
			return call
		}
	}
	return nil
}

// stmtList returns the statement list that directly holds the statement
// enclosing pos, and that statement's index in it.
func stmtList(file *ast.File, pos token.Pos) ([]ast.Stmt, int) {
	path, _ := srcfile.PathEnclosing(file, pos, pos)
	for i := 0; i+1 < len(path); i++ {
		stmt, ok := path[i].(ast.Stmt)
		if !ok {
			continue
		}
		var list []ast.Stmt
		switch p := path[i+1].(type) {
		case *ast.BlockStmt:
			list = p.List
		case *ast.CaseClause:
			list = p.Body
		case *ast.CommClause:
			list = p.Body
		case *ast.FuncLit, *ast.FuncDecl:
			return nil, -1
		default:
			continue
		}
		for j, s := range list {
			if s == stmt {
				return list, j
			}
		}
	}
	return nil, -1
}
