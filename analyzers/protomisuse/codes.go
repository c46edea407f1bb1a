package protomisuse

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint-go/mcplint/analyzers/internal/fixes"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// codeSite is one JSON-RPC error code the module writes.
type codeSite struct {
	file *ast.File
	expr ast.Expr // the code as written
	sdk  sdkmodel.SDK
	// via names the module's function whose parameter carries the code
	// into the error, when expr is an argument of a call of it.
	via string
}

// paramCode is a parameter of a function of the package that becomes a
// JSON-RPC error's code (gh-aw's newMCPError(code, msg, data)).
type paramCode struct {
	index int
	sdk   sdkmodel.SDK
}

// checkCodes reports the JSON-RPC error codes the package writes that
// break the spec's rules (sdkmodel.JudgeCode): in composite literals of
// the SDKs' error types, in calls of their constructors, and in calls of
// the package's own functions that put a parameter into one. Only
// constant codes are judged. Codes written anywhere count, not only in
// tool handlers: resource and prompt handlers and middleware send them
// alike.
func (c *checker) checkCodes() {
	m := c.res.Model
	if m.IsSDKPackage(c.pass.Pkg.Path()) {
		return
	}
	params := map[*types.Func]paramCode{}
	var sites []codeSite
	for _, f := range c.pass.Files {
		if srcfile.IsTest(c.pass.Fset, f) || srcfile.IsGenerated(f) {
			continue
		}
		walkWithStack(f, func(n ast.Node, stack []ast.Node) {
			switch n := n.(type) {
			case *ast.CompositeLit:
				w := m.CodeWriterOfType(c.pass.TypesInfo.TypeOf(n))
				if w == nil || isMatchTarget(c.pass.TypesInfo, stack) {
					return
				}
				if e := fieldValue(c.pass.TypesInfo, n, w.CodeField); e != nil {
					c.addCodeSite(&sites, params, f, e, w.SDK, stack)
				}
			case *ast.CallExpr:
				fn, _ := typeutil.Callee(c.pass.TypesInfo, n).(*types.Func)
				if fn == nil {
					return
				}
				if w := m.CodeWriterOfFunc(fn); w != nil && w.CodeArg < len(n.Args) {
					c.addCodeSite(&sites, params, f, n.Args[w.CodeArg], w.SDK, stack)
				}
				if h := m.CodeHelperOf(fn); h != nil {
					c.checkHelper(n, fn, h)
				}
			}
		})
	}
	// Calls of the package's functions whose parameter is a code.
	if len(params) > 0 {
		for _, f := range c.pass.Files {
			if srcfile.IsTest(c.pass.Fset, f) || srcfile.IsGenerated(f) {
				continue
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
				if p, ok := params[fn]; ok && p.index < len(call.Args) && call.Ellipsis == 0 {
					sites = append(sites, codeSite{file: f, expr: call.Args[p.index], sdk: p.sdk, via: fn.Name()})
				}
				return true
			})
		}
	}
	for _, s := range sites {
		c.judgeCode(s)
	}
}

// addCodeSite records expr, the code of an error being built: a site when
// it is a constant, a code parameter when it is a parameter of the
// declared function around it.
func (c *checker) addCodeSite(sites *[]codeSite, params map[*types.Func]paramCode, f *ast.File, expr ast.Expr, sdk sdkmodel.SDK, stack []ast.Node) {
	if c.pass.TypesInfo.Types[expr].Value != nil {
		*sites = append(*sites, codeSite{file: f, expr: expr, sdk: sdk})
		return
	}
	id, ok := ast.Unparen(expr).(*ast.Ident)
	if !ok {
		return
	}
	v, _ := c.pass.TypesInfo.Uses[id].(*types.Var)
	if v == nil {
		return
	}
	// The innermost function around the literal must be a declared one
	// whose parameter v is: a func literal's parameters have no callers
	// to read.
	for i := len(stack) - 1; i >= 0; i-- {
		switch fd := stack[i].(type) {
		case *ast.FuncLit:
			return
		case *ast.FuncDecl:
			fn, _ := c.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil || fd.Body == nil {
				return
			}
			sig := fn.Type().(*types.Signature)
			for j := range sig.Params().Len() {
				if sig.Params().At(j) == v && !(sig.Variadic() && j == sig.Params().Len()-1) && !assigned(c.pass.TypesInfo, fd.Body, v) {
					params[fn] = paramCode{index: j, sdk: sdk}
				}
			}
			return
		}
	}
}

// assigned reports whether body assigns v: then the parameter is not the
// code that reaches the error.
func assigned(info *types.Info, body *ast.BlockStmt, v *types.Var) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.Uses[id] == v {
					found = true
				}
			}
		case *ast.UnaryExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && n.Op.String() == "&" && info.Uses[id] == v {
				found = true
			}
		case *ast.IncDecStmt:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && info.Uses[id] == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// judgeCode reports s if its code breaks a rule that binds on the SDK
// versions the package sees.
func (c *checker) judgeCode(s codeSite) {
	tv := c.pass.TypesInfo.Types[s.expr]
	if tv.Value == nil || tv.Value.Kind() != constant.Int {
		return
	}
	code, exact := constant.Int64Val(tv.Value)
	if !exact {
		return
	}
	rule := sdkmodel.JudgeCode(code)
	cp := c.res.Model.CodeProtocolOf(s.sdk)
	if rule == sdkmodel.CodeOK || cp == nil {
		return
	}
	// A rule of 2026-07-28 binds only where the SDK speaks it: earlier
	// protocols defined -32002 and -32042 and left -32000…-32099 to
	// implementations.
	if rule.OnlyModern() && (cp.Modern == nil || !cp.Modern.Present(c.res.Pkgs)) {
		return
	}
	where := fmt.Sprintf("protocol 2026-07-28 (%s %s speaks it and sends a written code unchanged)", s.sdk, cp.Versions)
	subject := fmt.Sprintf("JSON-RPC error code %d", code)
	if s.via != "" {
		subject = fmt.Sprintf("JSON-RPC error code %d, passed to %s,", code, s.via)
	}
	var msg string
	switch rule {
	case sdkmodel.CodeRetired:
		msg = fmt.Sprintf("%s (%s) must not be sent on %s", subject, sdkmodel.CodeName(code), where)
		if repl, ok := sdkmodel.Replacement(code); ok {
			msg += fmt.Sprintf("; use %s (%d)", cp.InvalidParams.String(), repl)
		} else {
			msg += "; ask for the URL with an input-required result"
		}
	case sdkmodel.CodeLegacy:
		msg = fmt.Sprintf("%s is in the legacy range -32000…-32019, which %s says new implementations should not use; use a standard code such as %s, or one outside -32768…-32000",
			subject, where, cp.InvalidParams.String())
	case sdkmodel.CodeReservedMCP:
		msg = fmt.Sprintf("%s is in -32020…-32099, which %s reserves for the MCP specification, which defines only -32020, -32021 and -32022: it must not be sent; use a standard code such as %s, or one outside -32768…-32000",
			subject, where, cp.InvalidParams.String())
	case sdkmodel.CodeReservedJSONRPC:
		msg = fmt.Sprintf("%s is in -32768…-32000, which JSON-RPC 2.0 reserves for its predefined codes (-32700, -32600…-32603); use a standard code such as %s, or one outside that range",
			subject, cp.InvalidParams.String())
	}
	diag := analysis.Diagnostic{Pos: s.expr.Pos(), End: s.expr.End(), Category: catErrorCode, Message: msg}
	if _, ok := sdkmodel.Replacement(code); ok {
		if fix := c.codeFix(s, cp); fix != nil {
			diag.SuggestedFixes = []analysis.SuggestedFix{*fix}
		}
	}
	c.rep.Report(diag)
}

// codeFix replaces a retired code with the SDK's constant for its
// replacement (-32002 → -32602).
func (c *checker) codeFix(s codeSite, cp *sdkmodel.CodeProtocol) *analysis.SuggestedFix {
	ref := cp.InvalidParams
	if ref.Name == "" {
		return nil
	}
	name, edits, ok := fixes.EnsureImportSorted(c.pass.TypesInfo, s.file, ref.Pkg, pkgLastElem(ref.Pkg))
	if !ok {
		return nil
	}
	edits = append(edits, fixes.Replace(s.expr, name+"."+ref.Name))
	return &analysis.SuggestedFix{Message: "use " + ref.String(), TextEdits: edits}
}

// checkHelper reports a call of an SDK helper whose code breaks the
// spec's rules on the versions the package sees (go-sdk v1.7.0+'s
// URLElicitationRequiredError: -32042 on every protocol).
func (c *checker) checkHelper(call *ast.CallExpr, fn *types.Func, h *sdkmodel.CodeHelper) {
	vc, one := h.ResolveCode(c.res.Pkgs)
	cp := c.res.Model.CodeProtocolOf(h.SDK)
	if !one || cp == nil {
		return
	}
	rule := sdkmodel.JudgeCode(vc.Code)
	if rule == sdkmodel.CodeOK || (rule.OnlyModern() && (cp.Modern == nil || !cp.Modern.Present(c.res.Pkgs))) {
		return
	}
	what := "use a standard code"
	if _, ok := sdkmodel.Replacement(vc.Code); !ok && rule == sdkmodel.CodeRetired {
		what = "on 2026-07-28, ask for the URL with an input-required result instead"
	}
	c.rep.Report(analysis.Diagnostic{
		Pos: call.Pos(), End: call.End(), Category: catErrorCode,
		Message: fmt.Sprintf("%s.%s sends JSON-RPC error code %d (%s) on every protocol in %s %s, and protocol 2026-07-28, which that version speaks, forbids the code; %s",
			fn.Pkg().Name(), fn.Name(), vc.Code, h.Meaning, h.SDK, vc.Versions, what),
	})
}

// fieldValue returns the value lit gives the field named field, keyed or
// positional, or nil.
func fieldValue(info *types.Info, lit *ast.CompositeLit, field string) ast.Expr {
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
				return kv.Value
			}
			continue
		}
		if i < st.NumFields() && st.Field(i).Name() == field {
			return e
		}
	}
	return nil
}

// isMatchTarget reports whether the literal at the top of stack is what
// an error is compared with (errors.Is's target, an operand of == or
// !=) rather than an error being sent: a client checking for an old
// server's -32002 writes no code.
func isMatchTarget(info *types.Info, stack []ast.Node) bool {
	for i := len(stack) - 2; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.ParenExpr:
			continue
		case *ast.UnaryExpr:
			if p.Op.String() == "&" {
				continue
			}
			return false
		case *ast.BinaryExpr:
			return p.Op.String() == "==" || p.Op.String() == "!="
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(info, p).(*types.Func)
			if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "errors" {
				return false
			}
			return fn.Name() == "Is" || fn.Name() == "As"
		default:
			return false
		}
	}
	return false
}

// walkWithStack calls visit for every node of root with the path from
// root to it (the node last).
func walkWithStack(root ast.Node, visit func(n ast.Node, stack []ast.Node)) {
	var stack []ast.Node
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		stack = append(stack, n)
		visit(n, stack)
		return true
	})
}

// pkgLastElem is the name a package is usually imported under.
func pkgLastElem(path string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '/' {
			return path[i+1:]
		}
	}
	return path
}
