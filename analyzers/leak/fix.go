package leak

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/fixes"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
	"github.com/mcplint-go/mcplint/analyzers/opaquemsg"
)

// fixSite is a sink in a handler's own code that the suggested fix may
// rewrite: a returned error, or the text of a result the handler builds
// with an SDK constructor or a literal.
type fixSite struct {
	h     *handlers.Handler
	send  *results.Send
	build *results.Build // nil for a returned error
}

// errFixSite returns the fix site of a returned error, when it is the
// only error the return can send, or why there is none.
func (c *checker) errFixSite(s *results.Send) (*fixSite, noFix) {
	live := 0
	for _, o := range flow.Origins(s.Return.Err, s.Return.Instr.Block()) {
		if !flow.IsNilConst(o.Value) && flow.NilAt(o.Value, o.Block) != flow.IsNil {
			live++
		}
	}
	switch {
	case live != 1:
		return nil, noFix{why: "the return can send more than one error"}
	case s.Return.Stmt == nil:
		return nil, noFix{why: "the return is not in the handler's source"}
	}
	return &fixSite{h: s.Handler, send: s}, noFix{}
}

// buildFixSite returns the fix site of a result the handler builds
// itself, or why there is none.
func (c *checker) buildFixSite(s *results.Send, b *results.Build) (*fixSite, noFix) {
	if b.Kind == results.Helper && b.Call != nil {
		if callee := b.Call.Call.StaticCallee(); callee != nil {
			return nil, c.builtIn(callee)
		}
	}
	if (b.Kind != results.Ctor && b.Kind != results.Literal) || b.Value == nil || b.Value.Parent() != s.Handler.Fn {
		return nil, noFix{why: "the result is built outside the handler"}
	}
	return &fixSite{h: s.Handler, send: s, build: b}, noFix{}
}

// authorText returns the text a fix keeps of t, whose one hole is the
// foreign error shown last: the words the module wrote before it, without
// the separator that led into the error's text ("read config: %w" keeps
// "read config"). When there are no such words, when anything follows
// the error, or when what is left would not say what failed
// (opaquemsg.SaysWhat), it returns "" and why: a fix keeps the author's
// message and never writes one.
func authorText(t textval.Text) (string, noFix) {
	parts := t.Parts
	if len(parts) == 0 || !parts[len(parts)-1].IsHole() {
		return "", noFix{why: "words follow the error in the text"}
	}
	var b strings.Builder
	for _, p := range parts[:len(parts)-1] {
		if p.IsHole() {
			return "", noFix{why: "the text shows other values before the error"}
		}
		b.WriteString(p.Const)
	}
	text := strings.TrimRightFunc(b.String(), func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(":;,-–—=(", r)
	})
	switch {
	case text == "":
		return "", noFix{why: "no words of your own say what failed, and a fix does not invent them"}
	case !opaquemsg.SaysWhat(text):
		return "", noFix{why: "kept alone, " + strconv.Quote(text) + " would not say why or what to do next"}
	}
	return text, noFix{}
}

// fix returns the suggested fix for a sink whose only hole is the
// foreign error l, shown in its own error branch: log the error and
// keep the text the author wrote before it. Without one, it says why.
func (c *checker) fix(sk *sink, l leak) (*analysis.SuggestedFix, noFix) {
	site := sk.fix
	hole := l.hole.Hole
	// A returned error's own text, not what the SDK makes of it: the
	// fix rewrites the error, and mcp-go's NewStructuredToolHandler
	// puts "tool execution failed: " before it again.
	shown := sk.text
	if site.build == nil {
		shown = textval.Error(site.send.Return.Err)
	}
	switch {
	case len(shown.Holes()) != 1:
		return nil, noFix{why: "the text shows other values beside the error"}
	case !typeinfo.ImplementsError(hole.Type()):
		return nil, noFix{why: "the text shows a string made from the error, not the error"}
	// A text sent as a success is unflaggederr's finding too: kept
	// words that say failure would draw its fix on the next run.
	case site.send.Channel == sdkmodel.Success:
		return nil, noFix{why: "the result is sent as a success, without isError"}
	// The fix drops the hole: not when the module wrote part of its text,
	// words the handler's own would not replace (keep what the module
	// wrote, or offer no fix).
	case l.written:
		return nil, noFix{why: "the error also carries words your module wrote, which a fix would drop"}
	}
	op, why := authorText(shown)
	switch {
	case op == "":
		return nil, why
	case len(flow.Origins(hole, nil)) != 1 || !c.inErrorBranch(site, hole):
		return nil, noFix{why: "the error shown is not the one this branch checks"}
	}
	unsafe := noFix{why: "the code around the text is not one a fix can rewrite safely"}
	file := site.h.File
	repl, text, imports := c.replacement(site, op)
	if repl == nil {
		return nil, unsafe
	}
	errName := c.errorIdent(repl)
	stmt := enclosingStmt(file, repl)
	if errName == "" || stmt == nil {
		return nil, unsafe
	}
	// A written error sent as a JSON-RPC error would still be hidden from
	// the model (protomisuse reports it, with a fix of its own): the
	// message goes out as an isError result instead, so that one -fix
	// settles the return.
	protocol := site.build == nil && site.send.Channel == sdkmodel.ProtocolError
	var resEdit *analysis.TextEdit
	unusedIn := repl
	if protocol {
		var ok bool
		if resEdit, ok = c.protocolFix(site, op); !ok {
			return nil, unsafe
		}
		imports = slices.DeleteFunc(imports, func(p string) bool { return p == "errors" })
		unusedIn = &span{nodes: []ast.Expr{site.send.Return.ResultExpr(site.h), site.send.Return.ErrExpr(site.h)}}
	}
	// The error goes to the default slog logger: a logger variable or
	// field in scope may be nil where the handler runs.
	imports = append(imports, "log/slog")
	names, edits, ok := c.addImports(file, imports)
	if !ok {
		return nil, unsafe
	}
	logger := names["log/slog"]
	// The names must mean the packages where the new code goes: a local
	// slog (a logger of the handler's own) would take the log line.
	if !c.refersTo(stmt.Pos(), logger, "log/slog") || site.build == nil && !protocol && !c.refersTo(stmt.Pos(), names["errors"], "errors") {
		return nil, noFix{why: "a local name hides the package the fix would call"}
	}
	switch {
	case protocol:
		text = "nil"
		edits = append(edits, *resEdit)
	case site.build == nil:
		text = names["errors"] + text // errors.New(msg)
	}
	removed, ok := c.removeUnused(file, unusedIn)
	if !ok {
		return nil, unsafe
	}
	edits = append(edits, removed...)
	indent := fixes.Indent(c.pass, stmt.Pos())
	logLine := logger + ".Error(" + strconv.Quote(op) + ", \"err\", " + errName + ")\n" + indent
	edits = append(edits,
		analysis.TextEdit{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(logLine)},
		analysis.TextEdit{Pos: repl.Pos(), End: repl.End(), NewText: []byte(text)},
	)
	return &analysis.SuggestedFix{Message: "log the error and return a written message", TextEdits: edits}, noFix{}
}

// protocolFix returns the edit that puts the written message for op in
// an isError result in place of the returned result, when the returned
// error is sent as a JSON-RPC error; the caller replaces the error with
// nil.
func (c *checker) protocolFix(site *fixSite, op string) (*analysis.TextEdit, bool) {
	r := site.send.Return
	resExpr, errExpr := r.ResultExpr(site.h), r.ErrExpr(site.h)
	if resExpr == nil || errExpr == nil {
		return nil, false
	}
	res, imports, ok := fixes.ErrorResult(c.pass.TypesInfo, site.h.File, c.res.Handlers.Model, c.res.Handlers.Pkgs, site.h.Spec, strconv.Quote(op))
	if !ok || len(imports) > 0 {
		return nil, false // the handler's file imports the SDK already
	}
	if !fixes.KeepsVarsRead(c.pass.TypesInfo, site.h.File, fixes.Replacement{Old: resExpr, New: res}, fixes.Replacement{Old: errExpr, New: "nil"}) {
		return nil, false
	}
	return &analysis.TextEdit{Pos: resExpr.Pos(), End: resExpr.End(), NewText: []byte(res)}, true
}

// replacement returns the expression to replace, its written
// replacement, and the imports the replacement needs.
func (c *checker) replacement(site *fixSite, op string) (ast.Node, string, []string) {
	msg := strconv.Quote(op)
	if site.build == nil {
		expr := site.send.Return.ErrExpr(site.h)
		if expr == nil {
			return nil, "", nil
		}
		return expr, ".New(" + msg + ")", []string{"errors"}
	}
	b := site.build
	path, _ := srcfile.PathEnclosing(site.h.File, b.Pos, b.Pos)
	for _, n := range path {
		switch n := n.(type) {
		case *ast.CallExpr:
			if n.Lparen != b.Pos || b.Ctor == nil {
				continue
			}
			k := b.Ctor
			switch {
			case k.ErrArg >= 0:
				// NewToolResultErrorFromErr(text, err) appends err's text:
				// the SDK's error constructor shows only the message.
				rt := c.res.Handlers.Model.ResultFor(site.h.Spec.SDK)
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if rt == nil || rt.ErrorCtor.Name == "" || rt.ErrorCtor.Pkg != k.Func.Pkg || !ok {
					return nil, "", nil
				}
				return n, fixes.Source(c.pass.Fset, sel.X) + "." + rt.ErrorCtor.Name + "(" + msg + ")", nil
			case k.TextArg >= 0 && k.TextArg < len(n.Args):
				arg := n.Args[k.TextArg]
				if k.Format {
					if strings.Contains(op, "%") {
						return nil, "", nil // a format would need escapes
					}
					// The format and its operands become one constant.
					return &span{nodes: n.Args[k.TextArg:]}, msg, nil
				}
				return arg, msg, nil
			}
		case *ast.CompositeLit:
			if n.Lbrace != b.Pos {
				continue
			}
			if v := c.textField(site, n); v != nil {
				return v, msg, nil
			}
		}
	}
	return nil, "", nil
}

// span is a run of expressions replaced together: the arguments of a
// call from the format on.
type span struct{ nodes []ast.Expr }

func (s *span) Pos() token.Pos { return s.nodes[0].Pos() }
func (s *span) End() token.Pos { return s.nodes[len(s.nodes)-1].End() }

// textField returns the value of the only text field in a result literal
// that shows an error, or nil.
func (c *checker) textField(site *fixSite, lit *ast.CompositeLit) ast.Expr {
	rt := c.res.Handlers.Model.ResultFor(site.h.Spec.SDK)
	if rt == nil {
		return nil
	}
	var found []ast.Expr
	ast.Inspect(lit, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok {
			return true
		}
		if id, ok := kv.Key.(*ast.Ident); ok && id.Name == rt.TextField && c.errorIdent(kv.Value) != "" {
			found = append(found, kv.Value)
		}
		return true
	})
	if len(found) != 1 {
		return nil
	}
	return found[0]
}

// inErrorBranch reports whether the sink is under a check that hole, the
// error shown, is not nil.
func (c *checker) inErrorBranch(site *fixSite, hole ssa.Value) bool {
	var block *ssa.BasicBlock
	switch {
	case site.build == nil:
		block = site.send.Return.Instr.Block()
	case site.build.Call != nil:
		block = site.build.Call.Block()
	default:
		if in, ok := site.build.Value.(ssa.Instruction); ok {
			block = in.Block()
		}
	}
	r := failpath.At(block)
	if r == nil || r.Kind != failpath.ErrNotNil {
		return false
	}
	for _, a := range flow.Origins(r.Err, nil) {
		for _, b := range flow.Origins(hole, nil) {
			if a.Value == b.Value {
				return true
			}
		}
	}
	return false
}

// errorIdent returns the name of the one error variable node refers to,
// or "".
func (c *checker) errorIdent(node ast.Node) string {
	var obj types.Object
	name := ""
	many := false
	inspect(node, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok || v.IsField() || !typeinfo.ImplementsError(v.Type()) {
			return true
		}
		if obj != nil && obj != v {
			many = true
		}
		obj, name = v, id.Name
		return true
	})
	if many {
		return ""
	}
	return name
}

// inspect walks node, or each node of a span.
func inspect(node ast.Node, f func(ast.Node) bool) {
	if s, ok := node.(*span); ok {
		for _, n := range s.nodes {
			ast.Inspect(n, f)
		}
		return
	}
	ast.Inspect(node, f)
}

// enclosingStmt returns the statement node is part of, when that
// statement is in a statement list where a line can go before it.
func enclosingStmt(file *ast.File, node ast.Node) ast.Stmt {
	path, _ := srcfile.PathEnclosing(file, node.Pos(), node.End())
	for i, n := range path {
		stmt, ok := n.(ast.Stmt)
		if !ok || i+1 >= len(path) {
			continue
		}
		switch path[i+1].(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			return stmt
		}
		return nil
	}
	return nil
}

// addImports ensures file imports paths and returns the names to use.
// Each import is its own edit, identical to the one another fix in the
// file makes for the same import, so that drivers applying several
// fixes merge them instead of importing twice.
func (c *checker) addImports(file *ast.File, paths []string) (map[string]string, []analysis.TextEdit, bool) {
	names := map[string]string{}
	var edits []analysis.TextEdit
	for _, path := range paths {
		if _, done := names[path]; done {
			continue
		}
		name, es, ok := fixes.EnsureImportSorted(c.pass.TypesInfo, file, path, path[strings.LastIndex(path, "/")+1:])
		if !ok {
			return nil, nil, false
		}
		names[path] = name
		edits = append(edits, es...)
	}
	return names, edits, true
}

// removeUnused returns edits that delete the imports only repl uses. It
// reports false when an import would be left unused and cannot be
// deleted as a line of a parenthesized import list.
func (c *checker) removeUnused(file *ast.File, repl ast.Node) ([]analysis.TextEdit, bool) {
	var edits []analysis.TextEdit
	for _, decl := range file.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		for _, spec := range gd.Specs {
			is := spec.(*ast.ImportSpec)
			pn := c.pass.TypesInfo.PkgNameOf(is)
			if pn == nil {
				continue
			}
			inside, outside := 0, 0
			for _, pos := range c.usesOf(pn) {
				if !srcfile.Contains(file, pos) {
					continue
				}
				if repl.Pos() <= pos && pos < repl.End() {
					inside++
				} else {
					outside++
				}
			}
			if inside == 0 || outside > 0 {
				continue
			}
			if !gd.Lparen.IsValid() || len(gd.Specs) < 2 {
				return nil, false
			}
			// Delete from the spec to the next one (or from the previous
			// one, for the last), so that an import another edit inserts
			// before this spec stays.
			del := analysis.TextEdit{Pos: is.Pos(), End: is.End()}
			if i := specIndex(gd, is); i+1 < len(gd.Specs) {
				del.End = gd.Specs[i+1].Pos()
			} else {
				del.Pos = gd.Specs[i-1].End()
			}
			edits = append(edits, del)
		}
	}
	return edits, true
}

// usesOf returns the positions where the package refers to pn, from an
// index of every package name's uses built on the first call.
func (c *checker) usesOf(pn *types.PkgName) []token.Pos {
	if c.importUses == nil {
		c.importUses = map[*types.PkgName][]token.Pos{}
		for id, obj := range c.pass.TypesInfo.Uses {
			if p, ok := obj.(*types.PkgName); ok {
				c.importUses[p] = append(c.importUses[p], id.Pos())
			}
		}
	}
	return c.importUses[pn]
}

func specIndex(gd *ast.GenDecl, spec ast.Spec) int {
	for i, s := range gd.Specs {
		if s == spec {
			return i
		}
	}
	return -1
}

// refersTo reports whether name, used at pos, is the import of path or
// not declared (an import the fix adds): no local declaration shadows it.
func (c *checker) refersTo(pos token.Pos, name, path string) bool {
	scope := c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	_, obj := scope.LookupParent(name, pos)
	if obj == nil {
		return true
	}
	pn, ok := obj.(*types.PkgName)
	return ok && pn.Imported().Path() == path
}
