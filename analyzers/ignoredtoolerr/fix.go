package ignoredtoolerr

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/fixes"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// readFix inserts "if res.IsError { return ... }" before the statement
// of the first unchecked read, in the statement list of the client call:
//
//   - in a tool handler of the result's own SDK, the result is returned
//     as it is, flag and text included (a proxy);
//   - in a function whose last result is an error, the error carries
//     the result's text, made by a text helper of the project's (a
//     function that returns the text of a result it is given, found
//     through its fact) that is in scope.
//
// Anything else would invent a message or drop the text: no fix.
func (c *checker) readFix(fi *fnInfo, file *ast.File, r *root, s *site, subj ast.Expr) *analysis.SuggestedFix {
	id, ok := subj.(*ast.Ident)
	if !ok || r.call == nil {
		return nil
	}
	obj, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	// The check goes right before the statement holding the read, in the
	// list that assigns the variable from the call, so the variable is
	// in scope and holds the result there.
	list, def := stmtList(file, r.call.Pos())
	if def < 0 || !assigns(c.pass.TypesInfo, list[def], obj) {
		return nil
	}
	var at ast.Stmt
	for _, st := range list[def+1:] {
		if st.Pos() <= s.pos && s.pos < st.End() {
			at = st
			break
		}
	}
	if at == nil || !c.visible(id.Name, obj, at.Pos()) {
		return nil
	}
	results, edits := c.checkResults(fi, file, r, s, id, at.Pos())
	if results == nil {
		return nil
	}
	indent := c.indentAt(at.Pos())
	text := "if " + id.Name + ".IsError {\n" + indent + "\treturn " + strings.Join(results, ", ") + "\n" + indent + "}\n" + indent
	edits = append(edits, analysis.TextEdit{Pos: at.Pos(), End: at.Pos(), NewText: []byte(text)})
	return &analysis.SuggestedFix{
		Message:   "check " + id.Name + ".IsError before reading its content",
		TextEdits: edits,
	}
}

// checkResults returns what the inserted check returns, and the edits
// (an import) it needs, or nil.
func (c *checker) checkResults(fi *fnInfo, file *ast.File, r *root, s *site, id *ast.Ident, at token.Pos) ([]string, []analysis.TextEdit) {
	sig := fi.fn.Signature
	n := sig.Results().Len()
	if n == 0 {
		return nil, nil
	}
	out := make([]string, n)
	if h := c.hres.HandlerOf(fi.fn); h != nil {
		if h.Spec.OutputIndex >= 0 || n != 2 || !h.Spec.Result.Match(r.value.Type()) {
			return nil, nil
		}
		out[h.Spec.ResultIndex], out[h.Spec.ErrorIndex] = id.Name, "nil"
		return out, nil
	}
	if !typeinfo.IsErrorType(sig.Results().At(n - 1).Type()) {
		return nil, nil
	}
	text := c.textExpr(file, r.rt, s, id, at)
	if text == "" {
		return nil, nil
	}
	errName, edits, ok := fixes.EnsureImport(c.pass.TypesInfo, file, "errors", "errors")
	if !ok || !c.visible(errName, c.importedAs(file, "errors"), at) {
		return nil, nil
	}
	out[n-1] = errName + ".New(" + text + ")"
	for i := 0; i < n-1; i++ {
		z, ok := c.zero(file, sig.Results().At(i).Type())
		if !ok {
			return nil, nil
		}
		out[i] = z
	}
	return out, edits
}

// textExpr returns an expression for the text of the result named id:
// the read itself when it is a text helper's call on id, else a call of
// a text helper in scope. "" if there is none.
func (c *checker) textExpr(file *ast.File, rt *sdkmodel.ResultType, s *site, id *ast.Ident, at token.Pos) string {
	if s.callee != nil {
		if f := c.calleeFact(s); f.text(s.index) {
			if call := callAt(file, s.pos); call != nil && len(call.Args) == 1 {
				if arg, ok := call.Args[0].(*ast.Ident); ok && arg.Name == id.Name {
					return types.ExprString(call)
				}
			}
		}
	}
	for _, h := range c.textHelpers(file, rt) {
		if h.local && !c.visible(h.obj.Name(), h.obj, at) {
			continue
		}
		return h.name + "(" + id.Name + ")"
	}
	return ""
}

// calleeFact returns the fact of the helper a site calls.
func (c *checker) calleeFact(s *site) *ResultFact {
	call, ok := s.instr.(ssa.CallInstruction)
	if !ok {
		return nil
	}
	return c.factOf(call.Common())
}

type textHelper struct {
	name  string
	obj   *types.Func
	local bool
}

// textHelpers lists the functions of this package, and of the packages
// file imports, that take one result of rt's SDK and return its text,
// by name.
func (c *checker) textHelpers(file *ast.File, rt *sdkmodel.ResultType) []textHelper {
	var out []textHelper
	ok := func(obj *types.Func, f *ResultFact) bool {
		sig, isSig := obj.Type().(*types.Signature)
		return isSig && sig.Recv() == nil && sig.Params().Len() == 1 && f.text(0) &&
			c.resultPtr(sig.Params().At(0).Type()) == rt
	}
	for fn, f := range c.summaries {
		if obj, isFunc := fn.Object().(*types.Func); isFunc && obj.Pkg() == c.pass.Pkg && ok(obj, f) {
			out = append(out, textHelper{name: obj.Name(), obj: obj, local: true})
		}
	}
	for _, of := range c.pass.AllObjectFacts() {
		obj, isFunc := of.Object.(*types.Func)
		f, isFact := of.Fact.(*ResultFact)
		if !isFunc || !isFact || obj.Pkg() == c.pass.Pkg || !obj.Exported() || !ok(obj, f) {
			continue
		}
		if pkg, imported := fixes.ImportName(c.pass.TypesInfo, file, obj.Pkg().Path()); imported {
			out = append(out, textHelper{name: pkg + "." + obj.Name(), obj: obj})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].local != out[j].local {
			return out[i].local
		}
		return out[i].name < out[j].name
	})
	return out
}

// zero returns the zero value of t as file can write it.
func (c *checker) zero(file *ast.File, t types.Type) (string, bool) {
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		return "", false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return "false", true
		case u.Info()&types.IsString != 0:
			return `""`, true
		case u.Info()&types.IsNumeric != 0:
			return "0", true
		case u.Kind() == types.UnsafePointer:
			return "nil", true
		}
		return "", false
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature, *types.Interface:
		return "nil", true
	case *types.Struct, *types.Array:
		ok := true
		s := types.TypeString(t, func(p *types.Package) string {
			if p == c.pass.Pkg {
				return ""
			}
			name, imported := fixes.ImportName(c.pass.TypesInfo, file, p.Path())
			ok = ok && imported
			return name
		})
		return s + "{}", ok
	}
	return "", false
}

// assigns reports whether stmt assigns or declares obj.
func assigns(info *types.Info, stmt ast.Stmt, obj types.Object) bool {
	as, ok := stmt.(*ast.AssignStmt)
	if !ok {
		return false
	}
	for _, l := range as.Lhs {
		if id, ok := l.(*ast.Ident); ok && (info.Defs[id] == obj || info.Uses[id] == obj) {
			return true
		}
	}
	return false
}

// visible reports whether name means obj at pos (obj nil: nothing, as
// for an import the fix adds).
func (c *checker) visible(name string, obj types.Object, pos token.Pos) bool {
	scope := c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	_, found := scope.LookupParent(name, pos)
	return found == obj
}

// importedAs returns the package name object file imports path under.
func (c *checker) importedAs(file *ast.File, path string) types.Object {
	for _, spec := range file.Imports {
		if spec.Path.Value == `"`+path+`"` {
			if pn := c.pass.TypesInfo.PkgNameOf(spec); pn != nil {
				return pn
			}
		}
	}
	return nil
}

// indentAt returns the indentation of the line holding pos.
func (c *checker) indentAt(pos token.Pos) string { return fixes.Indent(c.pass, pos) }
