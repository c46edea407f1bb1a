package handlers

import (
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// Input returns h's parameters that carry the model's input: the request,
// by its type, and the typed arguments, the last parameter of a kind with
// Args, in an SDK's shape and in a project's relayed one
// (func(ctx, deps, req, args)).
func (h *Handler) Input() map[ssa.Value]bool {
	input := map[ssa.Value]bool{}
	for i, p := range h.Fn.Params {
		if h.Spec.Request.Match(p.Type()) || (h.Spec.Args && i == len(h.Fn.Params)-1 && i > 0) {
			input[p] = true
		}
	}
	return input
}

// maxInputDepth bounds how far FromInput looks back; real handlers need
// four or five steps (req.Params.Arguments["q"].(string)).
const maxInputDepth = 8

// FromInput reports whether v is computed from the values in input alone:
// loads, fields, indexes, conversions, arithmetic and concatenation with
// constants, calls of the SDK's accessors whose every argument (receiver
// included) so derives (req.GetArguments(), req.GetString("q", "")), and
// locals the arguments are decoded into (json.Unmarshal(args, &m),
// req.BindArguments(&in): a call whose other arguments all so derive). Any
// other call is not followed: it may read a file, the network, or turn
// the input into something else (regexp.QuoteMeta).
func (r *Result) FromInput(v ssa.Value, input map[ssa.Value]bool) bool {
	return r.fromInput(v, input, 0)
}

func (r *Result) fromInput(v ssa.Value, input map[ssa.Value]bool, depth int) bool {
	if input[v] {
		return true
	}
	if depth > maxInputDepth {
		return false
	}
	next := func(x ssa.Value) bool { return r.fromInput(x, input, depth+1) }
	switch x := v.(type) {
	case *ssa.UnOp:
		return (x.Op == token.MUL || x.Op == token.SUB || x.Op == token.XOR) && next(x.X)
	case *ssa.BinOp:
		// s + "/", n - 1: every operand from the input or constant, one
		// at least from the input.
		xc, yc := isConst(x.X), isConst(x.Y)
		return !(xc && yc) && (xc || next(x.X)) && (yc || next(x.Y))
	case *ssa.FieldAddr:
		return next(x.X)
	case *ssa.Field:
		return next(x.X)
	case *ssa.Index:
		return next(x.X)
	case *ssa.IndexAddr:
		return next(x.X)
	case *ssa.Lookup:
		return next(x.X)
	case *ssa.TypeAssert:
		return next(x.X)
	case *ssa.Extract:
		return next(x.Tuple)
	case *ssa.MakeInterface:
		return next(x.X)
	case *ssa.ChangeInterface:
		return next(x.X)
	case *ssa.ChangeType:
		return next(x.X)
	case *ssa.Convert:
		return next(x.X)
	case *ssa.Slice:
		return next(x.X)
	case *ssa.Alloc:
		// A parameter whose address is taken lives in a local the
		// function stores it to once; a decoded local is written by the
		// decoder.
		for _, ref := range *x.Referrers() {
			if st, ok := ref.(*ssa.Store); ok && st.Addr == x && next(st.Val) {
				return true
			}
		}
		return r.decodedInto(x, input, depth)
	case *ssa.Call:
		// Only the SDK's accessors of the request (req.GetArguments()):
		// any other call of an argument may read a file or the network.
		fn := x.Call.StaticCallee()
		if fn == nil || fn.Pkg == nil || !r.Model.IsSDKPackage(fn.Pkg.Pkg.Path()) || len(x.Call.Args) == 0 {
			return false
		}
		for _, a := range x.Call.Args {
			if !isConst(a) && !next(a) {
				return false
			}
		}
		return true
	}
	return false
}

// decodedInto reports whether local a is the destination of a call that
// decodes the input into it: a static call taking a's address (maybe as
// an interface) whose other arguments are constants or come from input.
func (r *Result) decodedInto(a *ssa.Alloc, input map[ssa.Value]bool, depth int) bool {
	isAddr := func(v ssa.Value) bool { return flow.Concrete(v) == ssa.Value(a) }
	for _, call := range callsTaking(a) {
		if call.Call.IsInvoke() {
			continue
		}
		ok, from, dest := true, false, false
		for _, arg := range call.Call.Args {
			switch {
			case isAddr(arg):
				dest = true
			case isConst(arg):
			case r.fromInput(arg, input, depth+1):
				from = true
			default:
				ok = false
			}
		}
		if ok && from && dest {
			return true
		}
	}
	return false
}

// maxTakingConversions bounds the conversions callsTaking follows from
// an address to a call: &in converted to a named pointer type and then
// to any (json.Unmarshal(data, (*Args)(&in))) is two.
const maxTakingConversions = 2

// callsTaking returns the calls that take a's address as an argument,
// directly or converted to an interface.
func callsTaking(a *ssa.Alloc) []*ssa.Call {
	var out []*ssa.Call
	var walk func(v ssa.Value, depth int)
	walk = func(v ssa.Value, depth int) {
		if depth > maxTakingConversions {
			return
		}
		for _, ref := range flow.Refs(v) {
			switch ref := ref.(type) {
			case *ssa.Call:
				out = append(out, ref)
			case *ssa.MakeInterface:
				walk(ref, depth+1)
			case *ssa.ChangeType:
				walk(ref, depth+1)
			}
		}
	}
	walk(a, 0)
	return out
}

func isConst(v ssa.Value) bool {
	_, ok := flow.Concrete(v).(*ssa.Const)
	return ok
}
