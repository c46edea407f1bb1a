package flow

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// CancellationChecked reports whether block at is reached only through
// true edges of errors.Is(v, context.Canceled) or errors.Is(v,
// context.DeadlineExceeded) (alone or joined with ||): v is then a
// context's cancellation, which mcp-go tests with exactly these calls to
// end a task "cancelled" rather than "failed".
func CancellationChecked(v ssa.Value, at *ssa.BasicBlock) bool {
	for blk := at; blk != nil; blk = blk.Idom() {
		if len(blk.Preds) == 0 {
			return false
		}
		all := true
		for _, pred := range blk.Preds {
			call, taken := edgeCall(pred, blk)
			if call == nil || !taken {
				all = false
				break
			}
			x, target, ok := errorsIs(call)
			if !ok || !sameValue(x, v) || !ContextSentinel(target) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// edgeCall returns the call pred's If branches on, and whether the edge
// pred→succ is its true edge.
func edgeCall(pred, succ *ssa.BasicBlock) (*ssa.Call, bool) {
	if len(pred.Instrs) == 0 || len(pred.Succs) != 2 || pred.Succs[0] == pred.Succs[1] {
		return nil, false
	}
	iff, ok := pred.Instrs[len(pred.Instrs)-1].(*ssa.If)
	if !ok {
		return nil, false
	}
	call, ok := iff.Cond.(*ssa.Call)
	if !ok {
		return nil, false
	}
	return call, succ == pred.Succs[0]
}

// errorsIs returns the arguments of a call of errors.Is.
func errorsIs(call *ssa.Call) (err, target ssa.Value, ok bool) {
	obj := StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "errors" || obj.Name() != "Is" {
		return nil, nil, false
	}
	args := Args(call.Common())
	if len(args) != 2 {
		return nil, nil, false
	}
	return args[0], args[1], true
}

// ContextSentinel reports whether v is a load of context.Canceled or
// context.DeadlineExceeded.
func ContextSentinel(v ssa.Value) bool {
	g := sentinelGlobal(v)
	return g != nil && g.Pkg != nil && g.Pkg.Pkg.Path() == "context" && (g.Name() == "Canceled" || g.Name() == "DeadlineExceeded")
}

// sentinelGlobal returns the package-level error variable v loads (an
// io.EOF, a context.Canceled), or nil.
func sentinelGlobal(v ssa.Value) *ssa.Global {
	u, ok := strip(v).(*ssa.UnOp)
	if !ok {
		return nil
	}
	g, ok := u.X.(*ssa.Global)
	if !ok {
		return nil
	}
	if p, ok := g.Type().(*types.Pointer); !ok || !types.IsInterface(p.Elem()) {
		return nil
	}
	return g
}

// isNilness judges v on the edge pred→succ when pred branches on
// errors.Is(v, target) for a sentinel error variable: on its true edge v
// is not nil (errors.Is(nil, target) is true only for a nil target, and
// a package's sentinel error is set once, to an error).
func isNilness(v ssa.Value, pred, succ *ssa.BasicBlock) Nilness {
	call, taken := edgeCall(pred, succ)
	if call == nil || !taken {
		return Unknown
	}
	x, target, ok := errorsIs(call)
	if !ok || !sameValue(x, v) {
		return Unknown
	}
	if sentinelGlobal(target) != nil || NilAt(target, pred) == NonNil {
		return NonNil
	}
	return Unknown
}
