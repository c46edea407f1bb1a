// Package fixes holds the small source-editing helpers the mcplint
// analyzers' suggested fixes share. Every edit stays in one file, the
// diagnostic's own, because golangci-lint drops fixes with edits in other
// files.
package fixes

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// ImportName returns the name file refers to package path by, and whether
// file imports it under a usable name (not blank, not dot).
func ImportName(info *types.Info, file *ast.File, path string) (string, bool) {
	for _, spec := range file.Imports {
		p, err := strconv.Unquote(spec.Path.Value)
		if err != nil || p != path {
			continue
		}
		pn := info.PkgNameOf(spec)
		if pn == nil || pn.Name() == "_" || pn.Name() == "." {
			return "", false
		}
		return pn.Name(), true
	}
	return "", false
}

// EnsureImport returns the name to use for package path (whose package
// name is name) in file, and the edit that adds the import when file
// lacks it. ok is false when the name is taken by another declaration in
// the file's scope, so the import cannot be added safely.
func EnsureImport(info *types.Info, file *ast.File, path, name string) (use string, edits []analysis.TextEdit, ok bool) {
	if n, ok := ImportName(info, file, path); ok {
		return n, nil, true
	}
	if scope := info.Scopes[file]; scope != nil {
		if _, obj := scope.LookupParent(name, file.End()); obj != nil {
			return "", nil, false
		}
	}
	quoted := strconv.Quote(path)
	for _, decl := range file.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		if gd.Lparen.IsValid() {
			return name, []analysis.TextEdit{{Pos: gd.Lparen + 1, End: gd.Lparen + 1, NewText: []byte("\n\t" + quoted)}}, true
		}
		return name, []analysis.TextEdit{{Pos: gd.Pos(), End: gd.Pos(), NewText: []byte("import " + quoted + "\n")}}, true
	}
	pos := file.Name.End()
	return name, []analysis.TextEdit{{Pos: pos, End: pos, NewText: []byte("\n\nimport " + quoted)}}, true
}

// Source renders node as Go source.
func Source(fset *token.FileSet, node ast.Node) string {
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, node); err != nil {
		return ""
	}
	return buf.String()
}

// Replace returns an edit that replaces node with text.
func Replace(node ast.Node, text string) analysis.TextEdit {
	return analysis.TextEdit{Pos: node.Pos(), End: node.End(), NewText: []byte(text)}
}

// EnsureImportSorted is EnsureImport, except that a missing import is
// inserted among the file's imports in path order rather than first,
// among the standard library's imports or the others as goimports groups
// them. Drivers that apply several fixes to one file merge identical
// edits but keep every different insertion at one point: with each
// import at its own place, fixes that add the same import make the same
// edit, and fixes that add different ones do not collide.
func EnsureImportSorted(info *types.Info, file *ast.File, path, name string) (use string, edits []analysis.TextEdit, ok bool) {
	use, edits, ok = EnsureImport(info, file, path, name)
	if !ok || len(edits) == 0 {
		return use, edits, ok
	}
	quoted := strconv.Quote(path)
	for _, decl := range file.Decls {
		gd, isImport := decl.(*ast.GenDecl)
		if !isImport || gd.Tok != token.IMPORT || !gd.Lparen.IsValid() || len(gd.Specs) == 0 {
			continue
		}
		var last ast.Spec
		for _, spec := range gd.Specs {
			is := spec.(*ast.ImportSpec)
			p, err := strconv.Unquote(is.Path.Value)
			if err != nil || typeinfo.IsStdPath(p) != typeinfo.IsStdPath(path) {
				continue
			}
			if p > path {
				return use, []analysis.TextEdit{{Pos: is.Pos(), End: is.Pos(), NewText: []byte(quoted + "\n\t")}}, true
			}
			last = spec
		}
		if last == nil {
			last = gd.Specs[len(gd.Specs)-1]
			if typeinfo.IsStdPath(path) {
				first := gd.Specs[0]
				return use, []analysis.TextEdit{{Pos: first.Pos(), End: first.Pos(), NewText: []byte(quoted + "\n\t")}}, true
			}
		}
		return use, []analysis.TextEdit{{Pos: last.End(), End: last.End(), NewText: []byte("\n\t" + quoted)}}, true
	}
	return use, edits, ok
}

// Replacement is one edit of a fix: Old is replaced by the source New.
type Replacement struct {
	Old ast.Node
	New string
}

// KeepsVarsRead reports whether a fix made of reps leaves every local
// variable that the replaced nodes read still read somewhere in file. The
// compiler rejects a variable declared and not used, so a fix that drops
// the last read of one breaks the build:
//
//	err := check()
//	return mcp.NewToolResultError("..."), err   // err → nil: err unused
//
// Plain assignments to a variable (x = v) are no reads; parameters and
// results may go unread. A variable that New names counts as read.
func KeepsVarsRead(info *types.Info, file *ast.File, reps ...Replacement) bool {
	inOld := func(pos token.Pos) bool {
		for _, r := range reps {
			if r.Old.Pos() <= pos && pos < r.Old.End() {
				return true
			}
		}
		return false
	}
	// A local variable lives in one declaration of the file: only the
	// one around the replacements is scanned (the whole file, per fix,
	// made a file of many handlers quadratic).
	var scope ast.Node = file
	if len(reps) > 0 {
		for _, d := range file.Decls {
			if d.Pos() <= reps[0].Old.Pos() && reps[0].Old.End() <= d.End() {
				scope = d
				break
			}
		}
	}
	// Parameters and results of every function in scope, and the
	// identifiers assigned to (not read).
	params := map[*types.Var]bool{}
	assigned := map[*ast.Ident]bool{}
	ast.Inspect(scope, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncType:
			for _, list := range []*ast.FieldList{n.Params, n.Results} {
				if list == nil {
					continue
				}
				for _, field := range list.List {
					for _, name := range field.Names {
						if v, ok := info.Defs[name].(*types.Var); ok {
							params[v] = true
						}
					}
				}
			}
		case *ast.AssignStmt:
			// x = v and x := v do not read x; x += v and x++ do.
			if n.Tok == token.ASSIGN || n.Tok == token.DEFINE {
				for _, lhs := range n.Lhs {
					if id, ok := ast.Unparen(lhs).(*ast.Ident); ok {
						assigned[id] = true
					}
				}
			}
		}
		return true
	})
	local := func(id *ast.Ident) *types.Var {
		v, ok := info.Uses[id].(*types.Var)
		if !ok || v.IsField() || params[v] || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
			return nil
		}
		return v
	}
	candidates := map[*types.Var]bool{}
	for _, r := range reps {
		ast.Inspect(r.Old, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && !assigned[id] {
				if v := local(id); v != nil {
					candidates[v] = true
				}
			}
			return true
		})
	}
	if len(candidates) == 0 {
		return true
	}
	named := map[string]bool{}
	for _, r := range reps {
		e, err := parser.ParseExpr(r.New)
		if err != nil {
			return false
		}
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				named[id.Name] = true
			}
			return true
		})
	}
	ast.Inspect(scope, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && !assigned[id] && !inOld(id.Pos()) {
			if v := local(id); v != nil {
				delete(candidates, v)
			}
		}
		return true
	})
	for v := range candidates {
		if !named[v.Name()] {
			return false
		}
	}
	return true
}

// ErrorResult returns source for a result with isError set and the text
// msg (a Go expression), in the SDK of handler spec, and the edit that
// adds an import the file lacks: mcp-go's mcp.NewToolResultError(msg), or
// go-sdk's &mcp.CallToolResult{IsError: true, Content: ...}; for a
// handler whose result is of another type with the tool result's error and
// content fields (mcp-go's task result), a literal of that type. pkgs are
// the packages the file's package can see, by path. ok is false when the
// result type has no such fields or the import cannot be added.
func ErrorResult(info *types.Info, file *ast.File, m *sdkmodel.Model, pkgs map[string]*types.Package, spec *sdkmodel.Handler, msg string) (src string, edits []analysis.TextEdit, ok bool) {
	rt := m.ResultFor(spec.SDK)
	if rt == nil {
		return "", nil, false
	}
	importName := func(path string) (string, []analysis.TextEdit, bool) {
		pkg := pkgs[path]
		if pkg == nil {
			return "", nil, false
		}
		return EnsureImport(info, file, path, pkg.Name())
	}
	if spec.Result.Name != rt.Type.Name || spec.Result.Pkg != rt.Type.Pkg {
		return otherErrorResult(pkgs, rt, spec.Result, msg, importName)
	}
	if rt.ErrorCtor.Name != "" {
		name, edits, ok := importName(rt.ErrorCtor.Pkg)
		if !ok {
			return "", nil, false
		}
		return name + "." + rt.ErrorCtor.Name + "(" + msg + ")", edits, true
	}
	name, edits, ok := importName(rt.Type.Pkg)
	if !ok || len(rt.TextTypes) == 0 {
		return "", nil, false
	}
	text := rt.TextTypes[0]
	amp := ""
	if text.Pointer {
		amp = "&"
	}
	return "&" + name + "." + rt.Type.Name + "{" + rt.IsErrorField + ": true, " +
		rt.ContentField + ": []" + name + "." + rt.ContentType.Name + "{" +
		amp + name + "." + text.Name + "{" + rt.TextField + ": " + msg + "}}}", edits, true
}

// otherErrorResult returns source for a literal of res, a result type
// other than the tool result (mcp-go's CreateTaskResult), with rt's error
// and content fields set: &mcp.CreateTaskResult{IsError: true, Content:
// []mcp.Content{mcp.NewTextContent(msg)}}. The SDK's text content
// constructor is required: the fix writes nothing the SDK does not offer.
func otherErrorResult(pkgs map[string]*types.Package, rt *sdkmodel.ResultType, res sdkmodel.TypeRef, msg string,
	importName func(string) (string, []analysis.TextEdit, bool)) (string, []analysis.TextEdit, bool) {
	if res.Name == "" || len(rt.TextContentCtors) == 0 || !HasFields(pkgs[res.Pkg], res.Name, rt.IsErrorField, rt.ContentField) {
		return "", nil, false
	}
	ctor := rt.TextContentCtors[0]
	if ctor.Pkg != res.Pkg || rt.ContentType.Pkg != res.Pkg {
		return "", nil, false // one import is all a fix adds
	}
	name, edits, ok := importName(res.Pkg)
	if !ok {
		return "", nil, false
	}
	return "&" + name + "." + res.Name + "{" + rt.IsErrorField + ": true, " +
		rt.ContentField + ": []" + name + "." + rt.ContentType.Name + "{" +
		name + "." + ctor.Name + "(" + msg + ")}}", edits, true
}

// HasFields reports whether pkg's struct type name has every field named.
func HasFields(pkg *types.Package, name string, fields ...string) bool {
	if pkg == nil {
		return false
	}
	tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return false
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for _, f := range fields {
		found := false
		for i := range st.NumFields() {
			found = found || st.Field(i).Name() == f
		}
		if !found {
			return false
		}
	}
	return true
}
