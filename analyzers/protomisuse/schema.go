package protomisuse

import (
	"go/ast"
	"go/constant"
	"go/token"
	"strconv"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// emptyAgainstSchema reports whether block b is entered because a string
// of a session request's answer is empty where the schema the handler
// asked with wants at least one character, a property with "minLength"
// of 1 or more:
//
//	"projectName": map[string]any{"type": "string", "minLength": 1},
//	...
//	name, _ := data["projectName"].(string)
//	if name == "" {
//		return nil, fmt.Errorf("field 'projectName' cannot be empty")
//	}
//
// Like a missing field or one of the wrong type (clientAnswerBroken), only
// a client that broke the requested schema gets there: an integrator
// fault (mcp-go's examples/elicitation). The schema is read from the
// composite literal that built the request answered, and only on the
// branch where the user accepted; without a schema that says so, an empty
// answer is a tool outcome and stays reported.
func (c *checker) emptyAgainstSchema(b *ssa.BasicBlock) bool {
	gs := flow.Guards(b)
	if len(gs) == 0 {
		return false
	}
	g := gs[0]
	cond, ok := g.Cond.(*ssa.BinOp)
	if !ok || !(cond.Op == token.EQL && g.Taken || cond.Op == token.NEQ && !g.Taken) {
		return false
	}
	x, k := cond.X, cond.Y
	if _, isConst := x.(*ssa.Const); isConst {
		x, k = k, x
	}
	kc, ok := k.(*ssa.Const)
	if !ok || kc.Value == nil || kc.Value.Kind() != constant.String || constant.StringVal(kc.Value) != "" {
		return false
	}
	key, req, ok := c.answerKey(x)
	if !ok || key == "" || !c.accepted(b) {
		return false
	}
	lit := requestLiteral(b.Parent(), req)
	return lit != nil && minLengthAsked(lit, key)
}

// accepted reports whether block b is reached only when the answer's
// closed field has the value that carries content (the SDK table's
// WithContent: an elicitation's "accept"): a declined or cancelled elicitation has no content,
// and an empty value there is the user's choice, a tool outcome.
func (c *checker) accepted(b *ssa.BasicBlock) bool {
	for _, g := range flow.Guards(b) {
		cond, ok := g.Cond.(*ssa.BinOp)
		if !ok || !(cond.Op == token.EQL && g.Taken || cond.Op == token.NEQ && !g.Taken) {
			continue
		}
		x, k := cond.X, cond.Y
		if _, isConst := x.(*ssa.Const); isConst {
			x, k = k, x
		}
		kc, ok := k.(*ssa.Const)
		if !ok || kc.Value == nil || kc.Value.Kind() != constant.String || !c.fromSessionRequest(x, 0) {
			continue
		}
		if f := c.closedField(x); f != nil && f.WithContent != "" && constant.StringVal(kc.Value) == f.WithContent {
			return true
		}
	}
	return false
}

// answerKey returns the key of the session request answer's map that the
// string v was asserted from (data["key"].(string), through comma-oks),
// and the request the answer is of: the call's last argument.
func (c *checker) answerKey(v ssa.Value) (string, ssa.Value, bool) {
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	ta, ok := v.(*ssa.TypeAssert)
	if !ok {
		return "", nil, false
	}
	src := ta.X
	if e, ok := src.(*ssa.Extract); ok && e.Index == 0 {
		src = e.Tuple
	}
	lk, ok := src.(*ssa.Lookup)
	if !ok {
		return "", nil, false
	}
	call := c.sessionCall(lk.X, 0)
	kc, ok := lk.Index.(*ssa.Const)
	if call == nil || !ok || kc.Value == nil || kc.Value.Kind() != constant.String {
		return "", nil, false
	}
	args := call.Call.Args
	if len(args) == 0 {
		return "", nil, false
	}
	return constant.StringVal(kc.Value), args[len(args)-1], true
}

// sessionCall returns the session request call v is read out of, as
// fromSessionRequest follows it, or nil.
func (c *checker) sessionCall(v ssa.Value, depth int) *ssa.Call {
	if depth > maxSessionRead {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Extract:
		return c.sessionCall(x.Tuple, depth+1)
	case *ssa.TypeAssert:
		return c.sessionCall(x.X, depth+1)
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return c.sessionCall(x.X, depth+1)
		}
	case *ssa.FieldAddr:
		return c.sessionCall(x.X, depth+1)
	case *ssa.Field:
		return c.sessionCall(x.X, depth+1)
	case *ssa.Call:
		if obj := flow.StaticFunc(x.Common()); obj != nil && c.res.Model.IsSessionRequest(obj) {
			return x
		}
	}
	return nil
}

// requestLiteral returns the composite literal that built the request
// value req, in fn's syntax or that of a function fn is nested in: req
// is the literal's value, or a load of the local it was built in.
func requestLiteral(fn *ssa.Function, req ssa.Value) *ast.CompositeLit {
	req = flow.Concrete(req)
	if u, ok := req.(*ssa.UnOp); ok && u.Op == token.MUL {
		req = u.X
	}
	pos := req.Pos()
	if !pos.IsValid() {
		return nil
	}
	for f := fn; f != nil; f = f.Parent() {
		syntax := f.Syntax()
		if syntax == nil || pos < syntax.Pos() || pos >= syntax.End() {
			continue
		}
		var found *ast.CompositeLit
		ast.Inspect(syntax, func(n ast.Node) bool {
			if found != nil || n == nil || pos < n.Pos() || pos >= n.End() {
				return false
			}
			if lit, ok := n.(*ast.CompositeLit); ok && lit.Lbrace == pos {
				found = lit
			}
			return found == nil
		})
		return found
	}
	return nil
}

// minLengthAsked reports whether the request literal lit holds a schema
// property named key with a "minLength" of 1 or more: a
// "key": {..., "minLength": n, ...} entry.
func minLengthAsked(lit *ast.CompositeLit, key string) bool {
	found := false
	ast.Inspect(lit, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if found || !ok {
			return !found
		}
		if stringLit(kv.Key) != key {
			return true
		}
		if v, ok := ast.Unparen(kv.Value).(*ast.CompositeLit); ok && minLength(v) >= 1 {
			found = true
		}
		return !found
	})
	return found
}

// minLength returns the "minLength" entry of a property literal, or 0.
func minLength(lit *ast.CompositeLit) int {
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok || stringLit(kv.Key) != "minLength" {
			continue
		}
		if b, ok := ast.Unparen(kv.Value).(*ast.BasicLit); ok && b.Kind == token.INT {
			if n, err := strconv.Atoi(b.Value); err == nil {
				return n
			}
		}
	}
	return 0
}

// stringLit returns the value of a string literal, or "".
func stringLit(e ast.Expr) string {
	b, ok := ast.Unparen(e).(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return ""
	}
	s, err := strconv.Unquote(b.Value)
	if err != nil {
		return ""
	}
	return s
}
