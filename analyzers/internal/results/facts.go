package results

import (
	"fmt"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// BuilderFact summarizes a function that returns a tool result at result
// Index: each way it builds one, with texts as templates over its
// parameters. For
//
//	func NewToolResultError(text string) (*mcp.CallToolResult, any, error) {
//		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
//	}
//
// the fact is {Index 0: [flagged, text: param 0]}.
type BuilderFact struct {
	Index  int
	Builds []FactBuild
	// NilResults are the indices of results that are nil on every
	// return, such as the error of a helper that never fails.
	NilResults []int
}

// FactBuild is one Build in a fact.
type FactBuild struct {
	Kind       BuildKind
	Flag       Flag
	Empty      bool
	Structured bool
	Opaque     bool
	Texts      [][]FactPart
	// ErrParams are parameters whose Error() text becomes content.
	ErrParams []int
	// NonNilParams and NilParams are error parameters that are non-nil,
	// and nil, whenever the helper returns this build (see paramConds).
	NonNilParams, NilParams []int
	// FlagParams holds the parameter isError is set from, and Fields
	// the fields of parameters the build's text or flag uses
	// (Build.FlagValue, Build.Fields).
	FlagParams []int
	Fields     []FactField
}

// FactPart is a part of a text template: a constant, a parameter
// formatted with Verb, or an opaque hole.
type FactPart struct {
	Const  string
	Param  int // -1: not a parameter
	Verb   string
	Opaque bool
}

func (*BuilderFact) AFact() {}

// Templates renders the build's texts with parameters as {i} (plus their
// fmt verb) and unknown parts as {?}: "{0}: {1%v}". Two helpers whose
// builds render the same make the same text from the same arguments.
func (b FactBuild) Templates() []string {
	var out []string
	for _, t := range b.Texts {
		var sb strings.Builder
		for _, p := range t {
			switch {
			case p.Param >= 0:
				fmt.Fprintf(&sb, "{%d%s}", p.Param, p.Verb)
			case p.Opaque:
				sb.WriteString("{?}")
			default:
				sb.WriteString(p.Const)
			}
		}
		out = append(out, sb.String())
	}
	return out
}

func (f *BuilderFact) String() string {
	var parts []string
	for _, b := range f.Builds {
		s := []string{"unset", "flagged", "cleared", "maybe-flagged"}[b.Flag]
		if b.Empty {
			s += " empty"
		}
		for _, t := range b.Templates() {
			s += fmt.Sprintf(" %q", t)
		}
		for _, i := range b.NonNilParams {
			s += fmt.Sprintf(" if {%d}!=nil", i)
		}
		for _, i := range b.NilParams {
			s += fmt.Sprintf(" if {%d}==nil", i)
		}
		parts = append(parts, s)
	}
	return fmt.Sprintf("builds result %d: %s", f.Index, strings.Join(parts, "; "))
}

// summarize describes how fn builds the result it returns at idx, with
// holes still naming fn's parameters. Results are memoized; recursion
// yields nothing.
func (b *builder) summarize(fn *ssa.Function, idx, depth int) []*Build {
	key := summaryKey{fn, idx}
	if s, ok := b.summary[key]; ok {
		return s
	}
	b.summary[key] = nil
	var out []*Build
	for _, blk := range fn.Blocks {
		if len(blk.Instrs) == 0 {
			continue
		}
		ret, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.Return)
		if !ok || idx >= len(ret.Results) || b.besideError(fn, ret, idx) {
			continue
		}
		for _, o := range flow.Origins(ret.Results[idx], blk) {
			c := condsAt(fn, o.Block, blk)
			for _, bl := range b.build(o.Value, depth) {
				if m := b.conds[bl].merge(c); !m.empty() {
					b.conds[bl] = m
				}
				out = append(out, bl)
			}
		}
	}
	b.summary[key] = out
	return out
}

// besideError reports whether return ret of fn pairs result idx with an
// error that is never nil: the SDK drops such a result (a continuation's),
// and a caller that checks the error never uses it.
func (b *builder) besideError(fn *ssa.Function, ret *ssa.Return, idx int) bool {
	n := len(ret.Results)
	if n < 2 || idx == n-1 || !typeinfo.IsErrorType(fn.Signature.Results().At(n-1).Type()) {
		return false
	}
	origins := flow.Origins(ret.Results[n-1], ret.Block())
	for _, o := range origins {
		if flow.IsNilConst(o.Value) || flow.NilAt(o.Value, o.Block) != flow.NonNil && !b.nonNilFromCall(o.Value) {
			return false
		}
	}
	return len(origins) > 0
}

// substitute specializes the summary of same-package helper fn to a call:
// holes that are fn's parameters become the call's arguments.
func (b *builder) substitute(call *ssa.Call, fn *ssa.Function, sum []*Build, args []ssa.Value) []*Build {
	var out []*Build
	kept := b.keep(sum, args, call.Block())
	maybeNil := false
	for _, s := range kept {
		maybeNil = maybeNil || s.Kind == Nil || s.Kind == Unknown || s.MayBeNil
	}
	for _, s := range kept {
		if s.Kind == Nil {
			continue
		}
		c := *s
		c.MayBeNil = maybeNil
		if t := b.conds[s].translate(args, call.Parent()); !t.empty() {
			b.conds[&c] = t
		}
		c.Kind, c.Call, c.Value, c.Pos = Helper, call, call, call.Pos()
		if c.FlagPos.IsValid() {
			c.FlagPos = call.Pos()
		}
		// The helper's append sites are in the helper: at the call, its
		// texts are the call's.
		c.Texts, c.Appended = nil, nil
		for _, t := range s.Texts {
			var nt textval.Text
			for _, p := range t.Parts {
				if i := b.textParam(fn, p.Hole); i >= 0 && i < len(args) {
					nt = textval.Append(nt, argText(fn.Signature, args, i, p.Verb))
					continue
				}
				nt = textval.Append(nt, textval.Text{Parts: []textval.Part{p}})
			}
			c.Texts = append(c.Texts, nt)
		}
		c.Errs = nil
		for _, e := range s.Errs {
			if i := b.textParam(fn, e); i >= 0 && i < len(args) {
				c.Errs = append(c.Errs, args[i])
			} else {
				c.Errs = append(c.Errs, e)
			}
		}
		c.Fields = paramFields(fn, s, args)
		if i := paramOf(fn, s.FlagValue); i >= 0 && i < len(args) {
			c.FlagValue = args[i]
		}
		c.Empty = c.Empty || emptyTexts(&c)
		out = append(out, &c)
	}
	return out
}

// fromFact specializes an imported BuilderFact to a call.
func (b *builder) fromFact(call *ssa.Call, f *BuilderFact, args []ssa.Value) []*Build {
	builds := f.Builds
	var kept []FactBuild
	for _, fb := range builds {
		if (&paramConds{NonNil: fb.NonNilParams, IsNil: fb.NilParams}).holds(args, call.Block()) {
			kept = append(kept, fb)
		}
	}
	if len(kept) > 0 {
		builds = kept
	}
	maybeNil := false
	for _, fb := range builds {
		maybeNil = maybeNil || fb.Kind == Nil || fb.Kind == Unknown
	}
	var out []*Build
	for _, fb := range builds {
		if fb.Kind == Nil {
			continue
		}
		bl := &Build{Kind: Helper, Value: call, Pos: call.Pos(), Call: call,
			Flag: fb.Flag, Empty: fb.Empty, Structured: fb.Structured, Opaque: fb.Opaque, MayBeNil: maybeNil}
		if fb.Flag != Unset {
			bl.FlagPos = call.Pos()
		}
		for _, t := range fb.Texts {
			var nt textval.Text
			for _, p := range t {
				switch {
				case p.Param >= 0 && p.Param < len(args):
					nt = textval.Append(nt, argText(call.Common().Signature(), args, p.Param, p.Verb))
				case p.Opaque || p.Param >= 0:
					nt = textval.Append(nt, textval.Text{Parts: []textval.Part{{Hole: call, Verb: p.Verb}}})
				default:
					nt = textval.Append(nt, textval.Text{Parts: []textval.Part{{Const: p.Const}}})
				}
			}
			bl.Texts = append(bl.Texts, nt)
		}
		for _, i := range fb.ErrParams {
			if i < len(args) {
				bl.Errs = append(bl.Errs, args[i])
			}
		}
		for _, i := range fb.FlagParams {
			if i < len(args) {
				bl.FlagValue = args[i]
			}
		}
		for _, u := range fb.Fields {
			if u.Param < len(args) {
				bl.Fields = append(bl.Fields, FieldUse{Of: args[u.Param], Field: u.Field, Flag: u.Flag})
			}
		}
		bl.Empty = bl.Empty || emptyTexts(bl)
		out = append(out, bl)
	}
	return out
}

// exportFacts exports a BuilderFact for each function of the package that
// returns a tool result.
func (b *builder) exportFacts() {
	for _, fn := range b.hres.Funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || fn.Syntax() == nil {
			continue
		}
		res := fn.Signature.Results()
		for i := 0; i < res.Len(); i++ {
			if b.resultType(res.At(i).Type()) == nil {
				continue
			}
			f := b.toFact(fn, i, b.summarize(fn, i, 0))
			if f != nil {
				b.pass.ExportObjectFact(obj, f)
			}
			break
		}
	}
}

func (b *builder) toFact(fn *ssa.Function, idx int, sum []*Build) *BuilderFact {
	f := &BuilderFact{Index: idx}
	for _, s := range sum {
		fb := FactBuild{Kind: s.Kind, Flag: s.Flag, Empty: s.Empty, Structured: s.Structured, Opaque: s.Opaque}
		for _, t := range s.Texts {
			var parts []FactPart
			for _, p := range t.Parts {
				switch {
				case !p.IsHole():
					parts = append(parts, FactPart{Const: p.Const, Param: -1})
				case b.textParam(fn, p.Hole) >= 0:
					parts = append(parts, FactPart{Param: b.textParam(fn, p.Hole), Verb: p.Verb})
				default:
					parts = append(parts, FactPart{Param: -1, Verb: p.Verb, Opaque: true})
				}
			}
			fb.Texts = append(fb.Texts, parts)
		}
		for _, e := range s.Errs {
			if i := b.textParam(fn, e); i >= 0 {
				fb.ErrParams = append(fb.ErrParams, i)
			}
		}
		if c := b.conds[s]; c != nil {
			fb.NonNilParams, fb.NilParams = c.NonNil, c.IsNil
		}
		if i := paramOf(fn, s.FlagValue); i >= 0 {
			fb.FlagParams = []int{i}
		}
		fb.Fields = factFields(fn, s)
		f.Builds = append(f.Builds, fb)
	}
	if len(f.Builds) == 0 {
		return nil
	}
	for i := 0; i < fn.Signature.Results().Len(); i++ {
		if i != idx && alwaysNil(fn, i) {
			f.NilResults = append(f.NilResults, i)
		}
	}
	return f
}

// alwaysNil reports whether fn returns nil at index i on every return.
func alwaysNil(fn *ssa.Function, i int) bool {
	return flow.EveryReturn(fn, i, func(o flow.Origin) bool {
		return flow.IsNilConst(o.Value) || flow.NilAt(o.Value, o.Block) == flow.IsNil
	})
}

// maxNeverNilCalls is how many calls of the package's functions neverNil
// follows past fn to a value that is not nil: a constructor returning
// another's result (newErrResult returns errResult(...)) is one. A chain
// longer than four, or a recursion, may return nil as far as the checks
// know.
const maxNeverNilCalls = 4

// neverNil reports whether fn's result i is not nil on any return: a
// non-nil value, or the result of a call of another function of the
// package that never returns nil there (depth bounds the chain).
func neverNil(fn *ssa.Function, i, depth int) bool {
	if depth > maxNeverNilCalls {
		return false
	}
	return flow.EveryReturn(fn, i, func(o flow.Origin) bool {
		if flow.IsNilConst(o.Value) {
			return false
		}
		if flow.NilAt(o.Value, o.Block) == flow.NonNil {
			return true
		}
		callee, idx := flow.Callee(o.Value)
		return callee != nil && callee.Pkg == fn.Pkg && callee.Syntax() != nil && neverNil(callee, idx, depth+1)
	})
}

// emptyTexts reports whether a helper's result, its texts specialized to
// a call, has nothing to show: Text("") builds an empty result as surely
// as NewToolResultText("") does.
func emptyTexts(bl *Build) bool {
	if len(bl.Texts) == 0 || bl.Structured || bl.Opaque || len(bl.Errs) > 0 {
		return false
	}
	for _, t := range bl.Texts {
		if !t.IsEmpty() {
			return false
		}
	}
	return true
}
