package handlers

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// Recovers reports whether fn defers a function that calls recover and
// does not panic again: a panic of fn, or of anything fn calls, ends in
// that deferred function.
func Recovers(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			d, ok := instr.(*ssa.Defer)
			if !ok {
				continue
			}
			var callee *ssa.Function
			switch v := d.Call.Value.(type) {
			case *ssa.Function:
				callee = v
			case *ssa.MakeClosure:
				callee, _ = v.Fn.(*ssa.Function)
			}
			if callee != nil && swallowsPanic(callee) {
				return true
			}
		}
	}
	return false
}

// swallowsPanic reports whether fn, run deferred, calls recover and has
// no panic statement of its own (a middleware that logs the panic and
// panics again recovers nothing).
func swallowsPanic(fn *ssa.Function) bool {
	calls := false
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Call:
				if bi, ok := in.Call.Value.(*ssa.Builtin); ok && bi.Name() == "recover" {
					calls = true
				}
			case *ssa.Panic:
				return false
			}
		}
	}
	return calls
}

// summarizeRecoveries finds, for every function of the package, the
// function-typed parameters it calls only inside a function that
// recovers panics (a recovering middleware):
//
//	func withRecovery(next server.ToolHandlerFunc) server.ToolHandlerFunc {
//		return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
//			defer func() { if r := recover(); r != nil { res = mcp.NewToolResultError("internal error") } }()
//			return next(ctx, req)
//		}
//	}
//
// A panic of the handler passed unwinds through that function's deferred
// recover, whatever the SDK.
func (d *discoverer) summarizeRecoveries() {
	d.calledFuncParams(func(prm *ssa.Parameter, calls []invocation) {
		for _, c := range calls {
			if c.reflect || !Recovers(c.call.Parent()) {
				return
			}
		}
		d.summaryUse(prm).Recovers = true
	})
}

// markRecovered records that the handlers v denotes run under a
// recovering middleware named by; a parameter v comes from gives its
// function a summary, so that its callers' handlers are marked too.
func (d *discoverer) markRecovered(v ssa.Value, by string) {
	d.resolve(v, func(t target) {
		if t.fn != nil {
			if c := d.cand(t.fn); c.recoveredBy == "" {
				c.recoveredBy = by
				d.changed = true
			}
			return
		}
		if u := d.summaryUse(t.param); !u.Recovers {
			u.Recovers = true
			d.changed = true
		}
	})
}

// noteRecoveringInstall records a recovering middleware installed on a
// server of sdk, s being the middleware function's summary: every handler
// of that SDK in the package runs under it.
func (d *discoverer) noteRecoveringInstall(in *install, s *ParamFact) {
	if u := s.Param(0); u == nil || !u.Recovers {
		return
	}
	if _, ok := d.res.Recovered[in.sdk]; !ok {
		d.res.Recovered[in.sdk] = in.call.Pos()
		d.changed = true
	}
	if _, ok := d.res.OwnRecovered[in.sdk]; !ok {
		d.res.OwnRecovered[in.sdk] = in.call.Pos()
	}
}

// importedMiddleware returns the summary of another package's function
// that v, a middleware installed here, names (mw.Recover), or nil: resolve
// follows this package's functions only.
func (d *discoverer) importedMiddleware(v ssa.Value) *ParamFact {
	for {
		switch x := v.(type) {
		case *ssa.ChangeType:
			v = x.X
			continue
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.ChangeInterface:
			v = x.X
			continue
		case *ssa.Function:
			obj, ok := x.Object().(*types.Func)
			if !ok || obj.Pkg() == nil || obj.Pkg() == d.pass.Pkg {
				return nil
			}
			return d.summaryOf(obj)
		case *ssa.Call:
			// A factory of another package (mw.Recovery(logger)): what
			// it makes, as its fact says.
			g := x.Call.StaticCallee()
			if g == nil {
				return nil
			}
			obj, ok := g.Object().(*types.Func)
			if !ok || obj.Pkg() == nil || obj.Pkg() == d.pass.Pkg {
				return nil
			}
			if s := d.summaryOf(obj); s != nil && len(s.Makes) > 0 {
				return &ParamFact{Params: s.Makes}
			}
		}
		return nil
	}
}

// factories finds the package-level functions of the package whose
// first result is a function value and every function they can return
// is a recovering middleware (ParamFact.Makes): a package that installs
// what a call of one makes installs a recovering middleware.
func (d *discoverer) factories() map[*ssa.Function][]ParamUse {
	out := map[*ssa.Function][]ParamUse{}
	for _, fn := range d.res.Funcs {
		res := fn.Signature.Results()
		if fn.Parent() != nil || res.Len() == 0 {
			continue
		}
		if _, ok := res.At(0).Type().Underlying().(*types.Signature); !ok {
			continue
		}
		made, known := 0, true
		d.funcReturns(fn, 0, func(r ssa.Value) {
			if flow.IsNilConst(r) {
				return
			}
			// Every value returned must resolve to recovering
			// middleware: one resolve cannot follow (another package's
			// function, a map element, a field, an interface method's
			// result) may recover nothing.
			visited := false
			d.resolve(r, func(t target) {
				visited = true
				if u := d.summaries[t.fn].Param(0); t.fn == nil || u == nil || !u.Recovers {
					known = false
					return
				}
				made++
			})
			if !visited {
				known = false
			}
		})
		if known && made > 0 {
			out[fn] = []ParamUse{{Index: 0, Recovers: true}}
		}
	}
	return out
}
