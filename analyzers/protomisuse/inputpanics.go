package protomisuse

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// checkInputPanics reports, in a handler whose panics nothing recovers,
// the operations that panic on a value the model sends (issue 15 §7):
//
//   - a Must function (regexp.MustCompile, template.Must(t.Parse(s)),
//     netip.MustParseAddr, uuid.MustParse) of the input;
//   - a type assertion of the input without comma-ok
//     (req.GetArguments()["q"].(string));
//   - an index or slice expression by the input, or by a constant into a
//     slice or string whose length the input decides
//     (strings.Split(repo, "/")[1]), without a dominating check.
//
// What counts as the input is handlers.Result.FromInput; a check is any
// dominating condition that mentions the value (checked.go). Only the
// handler's own body is looked at: a panic in a goroutine it starts is no
// panic of the handler, and helpers are not followed.
func (c *checker) checkInputPanics(h *handlers.Handler) {
	if !c.unrecovered(h) || !c.panicCrashes(h) {
		return
	}
	// scope is where a finding goes: reported here, or, for an open
	// handler (exported, registered elsewhere) whose package builds no
	// server, into an addendum that a package building the server with
	// nothing recovering claims where it registers the handler; findings
	// a schema-validating server rules out go into one it claims only
	// without that option.
	scope := func(schema bool) bool {
		if c.serverInView(h) {
			return !schema || !c.validatesInput(h)
		}
		if schema {
			return c.addendumScope(h, handlers.UnrecoveredUnvalidated)
		}
		return c.addendumScope(h, handlers.Unrecovered)
	}
	defer c.rep.Scope(h.Open, h.Variant)
	input := h.Input()
	if len(input) == 0 {
		return
	}
	ip := &inputPanics{c: c, h: h, fn: h.Fn, input: input}
	ip.scan()
	for _, f := range ip.found {
		if scope(f.schema) {
			c.reportInputPanic(h, f.pos, f.what, f.fix)
		}
	}
	for _, call := range ip.helperCalls() {
		g := call.Call.StaticCallee()
		in, typeOnly := ip.paramsFrom(call, g)
		sub := &inputPanics{c: c, h: h, fn: g, input: in}
		sub.scan()
		if len(typeOnly) > 0 {
			asserts := &inputPanics{c: c, h: h, fn: g, input: typeOnly, assertsOnly: true}
			asserts.scan()
			sub.found = append(sub.found, asserts.found...)
		}
		for _, f := range sub.found {
			if !scope(f.schema) {
				continue
			}
			posn := c.pass.Fset.Position(f.pos)
			c.reportInputPanic(h, call.Pos(), fmt.Sprintf("call of %s, where %s (%s:%d)", g.Name(), f.what, filepath.Base(posn.Filename), posn.Line), f.fix)
			break
		}
	}
}

// addendumScope sends what is reported next, for a handler whose server
// another package builds, into the addendum variant of it that such a
// package claims when nothing recovers its server: under its factory's
// key (h.Addenda) or, for an open handler, under its declaration. It
// reports false when the handler has neither.
func (c *checker) addendumScope(h *handlers.Handler, variant string) bool {
	switch {
	case h.Addenda != nil:
		c.rep.Scope(h.Addenda, variant)
	case h.Open != nil && h.Variant == handlers.AsDeclared && h.Key == "" && h.How == handlers.BySignature:
		c.rep.Scope(h.Open, variant)
	default:
		return false
	}
	return true
}

// serverInView reports whether the package constructs a server of h's
// SDK, so that unrecovered's "nothing recovers" covers the options and
// middleware the server gets. Most servers register their tools in a
// package of their own and build the server, with server.WithRecovery
// or a recovering middleware, in main: there a tools package's handler
// may well be recovered, and this rule says nothing (the explicit panic
// rule does, with -protomisuse.recovered to silence it).
func (c *checker) serverInView(h *handlers.Handler) bool {
	_, ok := c.res.Servers[h.Spec.SDK]
	return ok
}

// validatesInput reports whether the package enables a validation of the
// call's arguments against the tool's input schema before h runs (mcp-go
// server.WithInputSchemaValidation): then an argument the schema requires
// with a type is there with that type. Which arguments the schema
// declares is not matched: every assertion of an argument and constant
// index into one is taken for declared (precision first).
func (c *checker) validatesInput(h *handlers.Handler) bool {
	_, ok := c.res.Validated[h.Spec.SDK]
	return ok
}

// inputPanics finds the operations of fn that panic on the values in
// input: a handler's own, or those of a helper of the package it passes
// its input to (one call away, as checkTerminators looks).
type inputPanics struct {
	c     *checker
	h     *handlers.Handler
	fn    *ssa.Function
	input map[ssa.Value]bool
	// assertsOnly: only type assertions of input are looked for (the
	// caller compared it with nil: a check of it for all but those).
	assertsOnly bool
	found       []inputPanic
}

// inputPanic is one operation that panics on the input. schema: the
// operation is an assertion of the input or a constant index or slice
// bound into it, which a tool's input schema can rule out.
type inputPanic struct {
	pos       token.Pos
	what, fix string
	schema    bool
}

func (ip *inputPanics) scan() {
	for _, b := range ip.fn.Blocks {
		for _, instr := range b.Instrs {
			if !instr.Pos().IsValid() {
				continue
			}
			if ta, ok := instr.(*ssa.TypeAssert); ip.assertsOnly {
				if ok {
					ip.assert(ta)
				}
				continue
			}
			switch in := instr.(type) {
			case *ssa.Call:
				ip.must(in)
			case *ssa.TypeAssert:
				ip.assert(in)
			case *ssa.Index:
				ip.index(in, in.X, in.Index)
			case *ssa.IndexAddr:
				ip.index(in, in.X, in.Index)
			case *ssa.Slice:
				ip.slice(in)
			}
		}
	}
}

// helperCalls returns the calls of the handler to functions of the
// package that are no handlers, do not recover, and take some of the
// input.
func (ip *inputPanics) helperCalls() []*ssa.Call {
	var out []*ssa.Call
	for _, b := range ip.fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || !call.Pos().IsValid() {
				continue
			}
			g := call.Call.StaticCallee()
			if g == nil || g == ip.fn || g.Pkg != ip.c.res.SSA || g.Syntax() == nil || g.Parent() != nil ||
				ip.c.res.HandlerOf(g) != nil || handlers.Recovers(g) {
				continue
			}
			if in, typeOnly := ip.paramsFrom(call, g); len(in)+len(typeOnly) > 0 {
				out = append(out, call)
			}
		}
	}
	return out
}

// paramsFrom returns g's parameters that call passes some of the input
// unchecked: an argument a dominating check of the caller mentions
// (regexp.Compile(p) before search(p), len(sha) < 7 before short(sha))
// is taken for checked in g too. The request itself is never so
// checked: every read of an argument mentions it. typeOnly are those
// the caller compared with nil only (if v != nil { apply(v) }): checked
// but for a type assertion (checkedType).
func (ip *inputPanics) paramsFrom(call *ssa.Call, g *ssa.Function) (in, typeOnly map[ssa.Value]bool) {
	in, typeOnly = map[ssa.Value]bool{}, map[ssa.Value]bool{}
	for i, a := range call.Call.Args {
		if i >= len(g.Params) || !(ip.input[a] || ip.from(a)) {
			continue
		}
		if !ip.h.Spec.Request.Match(a.Type()) && ip.checked(call, a) {
			if !ip.checkedType(call, a) {
				typeOnly[g.Params[i]] = true
			}
			continue
		}
		in[g.Params[i]] = true
	}
	return in, typeOnly
}

// add records an operation that panics on the input.
func (ip *inputPanics) add(pos token.Pos, what, fix string) {
	ip.found = append(ip.found, inputPanic{pos: pos, what: what, fix: fix})
}

// addSchema records an operation that panics on input its tool's schema
// can rule out (inputPanic.schema).
func (ip *inputPanics) addSchema(pos token.Pos, what, fix string) {
	ip.found = append(ip.found, inputPanic{pos: pos, what: what, fix: fix, schema: true})
}

func (ip *inputPanics) from(v ssa.Value) bool {
	return v != nil && !isConstValue(v) && ip.c.res.FromInput(v, ip.input)
}

// must reports a Must function called on the input: one that takes it
// (regexp.MustCompile(q)), or a generic Must(v, err) given the results of
// a call that takes it (template.Must(t.Parse(q))).
func (ip *inputPanics) must(call *ssa.Call) {
	obj := flow.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == ip.c.pass.Pkg || !isMustName(obj.Name()) {
		return
	}
	args := flow.Args(call.Common())
	var subject ssa.Value
	inner := ""
	for _, a := range args {
		if ip.from(a) {
			subject = a
			break
		}
	}
	if sig := obj.Type().(*types.Signature); subject == nil && len(args) > 0 && sig.Params().Len() > 0 &&
		typeinfo.IsErrorType(sig.Params().At(sig.Params().Len()-1).Type()) {
		// A generic Must(v, err), as template.Must(t.Parse(q)): the
		// error comes from a call of the input.
		if ic, _ := flow.CallOf(args[len(args)-1]); ic != nil {
			for _, ia := range flow.Args(ic.Common()) {
				if ip.from(ia) {
					subject, inner = ia, calleeName(ic)
					break
				}
			}
		}
	}
	if subject == nil || ip.checked(call, subject) {
		return
	}
	name := funcName(obj)
	var fix string
	switch {
	case inner != "":
		fix = fmt.Sprintf("check the error of %s instead and return an isError result on it", inner)
	case obj.Pkg().Scope().Lookup(strings.TrimPrefix(obj.Name(), "Must")) != nil && obj.Type().(*types.Signature).Recv() == nil:
		fix = fmt.Sprintf("call %s.%s and return an isError result on its error", obj.Pkg().Name(), strings.TrimPrefix(obj.Name(), "Must"))
	case plainMethod(obj) != "":
		// Checking the input first leaves the Must call, which still
		// panics on what the input cannot show (a timeout, a closed
		// tab): server-recovery would report the rewrite.
		fix = fmt.Sprintf("call %s and return an isError result on its error", plainMethod(obj))
	default:
		fix = "check the input first and return an isError result"
	}
	ip.add(call.Pos(), name+" of the model's input panics on a value it rejects", fix)
}

// isMustName reports whether name is Must or Must followed by a word.
func isMustName(name string) bool {
	rest, ok := strings.CutPrefix(name, "Must")
	if !ok {
		return false
	}
	return rest == "" || unicode.IsUpper(rune(rest[0]))
}

// assert reports x.(T) without comma-ok on the input.
func (ip *inputPanics) assert(ta *ssa.TypeAssert) {
	if ta.CommaOk || !ip.from(ta.X) || ip.checkedType(ta, ta.X) || ip.keyChecked(ta, ta.X) {
		return
	}
	t := types.TypeString(ta.AssertedType, types.RelativeTo(ip.c.pass.Pkg))
	what := "the value"
	if _, ok := flow.Concrete(ta.X).(*ssa.Lookup); ok {
		what = "the argument"
	}
	ip.addSchema(ta.Pos(), fmt.Sprintf("type assertion of the model's input to %s without ok panics when %s is missing or of another type", t, what),
		"use the comma-ok form or the SDK's argument accessor, and return an isError result")
}

// index reports x[i] where i is the input, or i is a constant at least
// the length the input may give x.
func (ip *inputPanics) index(at ssa.Instruction, x, i ssa.Value) {
	if _, ok := x.Type().Underlying().(*types.Map); ok {
		return
	}
	if ip.from(i) {
		if !ip.checked(at, x, i) {
			ip.add(at.Pos(), "index by the model's input without a bounds check panics when it is out of range",
				"check it against the length and return an isError result")
		}
		return
	}
	k, ok := constInt(i)
	if !ok || isArray(x.Type()) {
		return // an array's constant index is checked by the compiler
	}
	minLen, desc, ok := ip.inputLength(x)
	if !ok || k < minLen || ip.checked(at, ip.subjects(x)...) {
		return
	}
	add := ip.add
	if ip.from(x) {
		add = ip.addSchema // minItems
	}
	add(at.Pos(), fmt.Sprintf("index %d of %s without a length check panics when it has fewer elements", k, desc),
		"check its length and return an isError result")
}

// slice reports s[a:b] where a bound is the input, or a constant bound is
// more than the length the input may give s.
func (ip *inputPanics) slice(sl *ssa.Slice) {
	bounds := []ssa.Value{sl.Low, sl.High, sl.Max}
	for _, b := range bounds {
		if ip.from(b) {
			if !ip.checked(sl, append([]ssa.Value{sl.X}, bounds...)...) {
				ip.add(sl.Pos(), "slice expression bounded by the model's input without a bounds check panics when it is out of range",
					"check it against the length and return an isError result")
			}
			return
		}
	}
	if isArray(sl.X.Type()) {
		return
	}
	var most int64 = -1
	for _, b := range bounds {
		if k, ok := constInt(b); ok && k > most {
			most = k
		}
	}
	if most <= 0 {
		return
	}
	minLen, desc, ok := ip.inputLength(sl.X)
	if !ok || most <= minLen || ip.checked(sl, ip.subjects(sl.X)...) {
		return
	}
	add := ip.add
	if ip.from(sl.X) {
		add = ip.addSchema // minLength, minItems
	}
	add(sl.Pos(), fmt.Sprintf("slice bound %d of %s without a length check panics when it is shorter", most, desc),
		"check its length and return an isError result")
}

// inputLength reports whether the input decides x's length, with the
// length x has at least and a description for messages: the input itself
// (0), or strings.Split of it by a constant separator (1) or
// strings.Fields of it (0).
func (ip *inputPanics) inputLength(x ssa.Value) (int64, string, bool) {
	if ip.from(x) {
		return 0, "the model's input", true
	}
	call, ok := x.(*ssa.Call)
	if !ok {
		return 0, "", false
	}
	obj := flow.StaticFunc(call.Common())
	args := call.Call.Args
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "strings" || len(args) == 0 || !ip.from(args[0]) {
		return 0, "", false
	}
	desc := "strings." + obj.Name() + " of the model's input"
	switch obj.Name() {
	case "Fields":
		return 0, desc, true
	case "Split", "SplitAfter":
		// A non-empty separator gives at least one element.
		if len(args) == 2 && nonEmptyConst(args[1]) {
			return 1, desc, true
		}
		return 0, desc, true
	case "SplitN", "SplitAfterN":
		if len(args) == 3 && nonEmptyConst(args[1]) {
			if n, ok := constInt(args[2]); ok && n != 0 {
				return 1, desc, true
			}
		}
		return 0, desc, true
	}
	return 0, "", false
}

// subjects are the values a check of x may name: x, and for a split the
// text split.
func (ip *inputPanics) subjects(x ssa.Value) []ssa.Value {
	out := []ssa.Value{x}
	if call, ok := x.(*ssa.Call); ok && len(call.Call.Args) > 0 {
		out = append(out, call.Call.Args[0])
	}
	return out
}

// reportInputPanic reports a panic the input can trigger at pos, with the
// SDK's consequence. "Fails the call without an isError result" holds for
// every outcome the table states (the process dies, the connection drops,
// a -32603 or null-id protocol error), where "without an answer" would
// not (mcp-go stdio answers -32603 from v1.1).
func (c *checker) reportInputPanic(h *handlers.Handler, pos token.Pos, what, fix string) {
	c.perSite[pos] = true
	c.rep.Report(analysis.Diagnostic{Pos: pos, Category: catInputPanic, Message: fmt.Sprintf("%s; in a %s, the panic fails the call without an isError result: %s; %s",
		what, subject(h), c.panicOutcome(h), fix)})
}

func isConstValue(v ssa.Value) bool {
	_, ok := flow.Concrete(v).(*ssa.Const)
	return ok
}

func constInt(v ssa.Value) (int64, bool) {
	if v == nil {
		return 0, false
	}
	k, ok := flow.Concrete(v).(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(k.Value)
}

func nonEmptyConst(v ssa.Value) bool {
	k, ok := flow.Concrete(v).(*ssa.Const)
	return ok && k.Value != nil && k.Value.Kind() == constant.String && constant.StringVal(k.Value) != ""
}

func isArray(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Array)
	return ok
}

// funcName names obj for messages: regexp.MustCompile, (*T).MustX.
func funcName(obj *types.Func) string {
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil {
		return obj.Name()
	}
	return obj.Pkg().Name() + "." + obj.Name()
}

// calleeName names the function call calls, for messages.
func calleeName(call *ssa.Call) string {
	if obj := flow.StaticFunc(call.Common()); obj != nil {
		if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil {
			return obj.Name()
		}
		if obj.Pkg() != nil {
			return obj.Pkg().Name() + "." + obj.Name()
		}
	}
	return "the call"
}

// plainMethod returns the name of the plain form of a Must method, the
// method of the same receiver without the prefix that returns an error
// ("Navigate" for MustNavigate), or "".
func plainMethod(obj *types.Func) string {
	sig := obj.Type().(*types.Signature)
	if sig.Recv() == nil {
		return ""
	}
	name := strings.TrimPrefix(obj.Name(), "Must")
	m, _, _ := types.LookupFieldOrMethod(sig.Recv().Type(), true, obj.Pkg(), name)
	f, ok := m.(*types.Func)
	if !ok {
		return ""
	}
	res := f.Type().(*types.Signature).Results()
	if res.Len() == 0 || !typeinfo.IsErrorType(res.At(res.Len()-1).Type()) {
		return ""
	}
	return name
}
