package leak

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// decodesInput reports whether src is the error of decoding the request's
// own arguments into a local value, whatever the decoder:
//
//	if err := mapstructure.WeakDecode(args, &params); err != nil {
//
// judged by data flow, not by a package list: the call is in a handler,
// at least one argument comes from the handler's request or typed
// arguments, at least one is the address of a local (the destination),
// and the rest are constants. Such an error describes the model's input
// (a field, a type, the value it sent), as the SDKs' argument helpers'
// do. A call with anything else among its arguments (a server value, a
// receiver, a file name of the server's) is not covered: os.ReadFile of
// an argument still reports, as it names the server's files.
func (c *checker) decodesInput(src errorigin.Source) bool {
	if src.Kind != errorigin.Foreign || !src.Pos.IsValid() {
		return false
	}
	call := c.ssaCallAt(src.Pos)
	if call == nil || call.Call.IsInvoke() || call.Call.Signature().Recv() != nil {
		return false
	}
	h := c.res.Handlers.HandlerOf(call.Parent())
	if h == nil {
		return false
	}
	// The request by its type; the typed arguments are the last
	// parameter, in an SDK's shape and in a project's relayed one
	// (func(ctx, deps, req, args)).
	input := map[ssa.Value]bool{}
	for i, p := range h.Fn.Params {
		if h.Spec.Request.Match(p.Type()) || (h.Spec.Args && i == len(h.Fn.Params)-1 && i > 0) {
			input[p] = true
		}
	}
	if len(input) == 0 {
		return false
	}
	var fromInput, dest bool
	for _, a := range call.Call.Args {
		switch {
		case isConst(a):
		case localAddr(a):
			dest = true
		case c.derivesFrom(a, input, 0) && !isText(a):
			// The arguments themselves (a map, a struct, raw JSON), not a
			// string taken from them: a path or URL is opened, not
			// decoded (toml.DecodeFile(args.Path, &cfg)).
			fromInput = true
		default:
			return false
		}
	}
	return fromInput && dest
}

// ssaCallAt returns the call at pos in the package's functions, or nil.
func (c *checker) ssaCallAt(pos token.Pos) *ssa.Call {
	if c.ssaCalls == nil {
		c.ssaCalls = map[token.Pos]*ssa.Call{}
		for _, fn := range c.res.Handlers.Funcs {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					if call, ok := instr.(*ssa.Call); ok && call.Pos().IsValid() {
						if _, seen := c.ssaCalls[call.Pos()]; !seen {
							c.ssaCalls[call.Pos()] = call
						}
					}
				}
			}
		}
	}
	return c.ssaCalls[pos]
}

func isConst(v ssa.Value) bool {
	_, ok := flow.Concrete(v).(*ssa.Const)
	return ok
}

// localAddr reports whether v is the address of a local variable, maybe
// converted to an interface.
func localAddr(v ssa.Value) bool {
	_, ok := flow.Concrete(v).(*ssa.Alloc)
	return ok
}

// derivesFrom reports whether v is computed from the values in input
// alone: loads, fields, indexes, conversions, and calls whose every
// argument (receiver included) so derives (req.GetArguments()).
func (c *checker) derivesFrom(v ssa.Value, input map[ssa.Value]bool, depth int) bool {
	if input[v] {
		return true
	}
	if depth > 8 {
		return false
	}
	next := func(x ssa.Value) bool { return c.derivesFrom(x, input, depth+1) }
	switch x := v.(type) {
	case *ssa.UnOp:
		return x.Op == token.MUL && next(x.X)
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
		// function stores it to once.
		for _, r := range *x.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == x && next(st.Val) {
				return true
			}
		}
		return false
	case *ssa.Call:
		// Only the SDK's accessors of the request (req.GetArguments()):
		// any other call of an argument may read a file or the network.
		fn := x.Call.StaticCallee()
		if fn == nil || fn.Pkg == nil || !c.res.Handlers.Model.IsSDKPackage(fn.Pkg.Pkg.Path()) || len(x.Call.Args) == 0 {
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

// isText reports whether v is a string.
func isText(v ssa.Value) bool {
	b, ok := v.Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
