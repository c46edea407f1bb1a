package leak

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// One finding per cause. A source a function of the package puts into a
// tool output of its own is reported in that function, where the line
// must change, and not again at each handler that returns its results:
//
//   - a result helper's own text (checkBuilder) is judged in the helper,
//     and at a caller only what the caller's arguments bring (sink.call);
//   - the error of a function whose returns are sends themselves (a
//     handler-shaped helper that handlers return unchecked, which the
//     handlers pass makes a continuation, or another handler) is judged
//     at its returns; a handler that returns or wraps that error is
//     judged only for the arguments it passes (forwarded).
//
// Handlers declared in one package and registered in another (open
// handlers, judged under their declared function until the package that
// assembles the server claims them) merge too: a continuation they share
// is judged again under each one's scope, and the assembling package
// reports its finding once.
//
// Each finding in such a function says how many handlers of the package
// send it. The count and the merge stay within the package: under go vet
// each package is its own process, where a position in another package
// is not valid, so a caller in another package keeps its own finding.

// pending is a diagnostic held until every send is judged, when the
// number of handlers that send it is known.
type pending struct {
	diag    analysis.Diagnostic
	owner   *ssa.Function
	open    *types.Func
	variant string
}

// via records that caller returns (or wraps) what callee makes.
func (c *checker) via(callee, caller *ssa.Function) {
	if callee != nil && callee.Origin() != nil {
		callee = callee.Origin()
	}
	if callee == nil || caller == nil || callee == caller {
		return
	}
	if c.callers[callee] == nil {
		c.callers[callee] = map[*ssa.Function]bool{}
	}
	c.callers[callee][caller] = true
}

// senders counts the handlers of the package (continuations not counted:
// they are helpers the handlers pass lists as handlers) that send what
// fn makes: fn itself if it is one, and those that reach it through
// the callers recorded by via.
func (c *checker) senders(fn *ssa.Function) int {
	seen := map[*ssa.Function]bool{fn: true}
	n := 0
	work := []*ssa.Function{fn}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		if h := c.res.Handlers.HandlerOf(f); h != nil && h.How != handlers.AsContinuation {
			n++
		}
		for g := range c.callers[f] {
			if !seen[g] {
				seen[g] = true
				work = append(work, g)
			}
		}
	}
	return n
}

// isSender reports whether fn is a handler in its own right.
func (c *checker) isSender(fn *ssa.Function) bool {
	h := c.res.Handlers.HandlerOf(fn)
	return h != nil && h.How != handlers.AsContinuation
}

// flush reports the held diagnostics, each naming how many handlers send
// it when that is not just the handler it is in.
func (c *checker) flush() {
	for _, p := range c.held {
		if n := c.senders(p.owner); n >= 2 || (n == 1 && !c.isSender(p.owner)) {
			p.diag.Message += sentBy(n)
		}
		c.rep.Scope(p.open, p.variant)
		c.rep.Report(p.diag)
	}
	c.rep.Scope(nil, "")
	c.held = nil
}

func sentBy(n int) string {
	if n == 1 {
		return " (1 handler sends it)"
	}
	return fmt.Sprintf(" (%d handlers send it)", n)
}

// forwarded classifies hole p of sk's text when some of its definitions
// are the error of a call of a function whose returns are judged as sends
// (see above): for those, only what sk's arguments bring; for the others,
// the hole's own classification. ok is false when no definition is such
// an error, and the caller classifies the hole as usual.
func (c *checker) forwarded(p textval.Part, sk *sink) (o errorigin.Origin, ok bool) {
	if sk.handler == nil || !typeinfo.ImplementsError(p.Hole.Type()) {
		return errorigin.Origin{}, false
	}
	origins := flow.Origins(p.Hole, sk.block)
	var calls []*ssa.Call
	var callees []*ssa.Function
	for _, d := range origins {
		call, g := c.judgedCall(d.Value, sk.handler)
		calls, callees = append(calls, call), append(callees, g)
		ok = ok || g != nil
	}
	if !ok {
		return errorigin.Origin{}, false
	}
	for i, d := range origins {
		var od errorigin.Origin
		switch {
		case callees[i] != nil:
			c.via(callees[i], sk.owner)
			_, idx := flow.CallOf(d.Value)
			flows := c.liveParamsAt(c.cls.Result(callees[i], idx).Params, calls[i], sk.block)
			od = c.cls.Bind(errorigin.Origin{Params: flows}, calls[i])
		case flow.IsNilConst(d.Value) || flow.NilAt(d.Value, d.Block) == flow.IsNil:
			continue
		default:
			od = c.cls.Value(d.Value, p.Verb)
		}
		o.Kind |= od.Kind
		o.Sources = append(o.Sources, od.Sources...)
	}
	return o, true
}

// judgedCall returns the call that defines v and its callee, when v is
// the callee's error result and the callee is a handler of this package
// judged under the same open scope as h (so that its findings are
// reported, or deferred, exactly when h's would be); nil otherwise.
func (c *checker) judgedCall(v ssa.Value, h *handlers.Handler) (*ssa.Call, *ssa.Function) {
	call, idx := flow.CallOf(v)
	if call == nil || call.Parent() != h.Fn {
		return nil, nil
	}
	callee := call.Call.StaticCallee()
	if callee == nil {
		return nil, nil
	}
	if callee.Origin() != nil {
		callee = callee.Origin()
	}
	g := c.res.Handlers.HandlerOf(callee)
	if g == nil || g.Fn == h.Fn || idx != g.Spec.ErrorIndex {
		return nil, nil
	}
	switch {
	case g.Open == nil || g.Open == h.Open:
		// Its findings are reported whenever h's are.
	case h.Open != nil:
		// Both are open handlers, judged under different declared
		// functions (slack-mcp-server's exported handler methods share
		// a marshalling continuation): its returns are judged again
		// under h's scope, so that the package claiming h reports them.
		c.rejudgeUnder(callee, h)
	default:
		return nil, nil // its findings may never be claimed; h's are reported
	}
	return call, callee
}

// rejudgeKey is a handler function to judge again under the scope of an
// open handler's variant.
type rejudgeKey struct {
	fn      *ssa.Function
	open    *types.Func
	variant string
}

func (c *checker) rejudgeUnder(fn *ssa.Function, h *handlers.Handler) {
	k := rejudgeKey{fn, h.Open, h.Variant}
	if !c.rejudged[k] {
		c.rejudged[k] = true
		c.rejudge = append(c.rejudge, k)
	}
}

// judgeAgain judges the sends of the functions rejudgeUnder recorded,
// each under the scope it was recorded with; judging them may record
// more.
func (c *checker) judgeAgain() {
	for i := 0; i < len(c.rejudge); i++ {
		k := c.rejudge[i]
		for _, s := range c.res.Sends {
			if s.Handler.Fn == k.fn && s.Handler.Variant == k.variant {
				c.scope(k.open, k.variant)
				c.checkSend(s)
			}
		}
	}
	c.scope(nil, "")
}

// liveParamsAt drops the parameter flows whose argument at call is an
// error known to be nil in block.
func (c *checker) liveParamsAt(flows []errorigin.ParamFlow, call *ssa.Call, block *ssa.BasicBlock) []errorigin.ParamFlow {
	args := flow.Args(call.Common())
	var out []errorigin.ParamFlow
	for _, f := range flows {
		if f.Index < len(args) && c.nilAt(args[f.Index], block) {
			continue
		}
		out = append(out, f)
	}
	return out
}
