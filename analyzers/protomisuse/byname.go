package protomisuse

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint-go/mcplint/analyzers/internal/fixes"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// specFailure is a failure the spec itself sends as a protocol error
// (tools, "Error Handling"): it is no tool failure, and its code is
// -32602.
type specFailure int

const (
	notSpecFailure specFailure = iota
	// unknownTool: a raw handler that dispatches by tool name returns an
	// error for a name it does not know.
	unknownTool
	// notObject: the arguments are not a JSON object, which breaks the
	// CallToolRequest schema.
	notObject
)

func (k specFailure) String() string {
	if k == unknownTool {
		return "for a tool name it does not know"
	}
	return "for arguments that are not a JSON object"
}

func (k specFailure) why() string {
	if k == unknownTool {
		return "an unknown tool is"
	}
	return "arguments that break the CallToolRequest schema are"
}

// specFailureOf tells whether return r of a raw handler (one that reads
// the request itself) is in one of the clear shapes of a spec protocol
// failure, written directly in the branch that returns:
//
//   - the default clause of a switch on the request's tool name, or the
//     !ok branch of a map lookup by it (unknownTool);
//   - the err != nil branch of json.Unmarshal of the request's arguments
//     into a map, which fails only when they are not an object, or the
//     !ok branch of a type assertion of them to a map (notObject).
//
// Unmarshalling into a struct fails for wrong field types too, which is
// argument validation, a tool failure: not judged here.
func (c *checker) specFailureOf(h *handlers.Handler, r *handlers.Return) specFailure {
	if h.Spec.Args || h.How == handlers.AsMiddleware || r.Stmt == nil || h.File == nil {
		return notSpecFailure
	}
	path, _ := srcfile.PathEnclosing(h.File, r.Stmt.Pos(), r.Stmt.End())
	// path[0] is the return statement; its parent must hold it directly.
	if len(path) < 3 || path[0] != ast.Node(r.Stmt) {
		return notSpecFailure
	}
	switch p := path[1].(type) {
	case *ast.CaseClause:
		if p.List != nil || len(path) < 4 {
			return notSpecFailure
		}
		if sw, ok := path[3].(*ast.SwitchStmt); ok && sw.Tag != nil && c.isToolName(h, sw.Tag) {
			return unknownTool
		}
	case *ast.BlockStmt:
		ifs, ok := path[2].(*ast.IfStmt)
		if !ok || ifs.Body != p {
			return notSpecFailure
		}
		var prev ast.Stmt
		if block, ok := path[3].(*ast.BlockStmt); ok {
			prev = before(block, ifs)
		}
		return c.condFailure(h, ifs, prev)
	}
	return notSpecFailure
}

// before returns the statement of block just before s, or nil.
func before(block *ast.BlockStmt, s ast.Stmt) ast.Stmt {
	for i, st := range block.List {
		if st == s && i > 0 {
			return block.List[i-1]
		}
	}
	return nil
}

// condFailure judges the condition of an if whose body returns: !ok after
// a lookup by tool name or an assertion of the arguments to a map, err !=
// nil after unmarshalling the arguments into a map. The variable is
// defined in the if's init or the statement before it.
func (c *checker) condFailure(h *handlers.Handler, ifs *ast.IfStmt, prev ast.Stmt) specFailure {
	info := c.pass.TypesInfo
	var v *types.Var
	neg := false
	switch cond := ast.Unparen(ifs.Cond).(type) {
	case *ast.UnaryExpr:
		if cond.Op != token.NOT {
			return notSpecFailure
		}
		id, _ := ast.Unparen(cond.X).(*ast.Ident)
		if id == nil {
			return notSpecFailure
		}
		v, _ = info.Uses[id].(*types.Var)
		neg = true
	case *ast.BinaryExpr:
		id, _ := ast.Unparen(cond.X).(*ast.Ident)
		if cond.Op != token.NEQ || id == nil || !isNilIdent(info, cond.Y) {
			return notSpecFailure
		}
		v, _ = info.Uses[id].(*types.Var)
	default:
		return notSpecFailure
	}
	if v == nil {
		return notSpecFailure
	}
	for _, st := range []ast.Stmt{ifs.Init, prev} {
		lhs, rhs := defines(info, st, v)
		if rhs == nil {
			continue
		}
		rhs = ast.Unparen(rhs)
		switch {
		case neg && lhs == 1:
			switch e := rhs.(type) {
			case *ast.IndexExpr:
				if t := info.TypeOf(e.X); t == nil {
					return notSpecFailure
				} else if _, isMap := t.Underlying().(*types.Map); isMap && c.isToolName(h, e.Index) {
					return unknownTool
				}
			case *ast.TypeAssertExpr:
				if e.Type != nil && isStringMap(info.TypeOf(e.Type)) && c.isToolArgs(e.X) {
					return notObject
				}
			}
		case !neg && lhs == 0:
			if call, ok := rhs.(*ast.CallExpr); ok && c.unmarshalsArgsIntoMap(call) {
				return notObject
			}
		}
		return notSpecFailure
	}
	return notSpecFailure
}

// defines returns, when st is an assignment whose left side has v at
// index i with one value on the right (a call, an index or an
// assertion), i and that value.
func defines(info *types.Info, st ast.Stmt, v *types.Var) (int, ast.Expr) {
	as, ok := st.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 {
		return -1, nil
	}
	for i, l := range as.Lhs {
		if id, ok := l.(*ast.Ident); ok && (info.Defs[id] == v || info.Uses[id] == v) {
			return i, as.Rhs[0]
		}
	}
	return -1, nil
}

func isNilIdent(info *types.Info, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	_, isNil := info.Uses[id].(*types.Nil)
	return ok && isNil
}

func isStringMap(t types.Type) bool {
	if t == nil {
		return false
	}
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	b, ok := m.Key().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// unmarshalsArgsIntoMap reports whether call is encoding/json.Unmarshal
// of the request's arguments into a map with string keys.
func (c *checker) unmarshalsArgsIntoMap(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" || fn.Name() != "Unmarshal" || len(call.Args) != 2 {
		return false
	}
	if !c.isToolArgs(call.Args[0]) {
		return false
	}
	p, ok := types.Unalias(c.pass.TypesInfo.TypeOf(call.Args[1])).(*types.Pointer)
	return ok && isStringMap(p.Elem())
}

// isToolName reports whether e is the request's tool name: the SDK's
// field, or a local variable defined from it and never assigned again.
func (c *checker) isToolName(h *handlers.Handler, e ast.Expr) bool {
	return c.isParamField(h, e, c.res.Model.IsToolName)
}

func (c *checker) isToolArgs(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && c.selects(sel, c.res.Model.IsToolArgs)
}

func (c *checker) isParamField(h *handlers.Handler, e ast.Expr, is func(types.Type, string) bool) bool {
	info := c.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return c.selects(e, is)
	case *ast.Ident:
		v, _ := info.Uses[e].(*types.Var)
		body := h.Body()
		if v == nil || body == nil {
			return false
		}
		var def ast.Expr
		n := 0
		ast.Inspect(body, func(nd ast.Node) bool {
			as, ok := nd.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for i, l := range as.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || (info.Defs[id] != v && info.Uses[id] != v) {
					continue
				}
				n++
				if len(as.Rhs) == len(as.Lhs) {
					def = as.Rhs[i]
				}
			}
			return true
		})
		if n != 1 || def == nil {
			return false
		}
		sel, ok := ast.Unparen(def).(*ast.SelectorExpr)
		return ok && c.selects(sel, is)
	}
	return false
}

// selects reports whether sel selects a field that is reports true for.
func (c *checker) selects(sel *ast.SelectorExpr, is func(types.Type, string) bool) bool {
	s := c.pass.TypesInfo.Selections[sel]
	return s != nil && s.Kind() == types.FieldVal && is(s.Recv(), sel.Sel.Name)
}

// checkSpecFailure reports return r of the clear shape kind: correct
// only as a JSON-RPC error -32602, which a go-sdk handler sends as a
// *jsonrpc.Error and an mcp-go handler cannot send (mcp-go answers
// -32602 itself for a tool that is not registered). hasRPC says a
// *jsonrpc.Error can reach r: its code is judged only when r returns it
// as a literal; one made elsewhere (a helper's) carries a code this
// check does not read, so r is left alone.
func (c *checker) checkSpecFailure(h *handlers.Handler, r *handlers.Return, kind specFailure, hasRPC bool) {
	errExpr := r.ErrExpr(h)
	cp := c.res.Model.CodeProtocolOf(h.Spec.SDK)
	je := c.jsonrpcRow(h.Spec.SDK)
	if cp != nil && cp.ErrorType.Name != "" && je != nil {
		lit := c.rpcLiteral(errExpr)
		if lit == nil && hasRPC {
			return
		}
		if lit != nil {
			code := fieldValue(c.pass.TypesInfo, lit, je.CodeField)
			if code == nil || c.pass.TypesInfo.Types[code].Value == nil || constCode(c.pass.TypesInfo, code) == -32602 {
				return // what the spec asks for, or a code this check cannot read
			}
		}
	}
	msg := fmt.Sprintf("%s returns an error %s: %s sends it as %s; %s a protocol error, not a tool failure, with code -32602",
		subject(h), kind, sdkName(h), c.outcomes(h.Spec.OnError), kind.why())
	diag := analysis.Diagnostic{Pos: r.Pos(), Category: catProtocolCode, Message: msg}
	switch {
	case cp != nil && cp.ErrorType.Name != "" && je != nil:
		diag.Message += fmt.Sprintf(": return &%s{%s: %s, %s: ...}", cp.ErrorType.String()[1:], je.CodeField, cp.InvalidParams, je.MessageField)
		if fix := c.invalidParamsFix(h, r, cp, je); fix != nil {
			diag.SuggestedFixes = []analysis.SuggestedFix{*fix}
		}
	case kind == unknownTool:
		diag.Message += fmt.Sprintf(", which %s sends itself for a tool that is not registered: register each tool with its own handler", sdkName(h))
	default:
		diag.Message += fmt.Sprintf(", which %s does not let a handler send", sdkName(h))
	}
	c.rep.Report(diag)
}

func (c *checker) jsonrpcRow(sdk sdkmodel.SDK) *sdkmodel.JSONRPCErrorType {
	for i := range c.res.Model.JSONRPCErrors {
		if c.res.Model.JSONRPCErrors[i].SDK == sdk {
			return &c.res.Model.JSONRPCErrors[i]
		}
	}
	return nil
}

// rpcLiteral returns the composite literal of &jsonrpc.Error{...}, or nil.
func (c *checker) rpcLiteral(e ast.Expr) *ast.CompositeLit {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND || !c.res.Model.IsJSONRPCError(c.pass.TypesInfo.TypeOf(u)) {
		return nil
	}
	lit, _ := u.X.(*ast.CompositeLit)
	return lit
}

// constCode returns a constant integer code, or 0.
func constCode(info *types.Info, e ast.Expr) int64 {
	tv := info.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0
	}
	v, _ := constant.Int64Val(tv.Value)
	return v
}

// invalidParamsFix gives the error the code -32602: in a *jsonrpc.Error
// literal, its code; else a *jsonrpc.Error around the error's text.
func (c *checker) invalidParamsFix(h *handlers.Handler, r *handlers.Return, cp *sdkmodel.CodeProtocol, je *sdkmodel.JSONRPCErrorType) *analysis.SuggestedFix {
	errExpr := r.ErrExpr(h)
	if errExpr == nil {
		return nil
	}
	name, edits, ok := fixes.EnsureImportSorted(c.pass.TypesInfo, h.File, cp.InvalidParams.Pkg, pkgLastElem(cp.InvalidParams.Pkg))
	if !ok {
		return nil
	}
	invalid := name + "." + cp.InvalidParams.Name
	if lit := c.rpcLiteral(errExpr); lit != nil {
		code := fieldValue(c.pass.TypesInfo, lit, je.CodeField)
		if code == nil {
			return nil
		}
		return &analysis.SuggestedFix{Message: "use " + cp.InvalidParams.String(),
			TextEdits: append(edits, fixes.Replace(code, invalid))}
	}
	msg := c.messageExpr(errExpr)
	if msg == "" {
		return nil
	}
	rpc := fmt.Sprintf("&%s.%s{%s: %s, %s: %s}", name, cp.ErrorType.Name, je.CodeField, invalid, je.MessageField, msg)
	if !c.keepsVarsRead(h, fixes.Replacement{Old: errExpr, New: rpc}) {
		return nil
	}
	return &analysis.SuggestedFix{Message: "send it as JSON-RPC " + cp.InvalidParams.String(),
		TextEdits: append(edits, fixes.Replace(errExpr, rpc))}
}
