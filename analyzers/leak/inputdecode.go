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
	call, input := c.handlerCallAt(src)
	if call == nil || call.Call.Signature().Recv() != nil {
		return false
	}
	var fromInput, dest bool
	for _, a := range call.Call.Args {
		switch {
		case isConst(a):
		case localAddr(a):
			dest = true
		case c.res.Handlers.FromInput(a, input) && !isText(a):
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

// handlerCallAt returns the static call that made the foreign source
// src, when it is in a handler with an input, and that input; or nil.
func (c *checker) handlerCallAt(src errorigin.Source) (*ssa.Call, map[ssa.Value]bool) {
	if src.Kind != errorigin.Foreign || !src.Pos.IsValid() {
		return nil, nil
	}
	call := c.ssaCallAt(src.Pos)
	if call == nil || call.Call.IsInvoke() {
		return nil, nil
	}
	h := c.res.Handlers.HandlerOf(call.Parent())
	if h == nil {
		return nil, nil
	}
	input := h.Input()
	if len(input) == 0 {
		return nil, nil
	}
	return call, input
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

// isText reports whether v is a string.
func isText(v ssa.Value) bool {
	b, ok := v.Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
