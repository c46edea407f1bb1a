package protomisuse

import (
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// cancelsOnContextError reports whether h's SDK gives an error that wraps
// a context's cancellation an outcome other than a JSON-RPC error on every
// version in view: mcp-go ends a task "cancelled" for it (errors.Is), not
// "failed", so the task tool rule does not apply.
func (c *checker) cancelsOnContextError(h *handlers.Handler) bool {
	os := h.Spec.OnContextError.Resolve(c.res.Pkgs)
	for _, o := range os {
		if o.Channel == sdkmodel.ProtocolError {
			return false
		}
	}
	return len(os) > 0
}

// dropContextErrors removes from defs the errors that are a context's
// cancellation: ctx.Err(), context.Cause(ctx), context.Canceled and
// context.DeadlineExceeded, and fmt.Errorf wrapping one of them with %w.
// The SDK tests the error with errors.Is, so a context the handler derived
// (a timeout of its own) ends the task cancelled too: whatever else is
// wrong there, the task does not end failed.
func dropContextErrors(defs []errDef) []errDef {
	out := defs[:0:0]
	for _, d := range defs {
		if !contextError(d.o.Value, 0) {
			out = append(out, d)
		}
	}
	return out
}

// maxCancelHelpers is how many of the package's helpers contextError
// follows to a context's cancellation (sleep(ctx, d) returning ctx.Err(),
// called by retry): a cancellation made deeper than two helpers down is
// taken for any other error.
const maxCancelHelpers = 2

// contextError reports whether v, an error definition, is or wraps a
// context's cancellation.
func contextError(v ssa.Value, depth int) bool {
	if depth > maxCancelHelpers {
		return false
	}
	if _, ok := v.(*ssa.UnOp); ok {
		return flow.ContextSentinel(v)
	}
	call, _ := flow.CallOf(v)
	if call == nil {
		return false
	}
	// A helper of the package (sleep(ctx, d)) whose every return is nil
	// or a cancellation, and one at least a cancellation.
	if fn, idx := flow.Callee(v); fn != nil && fn.Syntax() != nil && v.Parent() != nil && fn.Pkg == v.Parent().Pkg {
		some := false
		every := flow.EveryReturn(fn, idx, func(o flow.Origin) bool {
			if flow.IsNilConst(o.Value) {
				return true
			}
			if contextError(o.Value, depth+1) {
				some = true
				return true
			}
			return false
		})
		return every && some
	}
	common := call.Common()
	if common.IsInvoke() {
		return common.Method.Name() == "Err" && typeinfo.IsContext(common.Value.Type())
	}
	obj := flow.StaticFunc(common)
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	args := flow.Args(common)
	switch obj.Pkg().Path() + "." + obj.Name() {
	case "context.Cause":
		return len(args) == 1
	case "fmt.Errorf":
		if len(args) < 2 {
			return false
		}
		format, ok := errorigin.ConstString(args[0])
		if !ok || !strings.Contains(format, "%w") {
			return false
		}
		for _, a := range flow.VariadicValues(args[1]) {
			if ci, ok := a.(*ssa.ChangeInterface); ok {
				a = ci.X
			}
			for _, o := range flow.Origins(a, nil) {
				if contextError(o.Value, depth+1) {
					return true
				}
			}
		}
	}
	return false
}
