package srcfile

import (
	"go/ast"
	"go/token"
)

// Extent returns the end of the outermost expression or statement of f
// that starts at pos, so that a diagnostic reported at pos covers the
// expression it names (editors underline it; -json's "end" gives it). It
// returns token.NoPos when no node starts at pos.
func Extent(f *ast.File, pos token.Pos) token.Pos {
	path, _ := PathEnclosing(f, pos, pos)
	end := token.NoPos
	for _, n := range path {
		if n.Pos() != pos {
			break
		}
		switch n.(type) {
		case *ast.File, *ast.BlockStmt, ast.Decl, *ast.FieldList, *ast.CaseClause, *ast.CommClause:
			return end
		}
		end = n.End()
	}
	return end
}
