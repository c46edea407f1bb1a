package leak

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// maxRuleDepth bounds how many values deep validatesInput looks into a
// rule argument: ozzo-validation's rules nest four or five calls deep
// (Field(&args.Dir, When(cond, Match(re).Error("..."), By(check)))),
// three or four values a call with the variadic slices and interfaces.
const maxRuleDepth = 24

// validatesInput reports whether src is the error of validating the
// handler's own input with another package's validator, as in
//
//	if err := validation.ValidateStruct(&args,
//		validation.Field(&args.Limit, validation.Min(1), validation.Max(100)),
//	); err != nil {
//
// judged by data flow: the call is in a handler, the callee is named
// Validate* and belongs to another module, one argument comes from the
// handler's request or typed arguments, and every other argument is a
// rule made only of constants, the input, the validator package's own
// values and calls, data of the module (a *regexp.Regexp), and functions
// whose every error is written by the module (validation.By(func(any)
// error { return validation.NewError("abs_dir", "must be absolute") })).
// Its error then says which of the model's arguments broke which rule
// (forgejo-mcp: "limit: must be no greater than 100."), as the SDKs'
// argument helpers do. A rule function that returns another package's
// error (os.Stat's) is not covered.
func (c *checker) validatesInput(src errorigin.Source) bool {
	if !strings.HasPrefix(src.Name, "Validate") {
		return false
	}
	call, input := c.handlerCallAt(src)
	if call == nil {
		return false
	}
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Signature.Recv() != nil || !c.foreign(fn) {
		return false
	}
	r := ruleJudge{c: c, validator: fn.Pkg.Pkg.Path(), input: input}
	fromInput := false
	for _, a := range call.Call.Args {
		switch {
		case c.res.Handlers.FromInput(a, input):
			// The arguments themselves, not a string taken from them: a
			// host or a path is looked up (checkmail.ValidateHost), and a
			// type of the module's with a Validate method of its own is
			// called by the validator (ozzo's Validatable).
			if isText(a) || hasValidate(flow.Concrete(a).Type(), 0) {
				return false
			}
			fromInput = true
		case !r.ok(a, 0):
			return false
		}
	}
	return fromInput
}

// maxValidateNesting bounds how deep in t hasValidate looks for a
// Validate method: a recursive type (a tree's *Node children) would
// otherwise never end. An item of a []*Item field of the request is two
// down; four admits items nested in a field of an item.
const maxValidateNesting = 4

// hasValidate reports whether t, or the type of a field t holds (through
// pointers, slices, arrays and maps), has a method named Validate.
func hasValidate(t types.Type, depth int) bool {
	if depth > maxValidateNesting {
		return false
	}
	if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "Validate"); obj != nil {
		if _, isMethod := obj.(*types.Func); isMethod {
			return true
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return hasValidate(u.Elem(), depth+1)
	case *types.Slice:
		return hasValidate(u.Elem(), depth+1)
	case *types.Array:
		return hasValidate(u.Elem(), depth+1)
	case *types.Map:
		return hasValidate(u.Elem(), depth+1)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if hasValidate(u.Field(i).Type(), depth+1) {
				return true
			}
		}
	}
	return false
}

// ruleJudge tells whether a value passed to a validator is a rule whose
// errors the validator writes about the input.
type ruleJudge struct {
	c *checker
	// validator is the validator's package path; its module's packages
	// (ozzo-validation's is) make rules too.
	validator string
	input     map[ssa.Value]bool
}

// ofValidator reports whether pkg is the validator's package or one below
// it.
func (r ruleJudge) ofValidator(pkg *types.Package) bool {
	return pkg != nil && (pkg.Path() == r.validator || strings.HasPrefix(pkg.Path(), r.validator+"/"))
}

func (r ruleJudge) ok(v ssa.Value, depth int) bool {
	if depth > maxRuleDepth {
		return false
	}
	next := func(x ssa.Value) bool { return r.ok(x, depth+1) }
	switch x := v.(type) {
	case *ssa.Const:
		// A zero value of the module's own rule type (myRule{}) is a rule
		// whose Validate is not looked into.
		return x.IsNil() || r.dataType(x.Type())
	case *ssa.MakeInterface:
		return next(x.X)
	case *ssa.ChangeInterface:
		return next(x.X)
	case *ssa.ChangeType:
		return next(x.X)
	case *ssa.Convert:
		return next(x.X)
	case *ssa.Slice:
		elems := flow.VariadicValues(x)
		if elems == nil {
			return false
		}
		for _, e := range elems {
			if !next(e) {
				return false
			}
		}
		return true
	case *ssa.Call:
		fn := x.Call.StaticCallee()
		if fn == nil || fn.Pkg == nil || !r.ofValidator(fn.Pkg.Pkg) {
			return false
		}
		for _, a := range x.Call.Args {
			if !(r.c.res.Handlers.FromInput(a, r.input) && !isText(a)) && !next(a) {
				return false
			}
		}
		return true
	case *ssa.UnOp:
		g, ok := x.X.(*ssa.Global)
		return ok && x.Op == token.MUL && r.dataOrRule(g)
	case *ssa.BinOp, *ssa.Field, *ssa.FieldAddr:
		// A condition or a field of the input (When(args.Repo == "", ...)).
		return r.c.res.Handlers.FromInput(x, r.input) || r.condition(x)
	case *ssa.Function:
		// Only a function of this package, whose body is here to judge.
		return len(x.FreeVars) == 0 && r.writtenErrors(x)
	case *ssa.MakeClosure:
		fn, ok := x.Fn.(*ssa.Function)
		return ok && r.writtenErrors(fn)
	}
	return false
}

// condition reports whether v is a comparison of input or constants.
func (r ruleJudge) condition(v ssa.Value) bool {
	b, ok := v.(*ssa.BinOp)
	if !ok {
		return false
	}
	side := func(x ssa.Value) bool {
		_, isConst := x.(*ssa.Const)
		return isConst || r.c.res.Handlers.FromInput(x, r.input)
	}
	return side(b.X) && side(b.Y)
}

// dataOrRule reports whether global g holds one of the validator's own
// values (validation.Required, is.Email) or plain data of the module (a
// compiled *regexp.Regexp, a list of names): not a rule of the module's
// (var dirExists = validation.By(statDir)), whose errors are not judged
// here, nor a client that could fetch.
func (r ruleJudge) dataOrRule(g *ssa.Global) bool {
	if g.Pkg != nil && r.ofValidator(g.Pkg.Pkg) {
		return true
	}
	return plainData(g.Type().(*types.Pointer).Elem(), 0)
}

// dataType reports whether a constant of type t is not a rule of the
// module's own (myRule{}): a zero value of the validator's types or
// plain data.
func (r ruleJudge) dataType(t types.Type) bool {
	if n, ok := types.Unalias(t).(*types.Named); ok && r.ofValidator(n.Obj().Pkg()) {
		return true
	}
	return plainData(t, 0)
}

// maxPlainDataNesting bounds the slices, arrays and maps plainData looks
// through: a map[string][]*regexp.Regexp of rules is two; a type nested
// deeper than three is not taken for plain data.
const maxPlainDataNesting = 3

// plainData reports whether values of t are data only: basic values,
// *regexp.Regexp, and slices, arrays and maps of them.
func plainData(t types.Type, depth int) bool {
	if depth > maxPlainDataNesting {
		return false
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		n, ok := types.Unalias(p.Elem()).(*types.Named)
		return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "regexp" && n.Obj().Name() == "Regexp"
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return true
	case *types.Slice:
		return plainData(u.Elem(), depth+1)
	case *types.Array:
		return plainData(u.Elem(), depth+1)
	case *types.Map:
		return plainData(u.Key(), depth+1) && plainData(u.Elem(), depth+1)
	}
	return false
}

// writtenErrors reports whether every error fn returns is nil, written by
// the module, or made by the validator from constants and the input
// (validation.NewError("abs_dir", "must be absolute")).
func (r ruleJudge) writtenErrors(fn *ssa.Function) bool {
	if len(fn.Blocks) == 0 {
		return false // another package's: no body to judge
	}
	for _, ret := range flow.Returns(fn) {
		for _, res := range ret.Results {
			if !typeinfo.ImplementsError(res.Type()) || flow.IsNilConst(res) {
				continue
			}
			if !r.c.cls.Error(res).AllWritten() && !r.ok(res, 0) {
				return false
			}
		}
	}
	return true
}
