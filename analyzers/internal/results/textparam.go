package results

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// maxTextParamSteps bounds the values textParam looks at from a text back
// to the parameter it shows, each step a pass-through error helper or a
// string function: strings.TrimSpace(sanitize(s)) has s at the third.
// Three calls are followed; past them the text is the function's own.
const maxTextParamSteps = 4

// textParam returns the index of the parameter of fn (the receiver not
// counted) whose text value v, made in fn, shows; or -1. Summaries and
// facts both use it, so that a call and an importing package read the
// same parameters into a helper's texts and errors.
func (b *builder) textParam(fn *ssa.Function, v ssa.Value) int {
	params := fn.Params
	if fn.Signature.Recv() != nil && len(params) > 0 {
		params = params[1:]
	}
	for range maxTextParamSteps {
		for i, p := range params {
			if v == p {
				return i
			}
		}
		// An error a pass-through function of the module makes from
		// a parameter (formatValidationError(resp, err) returns err
		// on some path) shows that parameter's text.
		if i := b.passedThrough(fn, v); i >= 0 {
			return i
		}
		// A string-to-string function (a sanitizer, a normalizer)
		// keeps the link from its argument to the text.
		x, ok := b.throughTextFunc(v)
		if !ok {
			return -1
		}
		v = x
	}
	return -1
}

// throughTextFunc returns the one text argument of v, a call of a function
// that returns a string made from it (sanitize.PlainText(s),
// strings.TrimSpace(s), re.ReplaceAllString(s, "")): a static callee with
// one string result and exactly one string argument besides constants.
//
// The callee is the module's or one of the standard library's text
// packages: os.Getenv(name) is a string of a string too, but not made
// from it.
func (b *builder) throughTextFunc(v ssa.Value) (ssa.Value, bool) {
	call, ok := v.(*ssa.Call)
	if !ok || call.Call.IsInvoke() || call.Call.StaticCallee() == nil {
		return nil, false
	}
	fn := call.Call.StaticCallee()
	if fn.Pkg == nil {
		return nil, false
	}
	std, own := b.textPackage(fn.Pkg.Pkg.Path())
	if !std && !own {
		return nil, false
	}
	sig := call.Call.Signature()
	if sig.Results().Len() != 1 || !isString(sig.Results().At(0).Type()) {
		return nil, false
	}
	var arg ssa.Value
	for _, a := range call.Call.Args {
		if !isString(a.Type()) {
			continue
		}
		if _, isConst := a.(*ssa.Const); isConst {
			continue
		}
		if arg != nil {
			return nil, false
		}
		arg = a
	}
	if arg == nil {
		return nil, false
	}
	// A module function must be known to make its result from the
	// argument (errorigin's parameter flows): one that logs it and
	// returns a reference ("internal error, see the log") does not.
	if own && !std {
		if b.cls == nil || len(b.cls.Text(v).Params) == 0 && !b.cls.Text(v).IsForeign() {
			return nil, false
		}
	}
	return arg, true
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// textPackage reports whether package path is one of the standard
// library's text packages, whose string-to-string functions make their
// result from their argument, or the module's own, whose functions must
// show it in their errorigin facts.
func (b *builder) textPackage(path string) (std, own bool) {
	switch path {
	case "strings", "bytes", "regexp", "html", "unicode", "path", "path/filepath", "unicode/utf8":
		return true, false
	}
	if m := b.pass.Module; m != nil && m.Path != "" {
		return false, path == m.Path || strings.HasPrefix(path, m.Path+"/")
	}
	first := func(p string) string { f, _, _ := strings.Cut(p, "/"); return f }
	return false, first(path) == first(b.pass.Pkg.Path())
}

// passedThrough returns the parameter of fn that error value v, made in
// fn, comes from through the module's functions (errorigin's parameter
// flows), when it is exactly one; or -1.
func (b *builder) passedThrough(fn *ssa.Function, v ssa.Value) int {
	if b.cls == nil || v == nil || !typeinfo.IsErrorType(v.Type()) {
		return -1
	}
	if in, ok := v.(ssa.Instruction); !ok || in.Parent() != fn {
		return -1
	}
	idx := -1
	for _, pf := range b.cls.Error(v).Params {
		if pf.Read || pf.Index < 0 || (idx >= 0 && idx != pf.Index) {
			return -1
		}
		idx = pf.Index
	}
	return idx
}
