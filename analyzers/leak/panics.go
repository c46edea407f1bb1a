package leak

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// panicSink names where a tool handler's panic value goes in this
// package's servers, per SDK: the JSON-RPC error message of mcp-go's
// server.WithRecovery, or else of its stdio server. Only a package that
// installs the one or serves the other is judged: where a server is
// built elsewhere, what recovers its handlers' panics is not in view.
func (c *checker) panicSink(sdk sdkmodel.SDK) string {
	hres := c.res.Handlers
	if _, ok := hres.OwnRecovered[sdk]; ok {
		return ""
	}
	if _, ok := hres.SDKRecovered[sdk]; ok {
		for _, r := range c.res.Handlers.Model.Recoveries {
			if r.SDK == sdk && r.Outcome.ShowsPanicValue() {
				return "the JSON-RPC error message (" + r.Func.Name + " sends the panic's value)"
			}
		}
		return ""
	}
	if _, ok := hres.Recovered[sdk]; ok {
		return ""
	}
	if st := hres.Stdio[sdk]; st != nil {
		for _, o := range st.OnPanic.Resolve(hres.Pkgs) {
			if o.ShowsPanicValue() {
				return "the JSON-RPC error message (" + string(sdk) + "'s stdio server sends the panic's value, " + o.Versions + ")"
			}
		}
	}
	return ""
}

// checkPanics judges the values an mcp-go tool handler panics with where
// the package's server sends them to the client (panicSink). The handler's
// own deferred recover, or a recovering middleware it is wrapped in, takes
// the panic first; task tools end their task instead.
func (c *checker) checkPanics(h *handlers.Handler, what string) {
	for _, o := range h.Spec.OnPanic {
		if o.Task != "" {
			return // a task tool: the SDK ends its task, not the server's recovery
		}
	}
	if h.RecoveredBy != "" || handlers.Recovers(h.Fn) {
		return
	}
	for _, b := range h.Fn.Blocks {
		for _, instr := range b.Instrs {
			p, ok := instr.(*ssa.Panic)
			if !ok || !p.Pos().IsValid() {
				continue
			}
			c.judge(&sink{what: what, text: textval.Operand(p.X, "%v"), owner: h.Fn, failure: true,
				params: true, pos: c.exprStart(p.Pos()), block: b, handler: h,
				nofix: noFix{why: "a panic's value is not a text a fix rewrites"}})
		}
	}
}
