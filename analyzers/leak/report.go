package leak

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// report emits one diagnostic for sk, naming its worst source.
func (c *checker) report(sk *sink, leaks []leak) {
	worst := leaks[0].sources[0]
	for _, l := range leaks {
		for _, s := range l.sources {
			if severity(s.Kind) > severity(worst.Kind) {
				worst = s
			}
		}
	}
	// The same source formatted twice (fmt.Sprintf("%v: %s", err,
	// err.Error())) counts once.
	var others []errorigin.Source
	for _, l := range leaks {
		for _, s := range l.sources {
			if s != worst && !slices.Contains(others, s) {
				others = append(others, s)
			}
		}
	}
	diag := analysis.Diagnostic{Pos: sk.pos, Category: rowOf(worst.Kind).category, Message: message(worst, others, sk.what), Related: c.related(worst, others, sk.owner)}
	nofix := sk.nofix
	switch {
	case sk.fix == nil:
	case len(leaks) > 1:
		nofix = noFix{why: "more than one value of the text leaks"}
	case !onlyForeign(leaks[0].sources):
		nofix = noFix{why: "a fix removes only another module's error text, not " + article(strings.ReplaceAll(rowOf(worst.Kind).category, "-", " "))}
	default:
		var fix *analysis.SuggestedFix
		if fix, nofix = c.fix(sk, leaks[0]); fix != nil {
			diag.SuggestedFixes = []analysis.SuggestedFix{*fix}
		}
	}
	diag.Related = append(diag.Related, nofix.related(sk.pos)...)
	c.held = append(c.held, pending{diag: diag, owner: sk.owner, open: c.open, variant: c.variant})
}

func onlyForeign(srcs []errorigin.Source) bool {
	for _, s := range srcs {
		if s.Kind != errorigin.Foreign {
			return false
		}
	}
	return true
}

// message words a finding: the worst source, the others (how many, and
// the first two by name), the sink and what to do.
func message(s errorigin.Source, others []errorigin.Source, sink string) string {
	more, verb := otherSources(s, others), "reaches"
	if more != "" {
		verb = "reach"
	}
	row := rowOf(s.Kind)
	where := ""
	if row.failureOnly {
		where = " on a failure path"
	}
	return fmt.Sprintf("%s%s %s %s%s: %s", row.names(s), more, verb, sink, where, row.ask)
}

// otherSources words the sources beside the worst one: " and 2 other
// sources (os.ReadFile, exec.Cmd.Run)", naming at most two, each once,
// then how many more names there are; "" when there are none.
func otherSources(worst errorigin.Source, others []errorigin.Source) string {
	if len(others) == 0 {
		return ""
	}
	var names []string
	seen := map[string]bool{worst.Via: true, "": true}
	for _, o := range others {
		if !seen[o.Via] {
			seen[o.Via] = true
			names = append(names, o.Via)
		}
	}
	out := " and 1 other source"
	if len(others) > 1 {
		out = fmt.Sprintf(" and %d other sources", len(others))
	}
	switch {
	case len(names) == 0:
		return out
	case len(names) <= 2:
		return out + " (" + strings.Join(names, ", ") + ")"
	}
	// "and N more": the sources beside those the two names cover.
	more := 0
	for _, o := range others {
		if o.Via != names[0] && o.Via != names[1] {
			more++
		}
	}
	return fmt.Sprintf("%s (%s and %d more)", out, strings.Join(names[:2], ", "), more)
}

// related points at each source the package holds, the worst first,
// when the finding has several. A single source is the one its message
// names; it is pointed at only when its call is in another function than
// owner, the one the finding is in (a helper of the package the handler
// calls: the author would look for it by hand).
func (c *checker) related(worst errorigin.Source, others []errorigin.Source, owner *ssa.Function) []analysis.RelatedInformation {
	if len(others) == 0 {
		call := c.ssaCallAt(worst.Pos)
		if call == nil || owner == nil || call.Parent() == owner || call.Parent().Parent() == owner {
			return nil
		}
	}
	var out []analysis.RelatedInformation
	seen := map[token.Pos]bool{}
	for _, s := range append([]errorigin.Source{worst}, others...) {
		if !s.Pos.IsValid() || seen[s.Pos] || c.pass.Fset.File(s.Pos) == nil {
			continue
		}
		seen[s.Pos] = true
		out = append(out, analysis.RelatedInformation{Pos: s.Pos, Message: "source: " + s.Via + c.through(s)})
	}
	return out
}

// through says, for a source whose position is a call of a function of
// the module that returns its text (the source is inside it, in another
// package or deeper), that the line is the way in, not the source:
// ", through this call of osv.Client.Query". "" when the call there is
// the source's own.
func (c *checker) through(s errorigin.Source) string {
	call := c.ssaCallAt(s.Pos)
	if call == nil {
		return ""
	}
	obj := flow.StaticFunc(call.Common())
	if call.Call.IsInvoke() {
		obj = call.Call.Method
	}
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() == s.Pkg {
		return ""
	}
	return ", through this call of " + sdkmodel.Label(obj)
}

// buildPos is where to report text t of a result: the start of the
// constructor or helper call or of the composite literal, or of the
// SetError call whose error t is.
func (c *checker) buildPos(b *results.Build, t textval.Text) token.Pos {
	if b.Kind == results.Literal && b.FlagPos.IsValid() {
		if call := c.callAt(b.FlagPos); call != nil && c.fromCall(t, b, call) {
			return call.Pos()
		}
	}
	return c.exprStart(b.Pos)
}

// fromCall reports whether a hole of t is one of b's error values or is
// made inside call.
func (c *checker) fromCall(t textval.Text, b *results.Build, call *ast.CallExpr) bool {
	for _, h := range t.Holes() {
		if p := h.Hole.Pos(); call.Pos() <= p && p < call.End() {
			return true
		}
		for _, e := range b.Errs {
			for _, o := range flow.Origins(e, nil) {
				if e == h.Hole || o.Value == h.Hole {
					return true
				}
			}
		}
	}
	return false
}

// callAt returns the call whose Lparen is at pos, or nil.
func (c *checker) callAt(pos token.Pos) *ast.CallExpr {
	f := c.fileAt(pos)
	if f == nil {
		return nil
	}
	path, _ := srcfile.PathEnclosing(f, pos, pos)
	for _, n := range path {
		if call, ok := n.(*ast.CallExpr); ok && call.Lparen == pos {
			return call
		}
	}
	return nil
}

// valuePos is where to report a value stored by st: the start of the
// expression that makes it, or the store.
func (c *checker) valuePos(st *ssa.Store) token.Pos {
	if p := st.Val.Pos(); p.IsValid() {
		return c.exprStart(p)
	}
	return st.Pos()
}

// exprStart maps an SSA position (a call's Lparen, a literal's Lbrace)
// to the start of its expression: "mcp.NewToolResultError(" is reported
// at "mcp", "&mcp.CallToolResult{" at "&".
func (c *checker) exprStart(pos token.Pos) token.Pos {
	if call := c.callAt(pos); call != nil {
		return call.Pos()
	}
	f := c.fileAt(pos)
	if f == nil {
		return pos
	}
	path, _ := srcfile.PathEnclosing(f, pos, pos)
	for i, n := range path {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if n.Lbrace == pos {
				if i+1 < len(path) {
					if u, ok := path[i+1].(*ast.UnaryExpr); ok && u.Op == token.AND {
						return u.Pos()
					}
				}
				return n.Pos()
			}
		}
	}
	return pos
}

func (c *checker) fileAt(pos token.Pos) *ast.File {
	return srcfile.FileOf(c.pass.Files, pos)
}

// article puts "a" or "an" before a noun phrase.
func article(s string) string {
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}
