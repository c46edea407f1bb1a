package flow

import (
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// Nilness is what is known of a value's nilness at a block.
type Nilness int

const (
	Unknown Nilness = iota
	IsNil
	NonNil
)

// NilAt tells what the branches dominating block b prove about v being
// nil: a block reached only through the true edge of "v != nil" knows v is
// not nil, and so on. It also knows constants and values that are never
// nil (allocations, closures, results of errors.New and fmt.Errorf are not
// judged here: that is the caller's business).
func NilAt(v ssa.Value, b *ssa.BasicBlock) Nilness {
	switch x := v.(type) {
	case *ssa.Const:
		if x.IsNil() {
			return IsNil
		}
		return NonNil
	case *ssa.Alloc, *ssa.MakeClosure, *ssa.MakeMap, *ssa.MakeChan, *ssa.MakeSlice, *ssa.Function:
		return NonNil
	case *ssa.MakeInterface:
		return NonNil // an interface holding a (possibly nil) concrete value is not nil
	case *ssa.Call:
		if obj := StaticFunc(x.Common()); obj != nil && obj.Pkg() != nil {
			switch obj.Pkg().Path() + "." + obj.Name() {
			case "errors.New", "fmt.Errorf":
				return NonNil
			}
		}
	}
	for blk := b; blk != nil; blk = blk.Idom() {
		if len(blk.Preds) != 1 {
			continue
		}
		pred := blk.Preds[0]
		if n := edgeNilness(v, pred, blk); n != Unknown {
			return n
		}
	}
	return Unknown
}

// AlwaysNil reports whether v is nil on every path to block at: each of
// its definitions that can reach at (flow.Origins) is the nil constant or
// known to be nil where it reaches. A value is immutable, so an error
// known to be nil where a text that formats it is sent was nil when it
// was formatted.
func AlwaysNil(v ssa.Value, at *ssa.BasicBlock) bool {
	if at == nil {
		return IsNilConst(v)
	}
	for _, o := range Origins(v, at) {
		if !IsNilConst(o.Value) && NilAt(o.Value, o.Block) != IsNil {
			return false
		}
	}
	return true
}

// edgeNilness judges v on the edge pred→succ, when pred ends in an If on
// "v == nil" or "v != nil".
func edgeNilness(v ssa.Value, pred, succ *ssa.BasicBlock) Nilness {
	if len(pred.Instrs) == 0 {
		return Unknown
	}
	iff, ok := pred.Instrs[len(pred.Instrs)-1].(*ssa.If)
	if !ok || len(pred.Succs) != 2 || pred.Succs[0] == pred.Succs[1] {
		return Unknown
	}
	cond, ok := iff.Cond.(*ssa.BinOp)
	if !ok || (cond.Op != token.EQL && cond.Op != token.NEQ) {
		return Unknown
	}
	var other ssa.Value
	sticky := false
	switch {
	case sameValue(cond.X, v):
		other = cond.Y
	case sameValue(cond.Y, v):
		other = cond.X
	case sameContextErr(cond.X, v):
		other, sticky = cond.Y, true
	case sameContextErr(cond.Y, v):
		other, sticky = cond.X, true
	default:
		return Unknown
	}
	if !IsNilConst(other) {
		return Unknown
	}
	taken := succ == pred.Succs[0] // true edge
	if (cond.Op == token.EQL) == taken {
		if sticky {
			return Unknown // a later ctx.Err() may no longer be nil
		}
		return IsNil
	}
	return NonNil
}

// sameContextErr reports whether a and b are calls of Err on the same
// context: once a context's Err is not nil it stays so, so a check of one
// call tells the other is not nil (gopls: if ctx.Err() != nil { return
// nil, nil, ctx.Err() }).
func sameContextErr(a, b ssa.Value) bool {
	ca, ok := contextErr(a)
	if !ok {
		return false
	}
	cb, ok := contextErr(b)
	return ok && ca == cb
}

// contextErr returns the context v is the Err() of.
func contextErr(v ssa.Value) (ssa.Value, bool) {
	call, ok := strip(v).(*ssa.Call)
	if !ok || !call.Call.IsInvoke() || call.Call.Method.Name() != "Err" || !typeinfo.IsContext(call.Call.Value.Type()) {
		return nil, false
	}
	return call.Call.Value, true
}

// sameValue compares values through no-op conversions, so that a check of
// an error converted to another interface still counts.
func sameValue(a, b ssa.Value) bool {
	return strip(a) == strip(b)
}

func strip(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		default:
			return v
		}
	}
}

// Guard is a branch condition known to hold in a block: Cond evaluated
// to Taken on the edge into a block that dominates it.
type Guard struct {
	Cond  ssa.Value
	Taken bool
	If    *ssa.If
}

// Guards returns the conditions known in block b, innermost first.
func Guards(b *ssa.BasicBlock) []Guard {
	return GuardsExcept(b, nil)
}

// GuardsExcept is Guards where control never leaves the blocks for which
// dead is true (a block that calls log.Fatal or os.Exit): a branch whose
// other way in is dead still guards the block.
func GuardsExcept(b *ssa.BasicBlock, dead func(*ssa.BasicBlock) bool) []Guard {
	var out []Guard
	for blk := b; blk != nil; blk = blk.Idom() {
		preds := blk.Preds
		if dead != nil {
			preds = nil
			for _, p := range blk.Preds {
				if !dead(p) {
					preds = append(preds, p)
				}
			}
		}
		if len(preds) != 1 {
			continue
		}
		pred := preds[0]
		if len(pred.Instrs) == 0 || len(pred.Succs) != 2 || pred.Succs[0] == pred.Succs[1] {
			continue
		}
		iff, ok := pred.Instrs[len(pred.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		out = append(out, Guard{Cond: iff.Cond, Taken: blk == pred.Succs[0], If: iff})
	}
	return out
}
