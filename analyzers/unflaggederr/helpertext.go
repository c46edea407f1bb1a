package unflaggederr

import (
	"fmt"
	"go/types"
	"strings"
	"unicode"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// helperText is a fact on a function that returns a string: the text it
// returns, as a template of constants and parameters, for the callers'
// judgement of a result text the function writes
// (NewToolResultText(docs.RenderUnknownPath(p)) with RenderUnknownPath in
// another package returning fmt.Sprintf("Doc path %q was not found. ...",
// input, ...)). Only a function with one return and a template with a
// constant word gets one.
type helperText struct {
	Parts []helperPart
}

// helperPart is a constant, or a parameter's text (Param ≥ 0, indexed as
// the SSA function's Params, receiver first), or text the template does
// not know (Param -1).
type helperPart struct {
	Const string
	Param int
}

func (*helperText) AFact() {}

func (t *helperText) String() string {
	var b strings.Builder
	for _, p := range t.Parts {
		switch {
		case p.Param >= 0:
			fmt.Fprintf(&b, "{%d}", p.Param)
		case p.Const == "":
			b.WriteString("{?}")
		default:
			b.WriteString(p.Const)
		}
	}
	return "helperText(" + b.String() + ")"
}

// exportHelperTexts computes the helperText of every function of the
// package that has one, exports it as a fact and keeps it for this pass.
func (c *checker) exportHelperTexts() {
	c.helperTexts = map[*types.Func]*helperText{}
	for _, fn := range c.cls.Funcs() {
		obj, _ := fn.Object().(*types.Func)
		if obj == nil || obj.Pkg() != c.pass.Pkg || fn.Parent() != nil {
			continue
		}
		if t := textOfHelper(fn); t != nil {
			c.helperTexts[obj] = t
			c.pass.ExportObjectFact(obj, t)
		}
	}
}

// textOfHelper returns fn's helperText, or nil.
func textOfHelper(fn *ssa.Function) *helperText {
	res := fn.Signature.Results()
	if res.Len() != 1 || !types.Identical(res.At(0).Type(), types.Typ[types.String]) {
		return nil
	}
	var ret *ssa.Return
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			if ret != nil {
				return nil
			}
			ret = r
		}
	}
	if ret == nil || len(ret.Results) != 1 {
		return nil
	}
	t := &helperText{}
	worded := false
	for _, p := range textval.String(ret.Results[0]).Parts {
		if !p.IsHole() {
			t.Parts = append(t.Parts, helperPart{Const: p.Const, Param: -1})
			worded = worded || strings.IndexFunc(p.Const, unicode.IsLetter) >= 0
			continue
		}
		i := -1
		if prm, ok := p.Hole.(*ssa.Parameter); ok {
			for k, q := range fn.Params {
				if q == prm {
					i = k
				}
			}
		}
		t.Parts = append(t.Parts, helperPart{Param: i})
	}
	if !worded {
		return nil
	}
	return t
}

// helperTextOf returns the helperText of the function call statically
// calls, from this pass or a fact, or nil.
func (c *checker) helperTextOf(call *ssa.Call) *helperText {
	// A direct call only: the arguments of a bound method value's call
	// (pick := f.Pick; pick(a, b)) leave out the receiver the template
	// counts.
	if _, ok := call.Common().Value.(*ssa.Function); !ok {
		return nil
	}
	obj := flow.StaticFunc(call.Common())
	if obj == nil {
		return nil
	}
	if t, ok := c.helperTexts[obj]; ok {
		return t
	}
	if obj.Pkg() == nil || obj.Pkg() == c.pass.Pkg {
		return nil
	}
	t := new(helperText)
	if !c.pass.ImportObjectFact(obj, t) {
		return nil
	}
	return t
}

// expandHelpers replaces each hole of t that is a call of a function with
// a helperText by that text, its parameters by the call's arguments: the
// words a helper writes are the text's words. One level: a helper's own
// calls of helpers are holes of its template.
func (c *checker) expandHelpers(t textval.Text) textval.Text {
	var out textval.Text
	for _, p := range t.Parts {
		call, _ := p.Hole.(*ssa.Call)
		var ht *helperText
		if call != nil {
			ht = c.helperTextOf(call)
		}
		if ht == nil {
			out = textval.Append(out, textval.Text{Parts: []textval.Part{p}})
			continue
		}
		// The template's parameters are the SSA function's, receiver
		// first, as a static call's arguments are.
		args := call.Common().Args
		for _, hp := range ht.Parts {
			var part textval.Part
			switch {
			case hp.Param >= 0 && hp.Param < len(args):
				part = textval.Part{Hole: args[hp.Param]}
			case hp.Param >= 0 || hp.Const == "":
				part = textval.Part{Hole: call}
			default:
				part = textval.Part{Const: hp.Const}
			}
			out = textval.Append(out, textval.Text{Parts: []textval.Part{part}})
		}
	}
	return out
}
