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
// one (precision first). Two mentions are known to check nothing: a call
// given the map an argument is read from by a constant key, where the
// callee reads other keys only (mapkeys.go), and, for a type assertion
// (checkedType), a nil comparison.
func (ip *inputPanics) checked(at ssa.Instruction, subjects ...ssa.Value) bool {
	return ip.checkedBy(at, false, subjects)
}

// checkedType is checked for the subject of a type assertion: x != nil
// does not check x.(T), as a non-nil interface may hold another type (a
// JSON number where a bool is asserted).
func (ip *inputPanics) checkedType(at ssa.Instruction, x ssa.Value) bool {
	return ip.checkedBy(at, true, []ssa.Value{x})
}

// condCheck is what a condition must mention to check a subject.
type condCheck struct {
	names   []ssa.Value
	sources []source
	// typ: a nil comparison of a name is no mention (checkedType).
	typ bool
}

func (ip *inputPanics) checkedBy(at ssa.Instruction, typ bool, subjects []ssa.Value) bool {
	cc := condCheck{typ: typ}
	for _, s := range subjects {
		if s == nil || isConstValue(s) {
			continue
		}
		cc.names = append(cc.names, peel(s)...)
		cc.sources = append(cc.sources, ip.sources(s)...)
	}
	if len(cc.names) == 0 {
		return false
	}
	for b := at.Block().Idom(); b != nil; b = b.Idom() {
		if len(b.Instrs) == 0 {
			continue
		}
		ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if ok && ip.mentions(ifi.Cond, &cc, 0, map[ssa.Value]bool{}) {
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

// source is a value a subject is read from.
type source struct {
	v ssa.Value
	// key is the constant key by which the subject is read from v, when
	// v is a map (or an interface holding one) and the subject its
	// element, or derived from it: args for args["q"].(string), key "q".
	// A call given v checks the subject only if it reads that key.
	key   string
	keyed bool
}

// sources returns what v is read from (a struct, a map, a slice), up to
// the typed arguments; the request itself is not one, as every handler
// passes it around.
func (ip *inputPanics) sources(v ssa.Value) []source {
	var out []source
	key, keyed := "", false
	for range maxCheckDepth {
		switch x := v.(type) {
		case *ssa.Field:
			v, keyed = x.X, false
		case *ssa.FieldAddr:
			v, keyed = x.X, false
		case *ssa.UnOp:
			// A load keeps the key: the map lives in a local
			// (json.Unmarshal(raw, &args)) and is read through it.
			v = x.X
		case *ssa.Lookup:
			v = x.X
			key, keyed = constKey(x.Index)
		case *ssa.Index:
			v, keyed = x.X, false
		case *ssa.IndexAddr:
			v, keyed = x.X, false
		case *ssa.Extract:
			v = x.Tuple
			if _, ok := v.(*ssa.Lookup); ok {
				continue // v, ok := args["q"]: the Lookup sets the key
			}
		case *ssa.TypeAssert:
			v = x.X
		case *ssa.Convert:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		default:
			return out
		}
		if p, ok := v.(*ssa.Parameter); ok && ip.h != nil && ip.h.Spec.Request.Match(p.Type()) {
			return out
		}
		out = append(out, source{v: v, key: key, keyed: keyed})
	}
	return out
}

// constKey returns k's value when it is a constant string.
func constKey(k ssa.Value) (string, bool) {
	c, ok := flow.Concrete(k).(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// mentions reports whether condition value v, or a value it is computed
// from, names one of cc's names, or passes one of its sources to a call
// that is not the SDK's and may read the subject from it.
func (ip *inputPanics) mentions(v ssa.Value, cc *condCheck, depth int, seen map[ssa.Value]bool) bool {
	if v == nil || seen[v] || depth > maxCheckDepth {
		return false
	}
	seen[v] = true
	for _, n := range cc.names {
		if sameExpr(v, n, 0) {
			return true
		}
	}
	instr, ok := v.(ssa.Instruction)
	if !ok {
		return false
	}
	if cc.typ && ip.nilComparison(v, cc.names) {
		return false
	}
	if call, ok := v.(*ssa.Call); ok && !ip.sdkCall(call) {
		for i, a := range call.Call.Args {
			for _, s := range cc.sources {
				if (sameExpr(a, s.v, 0) || sameExpr(loaded(a), s.v, 0)) && (!s.keyed || ip.c.mayReadKey(call, i, s.key)) {
					return true
				}
			}
		}
	}
	for _, op := range instr.Operands(nil) {
		if op != nil && ip.mentions(*op, cc, depth+1, seen) {
			return true
		}
	}
	return false
}

// nilComparison reports whether v is x == nil or x != nil of one of names.
func (ip *inputPanics) nilComparison(v ssa.Value, names []ssa.Value) bool {
	b, ok := v.(*ssa.BinOp)
	if !ok || (b.Op != token.EQL && b.Op != token.NEQ) {
		return false
	}
	x := b.X
	switch {
	case flow.IsNilConst(b.Y):
	case flow.IsNilConst(b.X):
		x = b.Y
	default:
		return false
	}
	for _, n := range names {
		if sameExpr(x, n, 0) {
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
