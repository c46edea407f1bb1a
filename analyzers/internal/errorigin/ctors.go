package errorigin

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// errorCtor is a function of an errors package that makes an error from a
// message, a format and its operands, and an error it wraps.
type errorCtor struct {
	Func sdkmodel.FuncRef
	// Msg is the index of the message or format argument, or -1.
	Msg int
	// Format: Msg is a fmt format and its operands follow it.
	Format bool
	// Wrapped is the index of a wrapped error whose text is part of the
	// result's, or -1.
	Wrapped int
	// Stack: the result records a stack trace and prints it for %+v.
	// Wrappers without Stack keep the wrapped error's: their Format
	// passes %+v on to it.
	Stack bool
	// Unwraps: the result is an error the wrapped one is made of, not
	// the wrapped one: what only the outer error's text shows (a request
	// URL a *url.Error repeats) is not in it.
	Unwraps bool
}

// errorCtors lists the constructors of the stack-carrying errors packages
// (github.com/pkg/errors v0.9.1, github.com/cockroachdb/errors v1.11)
// and gRPC's status.Error and Errorf. Their text is their message and
// the wrapped error's, so a constant message is written in the module;
// %+v of the stack carriers' errors prints stack frames with file paths
// of the server.
func errorCtors() []errorCtor {
	var out []errorCtor
	for _, pkg := range []string{"github.com/pkg/errors", "github.com/cockroachdb/errors"} {
		out = append(out,
			errorCtor{Func: sdkmodel.FuncRef{Pkg: pkg, Name: "New"}, Msg: 0, Wrapped: -1, Stack: true},
			errorCtor{Func: sdkmodel.FuncRef{Pkg: pkg, Name: "Errorf"}, Msg: 0, Format: true, Wrapped: -1, Stack: true},
			errorCtor{Func: sdkmodel.FuncRef{Pkg: pkg, Name: "Wrap"}, Msg: 1, Wrapped: 0, Stack: true},
			errorCtor{Func: sdkmodel.FuncRef{Pkg: pkg, Name: "Wrapf"}, Msg: 1, Format: true, Wrapped: 0, Stack: true},
			errorCtor{Func: sdkmodel.FuncRef{Pkg: pkg, Name: "WithStack"}, Msg: -1, Wrapped: 0, Stack: true},
			errorCtor{Func: sdkmodel.FuncRef{Pkg: pkg, Name: "WithMessage"}, Msg: 1, Wrapped: 0},
			errorCtor{Func: sdkmodel.FuncRef{Pkg: pkg, Name: "WithMessagef"}, Msg: 1, Format: true, Wrapped: 0},
		)
	}
	return append(out,
		errorCtor{Func: sdkmodel.FuncRef{Pkg: "github.com/cockroachdb/errors", Name: "Newf"}, Msg: 0, Format: true, Wrapped: -1, Stack: true},
		// gRPC's status errors (google.golang.org/grpc v1.79.3 status.go):
		// "rpc error: code = <code> desc = " and the caller's message.
		errorCtor{Func: sdkmodel.FuncRef{Pkg: "google.golang.org/grpc/status", Name: "Error"}, Msg: 1, Wrapped: -1},
		errorCtor{Func: sdkmodel.FuncRef{Pkg: "google.golang.org/grpc/status", Name: "Errorf"}, Msg: 1, Format: true, Wrapped: -1},
		// Unwrapping yields an error the argument's text is made of.
		errorCtor{Func: sdkmodel.FuncRef{Pkg: "errors", Name: "Unwrap"}, Msg: -1, Wrapped: 0, Unwraps: true},
		errorCtor{Func: sdkmodel.FuncRef{Pkg: "github.com/pkg/errors", Name: "Cause"}, Msg: -1, Wrapped: 0, Unwraps: true},
		errorCtor{Func: sdkmodel.FuncRef{Pkg: "github.com/cockroachdb/errors", Name: "Cause"}, Msg: -1, Wrapped: 0, Unwraps: true},
		errorCtor{Func: sdkmodel.FuncRef{Pkg: "github.com/cockroachdb/errors", Name: "UnwrapAll"}, Msg: -1, Wrapped: 0, Unwraps: true},
		errorCtor{Func: sdkmodel.FuncRef{Pkg: "github.com/cockroachdb/errors", Name: "UnwrapOnce"}, Msg: -1, Wrapped: 0, Unwraps: true},
	)
}

// ctorResult classifies the error an errorCtors function returns.
func (c *Classifier) ctorResult(obj *types.Func, args []ssa.Value) (Origin, bool) {
	for _, k := range errorCtors() {
		if !k.Func.Match(obj) {
			continue
		}
		out := Origin{}
		if k.Msg >= 0 && k.Msg < len(args) {
			if k.Format {
				out = out.join(c.operands(args[k.Msg:]))
			} else {
				out = out.join(c.textOf(args[k.Msg]))
			}
		}
		if k.Wrapped >= 0 && k.Wrapped < len(args) {
			// The wrapped error's own stack, if any, stays printable.
			inner := c.errorOf(args[k.Wrapped])
			if k.Unwraps {
				inner = inner.withoutURL()
			}
			out = out.join(inner)
		}
		if k.Stack {
			out.Kind |= StackCarrier
		}
		return out, true
	}
	return Origin{}, false
}
