package ignoredtoolerr

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// sink is where an IsError branch says something about the failure.
type sink struct {
	pos  token.Pos
	what string // "returns an error", ...
	fix  string // what to put the text in
}

// drops reports branches on r.IsError that say the call failed in words
// of their own and never look at r's content: "tool execution resulted
// in error" tells the model nothing it can act on, where the server
// wrote what failed and what to do.
func (c *checker) drops(fi *fnInfo, file *ast.File, r *root) {
	for _, b := range fi.fn.Blocks {
		iff, ok := lastInstr(b).(*ssa.If)
		if !ok {
			continue
		}
		roots, positive := fi.isErrorCond(iff.Cond)
		if !slices.Contains(roots, r) {
			continue
		}
		entry := b.Succs[0]
		if !positive {
			entry = b.Succs[1]
		}
		// The branch may be shared with other conditions of an ||
		// (err != nil || res.IsError), but not be the merge after an
		// if without else, which every path reaches.
		if !allEndInIf(entry.Preds) {
			continue
		}
		var region []*ssa.BasicBlock
		for _, x := range fi.fn.Blocks {
			if entry.Dominates(x) {
				region = append(region, x)
			}
		}
		s := c.sinkIn(file, region)
		if s == nil || fi.served(r, iff, region) {
			continue
		}
		subj := "the result"
		if sel := c.testSelector(file, r, iff); sel != nil {
			subj = types.ExprString(sel.X)
		}
		c.rep.Report(analysis.Diagnostic{
			Pos: s.pos,
			Message: fmt.Sprintf("%s.IsError branch %s without the tool result's content: the server's written reason for the failure is lost; %s",
				subj, s.what, strings.ReplaceAll(s.fix, "%s", subj)),
		})
	}
}

func allEndInIf(blocks []*ssa.BasicBlock) bool {
	for _, b := range blocks {
		if _, ok := lastInstr(b).(*ssa.If); !ok {
			return false
		}
	}
	return true
}

func lastInstr(b *ssa.BasicBlock) ssa.Instruction {
	if len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}

// testSelector returns the r.IsError selector that the branch iff tests.
func (c *checker) testSelector(file *ast.File, r *root, iff *ssa.If) *ast.SelectorExpr {
	for _, t := range r.sites {
		if t.kind == testSite && t.callee == nil && dominates(t.instr, iff) {
			if sel := selectorAt(file, t.pos); sel != nil {
				return sel
			}
		}
	}
	return nil
}

// served reports whether r's content, or r itself, is used on a path
// through the branch: in it, before the test, or after it.
func (fi *fnInfo) served(r *root, iff *ssa.If, region []*ssa.BasicBlock) bool {
	after := reachable(region, r)
	for _, s := range r.sites {
		if s.kind == testSite {
			continue
		}
		if after[s.instr.Block()] || fi.reaches(s.instr, iff, r) {
			return true
		}
	}
	return false
}

// sinkIn returns the first place in region that reports the failure: a
// return of a non-nil error, a log call, or an SDK constructor of an
// isError result.
func (c *checker) sinkIn(file *ast.File, region []*ssa.BasicBlock) *sink {
	var best *sink
	consider := func(s *sink) {
		if s.pos.IsValid() && (best == nil || s.pos < best.pos) {
			best = s
		}
	}
	for _, b := range region {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Return:
				for _, v := range in.Results {
					if typeinfo.IsErrorType(v.Type()) && !alwaysNil(v, b) {
						consider(&sink{pos: in.Pos(), what: "returns an error", fix: "put the text of %s.Content in the error"})
						break
					}
				}
			case *ssa.Call:
				obj := flow.StaticFunc(in.Common())
				if obj == nil {
					continue
				}
				pos := in.Pos()
				if call := callAt(file, pos); call != nil {
					pos = call.Pos()
				}
				switch {
				case isLogFunc(obj):
					consider(&sink{pos: pos, what: "logs the failure", fix: "log the text of %s.Content"})
				case c.flaggedCtor(obj):
					consider(&sink{pos: pos, what: "returns an isError result of its own", fix: "return %s itself, or put its text in the message"})
				}
			}
		}
	}
	return best
}

// flaggedCtor reports whether obj is an SDK constructor of isError
// results.
func (c *checker) flaggedCtor(obj *types.Func) bool {
	k := c.m.ConstructorOf(obj)
	return k != nil && k.Flagged
}

// isLogFunc reports whether obj prints a message: the standard library's
// log, log/slog and fmt printing functions and logger methods.
func isLogFunc(obj *types.Func) bool {
	if obj.Pkg() == nil {
		return false
	}
	n := obj.Name()
	switch obj.Pkg().Path() {
	case "log":
		return strings.HasPrefix(n, "Print") || strings.HasPrefix(n, "Fatal") || strings.HasPrefix(n, "Panic")
	case "log/slog":
		switch strings.TrimSuffix(n, "Context") {
		case "Debug", "Info", "Warn", "Error", "Log", "LogAttrs":
			return true
		}
	case "fmt":
		return strings.HasPrefix(n, "Print") || strings.HasPrefix(n, "Fprint")
	}
	return false
}

// alwaysNil reports whether v is nil on every path into block b.
func alwaysNil(v ssa.Value, b *ssa.BasicBlock) bool {
	for _, o := range flow.Origins(v, b) {
		if !flow.IsNilConst(o.Value) && flow.NilAt(o.Value, o.Block) != flow.IsNil {
			return false
		}
	}
	return true
}
