package opaquemsg

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
)

// heldSet keeps the findings until every send is judged: a text written in
// a helper or an error constructor of the package is reported there once
// however many handlers send it, and its finding says how many do.
type heldSet struct {
	order []heldKey
	diags map[heldKey]*heldDiag
	// callers are, for a continuation (a helper of a handler's shape
	// whose results handlers return), the handlers that return them.
	callers map[*ssa.Function]map[*ssa.Function]bool
}

// heldKey is a finding's position in the scope of an open handler's
// variant (report.Reporter.Scope), as the Reporter dedupes them.
type heldKey struct {
	pos     token.Pos
	open    *types.Func
	variant string
}

type heldDiag struct {
	diag analysis.Diagnostic
	// outside: the position is outside the body of a handler that
	// sends the text (a helper's, an error constructor's), or in a
	// continuation, a helper the handlers pass lists as a handler.
	outside bool
	senders map[*ssa.Function]bool
}

func newHeld() *heldSet {
	return &heldSet{diags: map[heldKey]*heldDiag{}, callers: map[*ssa.Function]map[*ssa.Function]bool{}}
}

// continued records that caller returns the results of continuation fn.
func (ch *checker) continued(fn, caller *ssa.Function) {
	if ch.held.callers[fn] == nil {
		ch.held.callers[fn] = map[*ssa.Function]bool{}
	}
	ch.held.callers[fn][caller] = true
}

// senders counts the handlers that send what fns send: fns themselves,
// and for a continuation the handlers that return its results.
func (ch *checker) senders(fns map[*ssa.Function]bool) int {
	seen := map[*ssa.Function]bool{}
	var work []*ssa.Function
	for fn := range fns {
		seen[fn] = true
		work = append(work, fn)
	}
	n := 0
	for len(work) > 0 {
		fn := work[len(work)-1]
		work = work[:len(work)-1]
		if h := ch.res.Handlers.HandlerOf(fn); h == nil || h.How != handlers.AsContinuation {
			n++
			continue
		}
		for g := range ch.held.callers[fn] {
			if !seen[g] {
				seen[g] = true
				work = append(work, g)
			}
		}
	}
	return n
}

// hold records that h sends the text diag reports.
func (ch *checker) hold(h *handlers.Handler, diag analysis.Diagnostic) {
	k := heldKey{diag.Pos, h.Open, h.Variant}
	d := ch.held.diags[k]
	if d == nil {
		d = &heldDiag{diag: diag, senders: map[*ssa.Function]bool{}}
		ch.held.diags[k] = d
		ch.held.order = append(ch.held.order, k)
	}
	if h.How == handlers.AsContinuation || h.Syntax == nil || diag.Pos < h.Syntax.Pos() || diag.Pos >= h.Syntax.End() {
		d.outside = true
	}
	d.senders[h.Fn] = true
}

// flush reports the held findings, in the order they were found; one
// outside the handlers that send it names how many do.
func (ch *checker) flush() {
	for _, k := range ch.held.order {
		d := ch.held.diags[k]
		if n := ch.senders(d.senders); d.outside && n > 0 {
			if n == 1 {
				d.diag.Message += " (1 handler sends it)"
			} else {
				d.diag.Message += fmt.Sprintf(" (%d handlers send it)", n)
			}
		}
		ch.rep.Scope(k.open, k.variant)
		ch.rep.Report(d.diag)
	}
	ch.rep.Scope(nil, "")
}
