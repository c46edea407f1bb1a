package leak

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// leak is one hole of a sink's text that carries sources to report.
type leak struct {
	hole    textval.Part
	sources []errorigin.Source
	// written: on some path the module wrote words of the hole's text
	// (a helper's "path outside allowed directories: %s"), which a fix
	// dropping the hole would take from the model.
	written bool
}

// sink is a text that reaches the client, and where it is made.
type sink struct {
	what string // "the tool result text", for messages
	text textval.Text
	// owner is the function the text is judged in: holes made elsewhere
	// are judged there.
	owner *ssa.Function
	// failure: the text is on a failure path, where bodies leak.
	failure bool
	// params: holes that are owner's parameters are judged here too
	// (a handler's), rather than at the callers (a helper's).
	params bool
	pos    token.Pos
	// block is where the text is made, when known: an error hole known
	// to be nil there shows nothing.
	block *ssa.BasicBlock
	// call, for a result built by a helper of this package, is owner's
	// call of it: holes the helper's text has of its own (a variable
	// formatted from its parameters) are judged with the call's
	// arguments.
	call *ssa.Call
	// fix, when set, offers the suggested fix for this sink; nofix says
	// why there is none when it is not.
	fix   *fixSite
	nofix noFix
	// handler is the handler whose return sends the text, when it is
	// one: an error it returns from another handler of the package is
	// judged there (forwarded).
	handler *handlers.Handler
}

// checkSend judges what one handler return sends.
func (c *checker) checkSend(s *results.Send) {
	h := s.Handler
	failure := s.IsFailure() || failpath.At(s.Origin.Block) != nil || failpath.At(s.Return.Instr.Block()) != nil
	if s.Build == nil {
		what := errorSink(s.Channel)
		if s.Task == "cancelled" {
			// mcp-go keeps a cancellation's text as the task's
			// statusMessage (tasks/get, notifications/tasks/status).
			what = "the cancelled task's status message"
		}
		if h.RawWrap != nil && s.Channel != sdkmodel.ProtocolError {
			// A wrapper calls the handler and returns its error raw.
			what = errorSink(sdkmodel.ProtocolError) + " (a wrapper returns the handler's error unchanged)"
		}
		if h.ConvertedBy != "" {
			// A middleware or adapter turns the error into a result.
			what += " (through " + h.ConvertedBy + ")"
		}
		fix, nofix := c.errFixSite(s)
		if h.Field != nil {
			// The error is written into the project's result, which an
			// adapter sends; the fixes rewrite returned errors only.
			what += " (through " + resultFieldName(h.Field) + ")"
			fix, nofix = nil, noFix{why: "the error goes into " + resultFieldName(h.Field) + ", which a fix does not rewrite"}
		}
		c.judge(&sink{what: what, text: s.Text, owner: h.Fn, failure: true, params: true,
			pos: s.Return.Pos(), block: s.Return.Instr.Block(), fix: fix, nofix: nofix, handler: h})
		return
	}
	c.checkBuild(s.Build, h.Fn, failure, true, s)
}

// checkBuild judges the texts of a result built in owner.
func (c *checker) checkBuild(b *results.Build, owner *ssa.Function, failure, params bool, s *results.Send) {
	failure = failure || b.Flag == results.Set
	var block *ssa.BasicBlock
	if in, ok := b.Value.(ssa.Instruction); ok {
		block = in.Block()
	}
	if b.Kind == results.Helper && b.Call != nil && b.Call.Parent() == owner {
		c.via(b.Call.Call.StaticCallee(), owner)
	}
	// Texts reported at one place (the definitions of one text, several
	// contents of one literal) make one diagnostic naming the worst
	// source; a fix needs a single text.
	type group struct {
		sk    *sink
		leaks []leak
		texts int
	}
	var order []*group
	byPos := map[token.Pos]*group{}
	for i, t := range b.Texts {
		sk := &sink{what: "the tool result text", text: t, owner: owner, failure: failure, params: params,
			pos: c.buildPos(b, t), block: block, nofix: noFix{why: "the result is built outside a handler's return"}}
		if b.Kind == results.ProjectField && s != nil && s.Handler.Field != nil {
			sk.what += " (through " + resultFieldName(s.Handler.Field) + ")"
		}
		if v, ok := b.Versions[i]; ok {
			sk.what += " (SetError replaces the result's content on " + v + ")"
		}
		// A text appended to the content (in a loop, on a branch) is
		// reported where it is appended and judged with what is known
		// there; the fixes rewrite only the result's own expression.
		site, appended := b.SiteOf(i)
		if appended {
			sk.pos, sk.block = c.exprStart(site.Pos), site.Block
		}
		if b.Kind == results.Helper && b.Call != nil && b.Call.Parent() == owner {
			sk.call = b.Call
		}
		if s != nil {
			if appended {
				sk.nofix = noFix{why: "the text is appended to the result's content apart from where the result is made"}
			} else {
				sk.fix, sk.nofix = c.buildFixSite(s, b)
			}
			sk.handler = s.Handler
		}
		leaks := c.leaks(sk)
		if len(leaks) == 0 {
			continue
		}
		g := byPos[sk.pos]
		if g == nil {
			g = &group{sk: sk}
			byPos[sk.pos] = g
			order = append(order, g)
		}
		g.leaks = append(g.leaks, leaks...)
		g.texts++
	}
	for _, g := range order {
		if g.texts > 1 {
			g.sk.fix, g.sk.nofix = nil, noFix{why: "the result holds several texts that show these sources"}
		}
		c.report(g.sk, g.leaks)
	}
}

// resultFieldName names the field of a project result an adapter sends, for
// messages: "api.ToolCallResult.Error".
func resultFieldName(f *handlers.ResultField) string {
	return f.Type + "." + f.Field
}

// errorSink names the sink of a returned error by its channel.
func errorSink(ch sdkmodel.Channel) string {
	if ch == sdkmodel.ProtocolError {
		return "the JSON-RPC error message"
	}
	return "the isError result text"
}

// checkBuilder judges the results a function of the package builds when
// it is not a handler: a helper that puts a source into its result itself
// is reported here, once, rather than at every caller.
func (c *checker) checkBuilder(fn *ssa.Function) {
	if h := c.res.Handlers.HandlerOf(fn); h != nil && h.Spec.ResultIndex >= 0 {
		return // its results are sends
	}
	if fn.Syntax() == nil || !c.isUserCode(fn) {
		return
	}
	idx := c.resultIndex(fn.Signature)
	if idx < 0 {
		return
	}
	for _, ret := range flow.Returns(fn) {
		if idx >= len(ret.Results) {
			continue
		}
		failure := failpath.At(ret.Block()) != nil
		for _, bl := range c.res.BuildOf(ret.Results[idx]) {
			c.checkBuild(bl, fn, failure, false, nil)
		}
	}
}

// resultIndex returns the index of the tool result among sig's results,
// or -1.
func (c *checker) resultIndex(sig *types.Signature) int {
	res := sig.Results()
	for i := 0; i < res.Len(); i++ {
		p, ok := types.Unalias(res.At(i).Type()).(*types.Pointer)
		if !ok {
			continue
		}
		for _, rt := range c.res.Handlers.Model.Results {
			if rt.Type.Match(p.Elem()) {
				return i
			}
		}
	}
	return -1
}

// checkRecovered judges what a handler's deferred recover stores into its
// named results: the panic value, a stack trace.
func (c *checker) checkRecovered(h *handlers.Handler) {
	if h.Fn.Recover == nil || len(h.Fn.Recover.Instrs) == 0 {
		return
	}
	ret, ok := h.Fn.Recover.Instrs[len(h.Fn.Recover.Instrs)-1].(*ssa.Return)
	if !ok {
		return
	}
	for i, v := range ret.Results {
		u, ok := v.(*ssa.UnOp)
		if !ok || u.Op != token.MUL {
			continue
		}
		alloc, ok := u.X.(*ssa.Alloc)
		if !ok {
			continue
		}
		for _, st := range flow.CapturedStores(alloc) {
			owner := st.Parent()
			switch i {
			case h.Spec.ErrorIndex:
				ch := sdkmodel.ProtocolError
				if os := h.Spec.OnError.Resolve(c.res.Handlers.Pkgs); len(os) > 0 {
					ch = os[0].Channel
				}
				c.judge(&sink{what: errorSink(ch), text: textval.Error(st.Val), owner: owner, failure: true,
					params: true, pos: c.valuePos(st), handler: h, nofix: noFix{why: "the text is set in a deferred recover"}})
			case h.Spec.ResultIndex:
				for _, bl := range c.res.BuildOf(st.Val) {
					c.checkBuild(bl, owner, true, true, nil)
				}
			}
		}
	}
}

// judge reports the sources that reach sk's text.
func (c *checker) judge(sk *sink) {
	if leaks := c.leaks(sk); len(leaks) > 0 {
		c.report(sk, leaks)
	}
}

// leaks returns the holes of sk's text that carry sources to report.
func (c *checker) leaks(sk *sink) []leak {
	var leaks []leak
	for _, p := range sk.text.Holes() {
		if c.nilAt(p.Hole, sk.block) {
			continue
		}
		var o errorigin.Origin
		switch {
		case c.belongs(p.Hole, sk):
			var ok bool
			if o, ok = c.forwarded(p, sk); !ok {
				o = c.cls.Value(p.Hole, p.Verb)
			}
		case c.inCallee(p.Hole, sk.call):
			// The helper's own sources are reported in the helper; here
			// only what the arguments bring.
			o = c.cls.Bind(errorigin.Origin{Params: c.liveParams(c.cls.Value(p.Hole, p.Verb).Params, sk)}, sk.call)
		default:
			continue
		}
		if srcs := c.leaking(o, sk.failure || typeinfo.ImplementsError(p.Hole.Type())); len(srcs) > 0 {
			leaks = append(leaks, leak{hole: p, sources: srcs, written: o.Kind&errorigin.Written != 0})
		}
	}
	return leaks
}

// nilAt reports whether v, an error, is nil on every path to block.
func (c *checker) nilAt(v ssa.Value, block *ssa.BasicBlock) bool {
	if block == nil || !typeinfo.ImplementsError(v.Type()) {
		return false
	}
	return flow.AlwaysNil(v, block)
}

// belongs reports whether hole v is judged at sk: made in its owner (a
// constant or global counts anywhere), and not a parameter of a helper.
func (c *checker) belongs(v ssa.Value, sk *sink) bool {
	if _, isParam := v.(*ssa.Parameter); isParam && !sk.params {
		return false
	}
	p := v.Parent()
	return p == nil || p == sk.owner
}

// liveParams drops the parameter flows whose argument at sk's call is an
// error known to be nil there.
func (c *checker) liveParams(flows []errorigin.ParamFlow, sk *sink) []errorigin.ParamFlow {
	return c.liveParamsAt(flows, sk.call, sk.block)
}

// inCallee reports whether v is a value of the function call calls.
func (c *checker) inCallee(v ssa.Value, call *ssa.Call) bool {
	if call == nil || v.Parent() == nil {
		return false
	}
	callee := call.Call.StaticCallee()
	if callee != nil && callee.Origin() != nil {
		callee = callee.Origin()
	}
	return callee != nil && v.Parent() == callee
}

// leaking returns the sources of o to report: foreign errors outside the
// safe list, bodies on failure paths, stacks and secrets anywhere.
func (c *checker) leaking(o errorigin.Origin, failure bool) []errorigin.Source {
	var out []errorigin.Source
	for _, s := range o.Sources {
		if !c.sources.reports(s.Kind) {
			continue
		}
		switch s.Kind {
		case errorigin.Foreign:
			// A sentinel's text is fixed ("file does not exist"): it
			// carries nothing of the server's.
			if s.Sentinel || c.safe.covers(s) || c.transport(s) || c.inMemoryEncoder(s) || c.memoryWriterEncoder(s) || c.decodesInput(s) || c.validatesInput(s) || c.closedBody(s) {
				continue
			}
		case errorigin.Body:
			if c.closedBody(s) {
				continue
			}
		}
		if rowOf(s.Kind).failureOnly && !failure {
			continue
		}
		out = append(out, s)
	}
	return out
}
