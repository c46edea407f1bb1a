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
// handler's syntax, and from the functions it is nested in; without one
// that says so, an empty answer is a tool outcome and stays reported.
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
	key, ok := c.answerKey(x)
	return ok && minLengthAsked(b.Parent(), key)
}

// answerKey returns the key of the session request answer's map that the
// string v was asserted from: data["key"].(string), through comma-oks.
func (c *checker) answerKey(v ssa.Value) (string, bool) {
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	ta, ok := v.(*ssa.TypeAssert)
	if !ok {
		return "", false
	}
	src := ta.X
	if e, ok := src.(*ssa.Extract); ok && e.Index == 0 {
		src = e.Tuple
	}
	lk, ok := src.(*ssa.Lookup)
	if !ok || !c.fromSessionRequest(lk.X, 0) {
		return "", false
	}
	kc, ok := lk.Index.(*ssa.Const)
	if !ok || kc.Value == nil || kc.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(kc.Value), true
}

// minLengthAsked reports whether fn, or a function it is nested in, holds
// a schema property named key with a "minLength" of 1 or more: a
// "key": {..., "minLength": n, ...} entry of a composite literal.
func minLengthAsked(fn *ssa.Function, key string) bool {
	for f := fn; f != nil; f = f.Parent() {
		syntax := f.Syntax()
		if syntax == nil {
			continue
		}
		found := false
		ast.Inspect(syntax, func(n ast.Node) bool {
			kv, ok := n.(*ast.KeyValueExpr)
			if found || !ok {
				return !found
			}
			if stringLit(kv.Key) != key {
				return true
			}
			if lit, ok := ast.Unparen(kv.Value).(*ast.CompositeLit); ok && minLength(lit) >= 1 {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
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
