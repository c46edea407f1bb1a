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
		if n := entryNilness(v, blk); n != Unknown {
			return n
		}
	}
	return Unknown
}

// entryNilness judges v on entry to blk: what every edge into it agrees
// on. A block with several predecessors is known only when each edge
// proves the same ("if errors.Is(err, a) || errors.Is(err, b)" leads to
// its body through two true edges, each proving err not nil).
func entryNilness(v ssa.Value, blk *ssa.BasicBlock) Nilness {
	if len(blk.Preds) == 0 {
		return Unknown
	}
	var agreed Nilness
	for i, pred := range blk.Preds {
		n := edgeNilness(v, pred, blk)
		if n == Unknown {
			n = isNilness(v, pred, blk)
		}
		if n == Unknown || i > 0 && n != agreed {
			return Unknown
		}
		agreed = n
	}
	return agreed
}

// AlwaysNil reports whether v is nil on every path to block at: each of
// its definitions that can reach at (flow.Origins) is the nil constant or
// known to be nil where it reaches. A value is immutable, so an error
// known to be nil where a text that formats it is sent was nil when it
// was formatted. A definition reached through a variable other code can
// store to (Origin.Shared: a closure, a goroutine or a callee given its
// address sets it) proves nothing, and a branch that dominates at and
// proves v, or another load of the same variable, not nil ("if err !=
// nil") overrules what the definitions seem to say.
func AlwaysNil(v ssa.Value, at *ssa.BasicBlock) bool {
	if at == nil {
		return IsNilConst(v)
	}
	if checkedNonNil(v, at) {
		return false
	}
	for _, o := range Origins(v, at) {
		if o.Shared || !IsNilConst(o.Value) && NilAt(o.Value, o.Block) != IsNil {
			return false
		}
	}
	return true
}

// checkedNonNil reports whether a branch dominating block at proves v
// not nil: v itself, or, when v is a load of a variable, another load of
// the same variable (each read of a variable captured by a closure is
// its own load, so the load "if firstErr != nil" checks is not the one
// the text formats). It only ever vetoes a claim of nil, so a store
// between the two loads costs at most a finding.
func checkedNonNil(v ssa.Value, at *ssa.BasicBlock) bool {
	if NilAt(v, at) == NonNil {
		return true
	}
	found := false
	sameVarChecks(v, at, func(n Nilness) bool {
		found = n == NonNil
		return !found
	})
	return found
}

// sameVarChecks calls yield, nearest first, with what each comparison
// with nil of a load of the variable v loads decides on an edge that
// dominates at, until yield returns false. v that is no load has none.
func sameVarChecks(v ssa.Value, at *ssa.BasicBlock, yield func(Nilness) bool) {
	addr := loadAddr(v)
	if addr == nil {
		return
	}
	for blk := at; blk != nil; blk = blk.Idom() {
		if len(blk.Preds) != 1 {
			continue
		}
		pred := blk.Preds[0]
		if len(pred.Instrs) == 0 {
			continue
		}
		iff, ok := pred.Instrs[len(pred.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		cond, ok := iff.Cond.(*ssa.BinOp)
		if !ok {
			continue
		}
		for _, x := range []ssa.Value{cond.X, cond.Y} {
			if loadAddr(x) != addr {
				continue
			}
			if n := edgeNilness(x, pred, blk); n != Unknown && !yield(n) {
				return
			}
		}
	}
}

// LoadNilAt is NilAt for v, a load of a variable (a named result, or the
// result slot SSA gives a function with a defer): a comparison with nil
// of another load of the same variable, on an edge that dominates at,
// decides it too. A store between that check and at is not looked for.
func LoadNilAt(v ssa.Value, at *ssa.BasicBlock) Nilness {
	if n := NilAt(v, at); n != Unknown {
		return n
	}
	out := Unknown
	sameVarChecks(v, at, func(n Nilness) bool {
		out = n
		return false
	})
	return out
}

// loadAddr returns the address v loads from, or nil when v is not a
// load.
func loadAddr(v ssa.Value) ssa.Value {
	u, ok := strip(v).(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return nil
	}
	return u.X
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
