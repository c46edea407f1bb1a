package protomisuse

import (
	"fmt"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
)

// checkInputWithContent reports the returns of h whose result asks the
// client for input (go-sdk's InputRequests) and carries content as well,
// on one path: protocol 2026-07-28's input-required result carries its
// requests and nothing else, and go-sdk v1.7.0+ answers such a result
// with a JSON-RPC error, a server bug by its own message.
func (c *checker) checkInputWithContent(h *handlers.Handler, sends []*results.Send) {
	rt := c.res.Model.ResultFor(h.Spec.SDK)
	if rt == nil || rt.InputField == "" || len(rt.OnInputWithContent) == 0 {
		return
	}
	for _, s := range sends {
		b := s.Build
		if b == nil || b.InputAt == nil || b.FilledAt == nil || c.res.Model.ResultPointedBy(b.Value.Type()) != rt {
			continue
		}
		r := s.Return
		if !dominates(b.InputAt, r.Instr) || !dominates(b.FilledAt, r.Instr) {
			continue // set on different paths
		}
		c.rep.Report(analysis.Diagnostic{
			Pos: r.Pos(), Category: catInputRequired,
			Message: fmt.Sprintf("%s returns a result with both %s and content: %s answers it with %s, a server bug by its own words, so the client is asked nothing and the model reads nothing; an input-required result carries its requests alone: send the content in the result of the retry that has the answers",
				subject(h), rt.InputField, sdkName(h), c.outcomes(rt.OnInputWithContent)),
		})
	}
}

// dominates reports whether store s runs on every path to instr, in the
// same function.
func dominates(s *ssa.Store, instr ssa.Instruction) bool {
	if s.Parent() != instr.Parent() {
		return false
	}
	return s.Block().Dominates(instr.Block())
}
