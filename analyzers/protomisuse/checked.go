package protomisuse

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// maxCheckDepth bounds how deep checked looks into a condition and how
// far sameExpr compares two expressions.
const maxCheckDepth = 6

// checked reports whether a condition that dominates at mentions one of
// subjects: the value itself, the same expression computed again
// (len(args.Items) for args.Items), a value it is converted or offset
// from (i for i-1), or, as the argument of a call that is not the SDK's,
// a value it is read from (validate(in) for in.Items). Any mention counts,
// whatever it compares: a check mcplint cannot judge is taken for a good
// one (precision first).
func (ip *inputPanics) checked(at ssa.Instruction, subjects ...ssa.Value) bool {
	var names, sources []ssa.Value
	for _, s := range subjects {
		if s == nil || isConstValue(s) {
			continue
		}
		names = append(names, peel(s)...)
		sources = append(sources, ip.sources(s)...)
	}
	if len(names) == 0 {
		return false
	}
	for b := at.Block().Idom(); b != nil; b = b.Idom() {
		if len(b.Instrs) == 0 {
			continue
		}
		ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if ok && ip.mentions(ifi.Cond, names, sources, 0, map[ssa.Value]bool{}) {
			return true
		}
	}
	return false
}

// peel returns v and the values it is a plain transformation of:
// through conversions, arithmetic with a constant, and the comma-ok
// forms (v, ok := m[k]; !ok names m[k]). A call's other results are not
// its value: err != nil after v, err := req.RequireString("q") says the
// argument is a string, not that it is a valid pattern.
func peel(v ssa.Value) []ssa.Value {
	out := []ssa.Value{v}
	for range maxCheckDepth {
		switch x := v.(type) {
		case *ssa.Extract:
			switch x.Tuple.(type) {
			case *ssa.Lookup, *ssa.TypeAssert:
				v = x.Tuple
			default:
				return out
			}
		case *ssa.Convert:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.TypeAssert:
			v = x.X
		case *ssa.UnOp:
			if x.Op != token.SUB && x.Op != token.XOR && x.Op != token.NOT {
				return out
			}
			v = x.X
		case *ssa.BinOp:
			switch {
			case isConstValue(x.Y):
				v = x.X
			case isConstValue(x.X):
				v = x.Y
			default:
				return out
			}
		default:
			return out
		}
		out = append(out, v)
	}
	return out
}

// sources returns what v is read from (a struct, a map, a slice), up to
// the typed arguments; the request itself is not one, as every handler
// passes it around.
func (ip *inputPanics) sources(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	for range maxCheckDepth {
		switch x := v.(type) {
		case *ssa.Field:
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.UnOp:
			v = x.X
		case *ssa.Lookup:
			v = x.X
		case *ssa.Index:
			v = x.X
		case *ssa.IndexAddr:
			v = x.X
		case *ssa.Extract:
			v = x.Tuple
		case *ssa.TypeAssert:
			v = x.X
		case *ssa.Convert:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		default:
			return out
		}
		if p, ok := v.(*ssa.Parameter); ok && ip.h.Spec.Request.Match(p.Type()) {
			return out
		}
		out = append(out, v)
	}
	return out
}

// mentions reports whether condition value v, or a value it is computed
// from, names one of names, or passes one of sources to a call that is not
// the SDK's.
func (ip *inputPanics) mentions(v ssa.Value, names, sources []ssa.Value, depth int, seen map[ssa.Value]bool) bool {
	if v == nil || seen[v] || depth > maxCheckDepth {
		return false
	}
	seen[v] = true
	for _, n := range names {
		if sameExpr(v, n, 0) {
			return true
		}
	}
	instr, ok := v.(ssa.Instruction)
	if !ok {
		return false
	}
	if call, ok := v.(*ssa.Call); ok && !ip.sdkCall(call) {
		for _, a := range call.Call.Args {
			for _, s := range sources {
				if sameExpr(a, s, 0) || sameExpr(loaded(a), s, 0) {
					return true
				}
			}
		}
	}
	for _, op := range instr.Operands(nil) {
		if op != nil && ip.mentions(*op, names, sources, depth+1, seen) {
			return true
		}
	}
	return false
}

// loaded returns the variable a is loaded from (x for *x), or nil: a
// parameter whose address is taken (&in.Paths) lives in a local, and a
// call given the parameter by value (validate(in), in.validate()) is
// given a load of that local, while the fields read from it name the
// local itself.
func loaded(a ssa.Value) ssa.Value {
	if u, ok := a.(*ssa.UnOp); ok && u.Op == token.MUL {
		return u.X
	}
	return nil
}

func (ip *inputPanics) sdkCall(call *ssa.Call) bool {
	fn := call.Call.StaticCallee()
	return fn != nil && fn.Pkg != nil && ip.c.res.Model.IsSDKPackage(fn.Pkg.Pkg.Path())
}

// sameExpr reports whether a and b are the same value or the same
// expression of the same values: args.Items read twice, two calls of
// req.GetString("q", ""). Memory is not tracked: a field read again
// after a store to it is taken for the same.
func sameExpr(a, b ssa.Value, depth int) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || depth > maxCheckDepth {
		return false
	}
	same := func(x, y ssa.Value) bool { return sameExpr(x, y, depth+1) }
	switch x := a.(type) {
	case *ssa.Const:
		y, ok := b.(*ssa.Const)
		if !ok || x.Value == nil || y.Value == nil {
			return ok && x.Value == nil && y.Value == nil && types.Identical(x.Type(), y.Type())
		}
		return x.Value.Kind() == y.Value.Kind() && x.Value.ExactString() == y.Value.ExactString()
	case *ssa.Field:
		y, ok := b.(*ssa.Field)
		return ok && x.Field == y.Field && same(x.X, y.X)
	case *ssa.FieldAddr:
		y, ok := b.(*ssa.FieldAddr)
		return ok && x.Field == y.Field && same(x.X, y.X)
	case *ssa.UnOp:
		y, ok := b.(*ssa.UnOp)
		return ok && x.Op == y.Op && same(x.X, y.X)
	case *ssa.Lookup:
		y, ok := b.(*ssa.Lookup)
		return ok && same(x.X, y.X) && same(x.Index, y.Index)
	case *ssa.Index:
		y, ok := b.(*ssa.Index)
		return ok && same(x.X, y.X) && same(x.Index, y.Index)
	case *ssa.IndexAddr:
		y, ok := b.(*ssa.IndexAddr)
		return ok && same(x.X, y.X) && same(x.Index, y.Index)
	case *ssa.Extract:
		y, ok := b.(*ssa.Extract)
		return ok && x.Index == y.Index && same(x.Tuple, y.Tuple)
	case *ssa.Convert:
		y, ok := b.(*ssa.Convert)
		return ok && types.Identical(x.Type(), y.Type()) && same(x.X, y.X)
	case *ssa.ChangeType:
		y, ok := b.(*ssa.ChangeType)
		return ok && types.Identical(x.Type(), y.Type()) && same(x.X, y.X)
	case *ssa.MakeInterface:
		y, ok := b.(*ssa.MakeInterface)
		return ok && same(x.X, y.X)
	case *ssa.TypeAssert:
		y, ok := b.(*ssa.TypeAssert)
		return ok && types.Identical(x.AssertedType, y.AssertedType) && same(x.X, y.X)
	case *ssa.Call:
		y, ok := b.(*ssa.Call)
		if !ok || x.Call.IsInvoke() != y.Call.IsInvoke() || len(x.Call.Args) != len(y.Call.Args) {
			return false
		}
		if x.Call.IsInvoke() {
			if x.Call.Method != y.Call.Method || !same(x.Call.Value, y.Call.Value) {
				return false
			}
		} else if !sameCallee(x.Call.Value, y.Call.Value) {
			return false
		}
		for i := range x.Call.Args {
			if !same(x.Call.Args[i], y.Call.Args[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// sameCallee reports whether two call values name the same function or
// builtin.
func sameCallee(a, b ssa.Value) bool {
	switch x := a.(type) {
	case *ssa.Function:
		return a == b
	case *ssa.Builtin:
		y, ok := b.(*ssa.Builtin)
		return ok && x.Name() == y.Name()
	}
	return false
}

// keyChecked reports whether x is an argument read by a constant key
// (args["q"]) and a dominating condition tests the error of an SDK
// accessor given the same key (_, err := req.RequireString("q"); err !=
// nil): the accessor succeeded only if the argument is there. Whether
// the accessor's type is the one asserted is not judged (RequireInt
// accepts "5" where .(float64) panics): precision first, as checked.
func (ip *inputPanics) keyChecked(at ssa.Instruction, x ssa.Value) bool {
	lk, ok := flow.Concrete(x).(*ssa.Lookup)
	if !ok {
		return false
	}
	key, ok := lk.Index.(*ssa.Const)
	if !ok || key.Value == nil || key.Value.Kind() != constant.String {
		return false
	}
	for b := at.Block().Idom(); b != nil; b = b.Idom() {
		if len(b.Instrs) == 0 {
			continue
		}
		if ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If); ok && ip.testsKeyError(ifi.Cond, key, 0) {
			return true
		}
	}
	return false
}

// testsKeyError reports whether condition value v is computed from the
// error result of an SDK call that takes key.
func (ip *inputPanics) testsKeyError(v ssa.Value, key *ssa.Const, depth int) bool {
	if v == nil || depth > maxCheckDepth {
		return false
	}
	if ex, ok := v.(*ssa.Extract); ok && typeinfo.IsErrorType(ex.Type()) {
		if call, ok := ex.Tuple.(*ssa.Call); ok && ip.sdkCall(call) {
			for _, a := range call.Call.Args {
				if sameExpr(a, key, 0) {
					return true
				}
			}
		}
		return false
	}
	instr, ok := v.(ssa.Instruction)
	if !ok {
		return false
	}
	for _, op := range instr.Operands(nil) {
		if op != nil && ip.testsKeyError(*op, key, depth+1) {
			return true
		}
	}
	return false
}
