package protomisuse

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// recoveryFix returns the fix of a server-recovery finding at call, the
// server's construction, when the SDK has a recovery option in the
// constructor's package (Model.Recoveries: mcp-go's server.WithRecovery,
// which turns a handler's panic into the handler's error, a -32603
// answer with the SDK's own text "panic recovered in <tool> tool
// handler: <value>"): the option appended to the call's arguments. The
// fix writes no message; go-sdk has no such option (a recovering
// middleware must answer with a text only the author can write), so it
// gets none.
//
// No fix when a handler of the SDK panics itself (an ssa.Panic in its
// body): with the option, leak judges the panic's value as the error's
// text (panicSink), and the fix would bring its finding; nor when the
// options are passed with "...".
func (c *checker) recoveryFix(call *ssa.Call, sdk sdkmodel.SDK) *analysis.SuggestedFix {
	ctor := flow.StaticFunc(call.Common())
	if ctor == nil || ctor.Pkg() == nil || !ctor.Signature().Variadic() {
		return nil
	}
	var rec *sdkmodel.Recovery
	for i, r := range c.res.Model.Recoveries {
		if r.SDK == sdk && r.Func.Pkg == ctor.Pkg().Path() && r.Func.Recv == "" {
			rec = &c.res.Model.Recoveries[i]
		}
	}
	if rec == nil || c.handlersPanic(sdk) || c.serverLeaves(call) {
		return nil
	}
	file := srcfile.FileOf(c.pass.Files, call.Pos())
	if file == nil {
		return nil
	}
	path, _ := srcfile.PathEnclosing(file, call.Pos(), call.Pos())
	var ce *ast.CallExpr
	for _, n := range path {
		if x, ok := n.(*ast.CallExpr); ok && x.Lparen == call.Pos() {
			ce = x
			break
		}
	}
	if ce == nil || ce.Ellipsis.IsValid() || len(ce.Args) == 0 {
		return nil
	}
	sel, ok := ce.Fun.(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return nil
	}
	pn, ok := c.pass.TypesInfo.Uses[id].(*types.PkgName)
	if !ok || pn.Imported().Path() != rec.Func.Pkg {
		return nil
	}
	// After the last argument: a trailing comma before the parenthesis
	// stays valid ("opts,\n\tserver.WithRecovery(),\n" is not needed).
	last := ce.Args[len(ce.Args)-1]
	opt := id.Name + "." + rec.Func.Name + "()"
	return &analysis.SuggestedFix{
		Message:   "add " + opt + " to the server's options",
		TextEdits: []analysis.TextEdit{{Pos: last.End(), End: last.End(), NewText: []byte(", " + opt)}},
	}
}

// handlersPanic reports whether a handler of sdk in the package, or a
// continuation one returns from (leak's panic sink judges both), panics
// in its own body.
func (c *checker) handlersPanic(sdk sdkmodel.SDK) bool {
	for _, h := range c.res.Handlers {
		if h.Spec == nil || h.Spec.SDK != sdk || h.Field != nil {
			continue
		}
		for _, b := range h.Fn.Blocks {
			for _, instr := range b.Instrs {
				if p, ok := instr.(*ssa.Panic); ok && p.Pos().IsValid() {
					return true
				}
			}
		}
	}
	return false
}

// serverLeaves reports whether the server call makes is passed to a
// function of another package than this one and the SDK's
// (tools.Register(s), a wrapper library): handlers registered there may
// panic with values of their own, which the option would send, and this
// package cannot see them.
func (c *checker) serverLeaves(call *ssa.Call) bool {
	for _, fn := range c.cls.Funcs() {
		for other := range flow.Calls(fn) {
			obj := flow.StaticFunc(other.Common())
			if obj == nil || obj.Pkg() == nil || obj.Pkg() == c.pass.Pkg || c.res.Model.IsSDKPackage(obj.Pkg().Path()) {
				continue
			}
			for _, a := range flow.Args(other.Common()) {
				for _, o := range flow.Origins(a, nil) {
					if o.Value == ssa.Value(call) {
						return true
					}
				}
			}
		}
	}
	return false
}
