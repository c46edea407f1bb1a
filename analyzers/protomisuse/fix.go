package protomisuse

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/fixes"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/opaquemsg"
)

// errorResultFix rewrites "return X, err" into "return <isError result
// with err's text>, nil", when every error that can reach the return has
// a text written in the module or by an SDK argument helper. A foreign
// error gets no fix: putting its text in the result is a leak.
func (c *checker) errorResultFix(h *handlers.Handler, r *handlers.Return, title string) *analysis.SuggestedFix {
	resExpr, errExpr := r.ResultExpr(h), r.ErrExpr(h)
	if resExpr == nil || errExpr == nil || !c.allWritten(r) {
		return nil
	}
	if m := c.rpcMessage(errExpr); m != nil && !c.says(m) {
		return nil
	}
	msg := c.messageExpr(errExpr)
	if msg == "" {
		return nil
	}
	res, edits, ok := fixes.ErrorResult(c.pass.TypesInfo, h.File, c.res.Model, c.res.Pkgs, h.Spec, msg)
	if !ok || !c.keepsVarsRead(h, fixes.Replacement{Old: resExpr, New: res}, fixes.Replacement{Old: errExpr, New: "nil"}) {
		return nil
	}
	edits = append(edits, fixes.Replace(resExpr, res), fixes.Replace(errExpr, "nil"))
	return &analysis.SuggestedFix{Message: title, TextEdits: edits}
}

// keepsVarsRead reports whether the replacements leave every local
// variable they read still read: else the fix would not compile.
func (c *checker) keepsVarsRead(h *handlers.Handler, reps ...fixes.Replacement) bool {
	return fixes.KeepsVarsRead(c.pass.TypesInfo, h.File, reps...)
}

// allWritten reports whether every non-nil error reaching r is written.
func (c *checker) allWritten(r *handlers.Return) bool {
	any := false
	for _, o := range flow.Origins(r.Err, r.Instr.Block()) {
		if flow.IsNilConst(o.Value) || flow.NilAt(o.Value, o.Block) == flow.IsNil {
			continue
		}
		if !c.cls.Error(o.Value).AllWritten() {
			return false
		}
		any = true
	}
	return any
}

// carriesForeign reports whether some non-nil error reaching r carries
// text made outside the module (errorigin): the handler's only record of
// what failed, which a written isError text leaves out.
func (c *checker) carriesForeign(r *handlers.Return) bool {
	if r.Err == nil {
		return false
	}
	for _, o := range flow.Origins(r.Err, r.Instr.Block()) {
		if flow.IsNilConst(o.Value) || flow.NilAt(o.Value, o.Block) == flow.IsNil {
			continue
		}
		for _, src := range c.cls.Error(o.Value).Sources {
			// A sentinel's text is fixed (os.ErrClosed): a written text
			// can say all it says. An upstream body, a stack trace or a
			// credential is there only for the log.
			if src.Kind == errorigin.Foreign && !src.Sentinel || src.Kind&(errorigin.Body|errorigin.Stack|errorigin.Secret) != 0 {
				return true
			}
		}
	}
	return false
}

// messageExpr returns a string expression with the text of errExpr:
// errors.New's argument, fmt.Errorf's constant format when it has no verb,
// its operands under fmt.Sprintf, or errExpr.Error().
func (c *checker) messageExpr(errExpr ast.Expr) string {
	info := c.pass.TypesInfo
	fset := c.pass.Fset
	if msg := c.rpcMessage(errExpr); msg != nil {
		return fixes.Source(fset, msg)
	}
	if call, ok := ast.Unparen(errExpr).(*ast.CallExpr); ok && call.Ellipsis == 0 {
		if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && fn.Pkg() != nil {
			sel, _ := call.Fun.(*ast.SelectorExpr)
			switch fn.Pkg().Path() + "." + fn.Name() {
			case "errors.New":
				if len(call.Args) == 1 {
					return fixes.Source(fset, call.Args[0])
				}
			case "fmt.Errorf":
				if sel != nil && len(call.Args) > 0 {
					tv := info.Types[call.Args[0]]
					if tv.Value != nil && tv.Value.Kind() == constant.String && len(call.Args) == 1 && !strings.Contains(constant.StringVal(tv.Value), "%") {
						// A constant with no verb is the text itself:
						// fmt.Sprintf("text") would draw staticcheck's
						// S1039 (diagram-as-code's "missing yamlContent
						// argument").
						return fixes.Source(fset, call.Args[0])
					}
					if tv.Value != nil && tv.Value.Kind() == constant.String && !strings.Contains(constant.StringVal(tv.Value), "%w") {
						var args []string
						for _, a := range call.Args {
							args = append(args, fixes.Source(fset, a))
						}
						return fixes.Source(fset, sel.X) + ".Sprintf(" + strings.Join(args, ", ") + ")"
					}
				}
			}
		}
	}
	src := fixes.Source(fset, errExpr)
	if src == "" {
		return ""
	}
	switch ast.Unparen(errExpr).(type) {
	case *ast.Ident, *ast.SelectorExpr, *ast.CallExpr, *ast.IndexExpr:
		return src + ".Error()"
	}
	return "(" + src + ").Error()"
}

// says reports whether msg, a *jsonrpc.Error's constant message, says
// what failed as opaquemsg judges it. A fix that makes the message the
// isError text the model reads must not show one that says nothing
// ("failed"): no analyzer judged it as a JSON-RPC error's message, so it
// would draw a new opaquemsg finding. The honest fix is a written
// message, which the diagnostic asks for.
func (c *checker) says(msg ast.Expr) bool {
	tv := c.pass.TypesInfo.Types[msg]
	return tv.Value != nil && tv.Value.Kind() == constant.String && opaquemsg.SaysWhat(constant.StringVal(tv.Value))
}

// rpcMessage returns the Message of a &jsonrpc.Error{...} literal with a
// constant message, or nil.
func (c *checker) rpcMessage(errExpr ast.Expr) ast.Expr {
	u, ok := ast.Unparen(errExpr).(*ast.UnaryExpr)
	je := c.res.Model.JSONRPCErrorOf(c.pass.TypesInfo.TypeOf(u))
	if !ok || je == nil {
		return nil
	}
	lit, ok := u.X.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == je.MessageField && c.pass.TypesInfo.Types[kv.Value].Value != nil {
				return kv.Value
			}
		}
	}
	return nil
}

// plainErrorFix rewrites a returned &jsonrpc.Error{Message: "constant"}
// in a typed handler into errors.New("constant"), which go-sdk sends as
// an isError result with that text. A result returned beside it would
// then be a result beside an error, dropped all the same: an isError
// result with written text is kept instead of the error, any other result
// is dropped.
func (c *checker) plainErrorFix(h *handlers.Handler, r *handlers.Return) []analysis.SuggestedFix {
	errExpr := r.ErrExpr(h)
	if errExpr == nil {
		return nil
	}
	msg := c.rpcMessage(errExpr)
	if msg == nil {
		return nil
	}
	resExpr := r.ResultExpr(h)
	beside := resExpr != nil && c.definitelyNonNil(r.Result, r)
	if beside && c.keepsResult(r, resExpr) {
		if !c.keepsVarsRead(h, fixes.Replacement{Old: errExpr, New: "nil"}) {
			return nil
		}
		return []analysis.SuggestedFix{{Message: "keep the isError result and return a nil error",
			TextEdits: []analysis.TextEdit{fixes.Replace(errExpr, "nil")}}}
	}
	if !c.says(msg) {
		return nil
	}
	name, edits, ok := fixes.EnsureImport(c.pass.TypesInfo, h.File, "errors", "errors")
	if !ok {
		return nil
	}
	plain := name + ".New(" + fixes.Source(c.pass.Fset, msg) + ")"
	reps := []fixes.Replacement{{Old: errExpr, New: plain}}
	if beside {
		reps = append(reps, fixes.Replacement{Old: resExpr, New: "nil"})
	}
	if !c.keepsVarsRead(h, reps...) {
		return nil
	}
	for _, rep := range reps {
		edits = append(edits, fixes.Replace(rep.Old, rep.New))
	}
	return []analysis.SuggestedFix{{Message: "return a plain error with the same message", TextEdits: edits}}
}

// besideFix keeps whichever of a result and an error carries the message
// the author wrote: a flagged result with a written text keeps the result;
// a typed go-sdk handler, whose error becomes the isError text anyway,
// keeps the error; else the error's written text becomes an isError
// result.
func (c *checker) besideFix(h *handlers.Handler, r *handlers.Return, protocol bool) *analysis.SuggestedFix {
	resExpr, errExpr := r.ResultExpr(h), r.ErrExpr(h)
	if resExpr == nil || errExpr == nil {
		return nil
	}
	if c.keepsResult(r, resExpr) {
		if !c.keepsVarsRead(h, fixes.Replacement{Old: errExpr, New: "nil"}) {
			return nil
		}
		return &analysis.SuggestedFix{Message: "keep the isError result and return a nil error",
			TextEdits: []analysis.TextEdit{fixes.Replace(errExpr, "nil")}}
	}
	if !protocol && h.Spec.ErrorTextIsContent {
		if !c.keepsVarsRead(h, fixes.Replacement{Old: resExpr, New: "nil"}) {
			return nil
		}
		return &analysis.SuggestedFix{Message: "return only the error, which becomes the isError result",
			TextEdits: []analysis.TextEdit{fixes.Replace(resExpr, "nil")}}
	}
	if protocol {
		return c.errorResultFix(h, r, "return the error's text as an isError result")
	}
	return nil
}

// keepsResult reports whether a fix should keep the isError result
// returned beside an error, and drop the error: the result is flagged, its
// text is written by the author, and the text says what failed. The SDK
// used to drop that result, so no analyzer judged its text: a fix that
// shows "error" to the model would draw an opaquemsg finding. Texts are
// judged when they are constants; any other keeps no result.
func (c *checker) keepsResult(r *handlers.Return, resExpr ast.Expr) bool {
	says := func(s string, ok bool) bool { return ok && opaquemsg.SaysWhat(s) }
	if c.flaggedLiteral(resExpr) {
		return c.literalTextsSay(resExpr, says)
	}
	if c.wrapsErrorText(r) {
		return true
	}
	if !c.flaggedWritten(r) {
		return false
	}
	for _, o := range flow.Origins(r.Result, r.Instr.Block()) {
		call, _ := flow.CallOf(o.Value)
		k := c.constructor(flow.StaticFunc(call.Common()))
		args := flow.Args(call.Common())
		if k.TextArg < 0 || k.TextArg >= len(args) || !says(errorigin.ConstString(args[k.TextArg])) {
			return false
		}
	}
	return true
}

// wrapsErrorText reports whether the result returned at r is, on every
// path, an isError result built by the project whose only text carries the
// returned error's text and words of the author's around it
// (ontap-mcp's errorResult(fmt.Errorf("failed to fetch SVM-scoped qos
// policies: %w", err)), empty, err): keeping it sends the same error with
// the author's words, where returning only the error would drop them.
func (c *checker) wrapsErrorText(r *handlers.Return) bool {
	if c.rres == nil || r.Err == nil {
		return false
	}
	errKey := textKey(textval.Error(r.Err))
	if errKey == "" {
		return false
	}
	return c.everyOneText(r, func(t textval.Text) bool {
		// A text with a formatted value is never opaque (opaquemsg);
		// the words are what returning only the error would lose.
		key := textKey(t)
		return strings.Contains(key, errKey) && key != errKey && strings.ContainsFunc(t.Const(""), unicode.IsLetter)
	})
}

// literalTextsSay reports whether every text field of a result literal
// is a constant text that says accepts.
func (c *checker) literalTextsSay(lit ast.Expr, says func(string, bool) bool) bool {
	rt := c.res.Model.ResultFor(sdkOfType(c.res.Model, c.pass.TypesInfo.TypeOf(lit)))
	if rt == nil {
		return false
	}
	n := 0
	ok := true
	ast.Inspect(lit, func(node ast.Node) bool {
		kv, isKV := node.(*ast.KeyValueExpr)
		if !isKV {
			return true
		}
		if id, isID := kv.Key.(*ast.Ident); isID && id.Name == rt.TextField {
			n++
			tv := c.pass.TypesInfo.Types[kv.Value]
			ok = ok && tv.Value != nil && tv.Value.Kind() == constant.String && says(constant.StringVal(tv.Value), true)
		}
		return true
	})
	return ok && n > 0
}

// flaggedWritten reports whether the returned result is, on every path,
// built by a flagging SDK constructor from written text.
func (c *checker) flaggedWritten(r *handlers.Return) bool {
	return flow.EveryCall(r.Result, r.Instr.Block(), func(call *ssa.Call) bool {
		obj := flow.StaticFunc(call.Common())
		k := c.constructor(obj)
		if k == nil || !k.Flagged {
			return false
		}
		args := flow.Args(call.Common())
		if k.TextArg >= 0 {
			if k.TextArg >= len(args) || !c.cls.Text(args[k.TextArg]).AllWritten() {
				return false
			}
		}
		if k.ErrArg >= 0 {
			if k.ErrArg >= len(args) || !c.cls.Error(args[k.ErrArg]).AllWritten() {
				return false
			}
		}
		if k.Format {
			for _, v := range flow.VariadicValues(args[len(args)-1]) {
				if !c.cls.Text(v).AllWritten() {
					return false
				}
			}
		}
		return true
	})
}

// flaggedLiteral reports whether expr is a result literal with IsError:
// true whose every Text field is a constant: a message the author wrote.
func (c *checker) flaggedLiteral(expr ast.Expr) bool {
	rt := c.res.Model.ResultFor(sdkOfType(c.res.Model, c.pass.TypesInfo.TypeOf(expr)))
	if rt == nil {
		return false
	}
	if u, ok := ast.Unparen(expr).(*ast.UnaryExpr); ok {
		expr = u.X
	}
	lit, ok := ast.Unparen(expr).(*ast.CompositeLit)
	if !ok {
		return false
	}
	flagged, texts := false, 0
	written := true
	ast.Inspect(lit, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok {
			return true
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			return true
		}
		switch id.Name {
		case rt.IsErrorField:
			if v, ok := kv.Value.(*ast.Ident); ok && v.Name == "true" && kv.Value == n.(*ast.KeyValueExpr).Value {
				flagged = flagged || c.pass.TypesInfo.Types[kv.Value].Value != nil
			}
		case rt.TextField:
			texts++
			written = written && c.pass.TypesInfo.Types[kv.Value].Value != nil
		}
		return true
	})
	return flagged && texts > 0 && written
}

// sdkOfType returns the SDK whose result type t (or *t) is, or "".
func sdkOfType(m *sdkmodel.Model, t types.Type) sdkmodel.SDK {
	for _, rt := range m.Results {
		if rt.Type.Match(t) || (sdkmodel.TypeRef{Pointer: true, Pkg: rt.Type.Pkg, Name: rt.Type.Name}).Match(t) {
			return rt.SDK
		}
	}
	return ""
}

func (c *checker) constructor(obj *types.Func) *sdkmodel.Constructor {
	if obj == nil {
		return nil
	}
	return c.res.Model.ConstructorOf(obj)
}
