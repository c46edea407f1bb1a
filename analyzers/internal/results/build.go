package results

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/factset"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// maxHelperDepth bounds how deep same-package helpers are followed.
const maxHelperDepth = 4

type builder struct {
	pass *analysis.Pass
	// importFact imports BuilderFacts: pass.ImportObjectFact during Run,
	// a snapshot of the facts after it (see factset).
	importFact factset.Importer
	hres       *handlers.Result
	// cls tells which parameters an error passed to a result helper
	// comes from, through the module's pass-through functions.
	cls     *errorigin.Classifier
	m       *sdkmodel.Model
	summary map[summaryKey][]*Build
	// conds says when a summarized build is returned (see paramConds).
	conds map[*Build]*paramConds
	// ssaPkg is the package in SSA form, and fieldSums the summaries
	// of how its functions make project results (fields.go).
	ssaPkg    *ssa.Package
	fieldSums map[summaryKey][]*fieldSet
}

// summaryKey names one result of a helper: a function that returns two
// results has a summary for each.
type summaryKey struct {
	fn  *ssa.Function
	idx int
}

func newBuilder(pass *analysis.Pass, hres *handlers.Result, cls *errorigin.Classifier) *builder {
	return &builder{pass: pass, importFact: pass.ImportObjectFact, hres: hres, cls: cls, m: hres.Model, summary: map[summaryKey][]*Build{}, conds: map[*Build]*paramConds{},
		ssaPkg: hres.SSA, fieldSums: map[summaryKey][]*fieldSet{}}
}

// sends describes what return r of h sends.
func (b *builder) sends(h *handlers.Handler, r *handlers.Return) []*Send {
	if h.Field != nil {
		return b.fieldSends(h, r)
	}
	var out []*Send
	errMaybeNil := r.Err == nil
	// The returned value itself may be checked where its origins are
	// not: err assigned on both branches of an if/else, then
	// if err != nil { return ..., err } after the merge; or a named result
	// checked before a bare return.
	errNil := flow.Unknown
	if r.Err != nil {
		errNil = flow.LoadNilAt(r.Err, r.Instr.Block())
	}
	if errNil == flow.IsNil {
		errMaybeNil = true
	} else if r.Err != nil {
		checked := errNil == flow.NonNil
		for _, o := range flow.Origins(r.Err, r.Instr.Block()) {
			if flow.IsNilConst(o.Value) || flow.NilAt(o.Value, o.Block) == flow.IsNil || b.nilFromCall(o.Value) {
				errMaybeNil = true
				continue
			}
			if !checked && flow.NilAt(o.Value, o.Block) == flow.Unknown && !b.nonNilFromCall(o.Value) {
				errMaybeNil = true
			}
			out = append(out, b.errorSend(h, r, o))
		}
	}
	if !errMaybeNil || r.Result == nil {
		return out
	}
	for _, o := range flow.Origins(r.Result, r.Instr.Block()) {
		for _, bl := range b.build(o.Value, 0) {
			if bl.Kind == Nil && h.Spec.OutputIndex < 0 {
				continue // a null result: protomisuse's business
			}
			ch := sdkmodel.Success
			if bl.Flag == Set {
				ch = sdkmodel.ToolError
			}
			out = append(out, &Send{Handler: h, Return: r, Channel: ch, Origin: o, Build: bl})
		}
	}
	return out
}

// nilFromCall reports whether v is a result of a call whose callee
// returns nil there on every path: a result helper that never fails.
func (b *builder) nilFromCall(v ssa.Value) bool {
	call, idx := flow.CallOf(v)
	if call == nil {
		return false
	}
	if fn := call.Call.StaticCallee(); fn != nil {
		if fn.Origin() != nil {
			fn = fn.Origin()
		}
		if fn.Pkg == b.hres.SSA && fn.Syntax() != nil {
			return alwaysNil(fn, idx)
		}
	}
	obj := flow.StaticFunc(call.Common())
	var f BuilderFact
	if obj != nil && b.importFact(obj, &f) {
		for _, i := range f.NilResults {
			if i == idx {
				return true
			}
		}
	}
	return false
}

// nonNilFromCall reports whether v is a result of a call to a function of
// the package that returns a non-nil value there on every path: an error
// constructor (gh-aw's newMCPError returns &jsonrpc.Error{...}), whose
// error never lets the handler's result through.
func (b *builder) nonNilFromCall(v ssa.Value) bool {
	if b.sdkErrorCtor(v) {
		return true
	}
	fn, idx := flow.Callee(v)
	if fn == nil || fn.Pkg != b.hres.SSA || fn.Syntax() == nil {
		return false
	}
	if neverNil(fn, idx, 0) {
		return true
	}
	// A helper that returns a new error or the one it was given
	// (return explain(err) inside if err != nil): non-nil when each
	// parameter it may return is non-nil at the call.
	call, _ := flow.CallOf(v)
	if call == nil || call.Call.IsInvoke() {
		return false
	}
	return flow.EveryReturn(fn, idx, func(o flow.Origin) bool {
		if p, ok := o.Value.(*ssa.Parameter); ok {
			for i, q := range fn.Params {
				if q == p && i < len(call.Call.Args) {
					return flow.NilAt(call.Call.Args[i], call.Block()) == flow.NonNil
				}
			}
			return false
		}
		if flow.IsNilConst(o.Value) {
			return false
		}
		if flow.NilAt(o.Value, o.Block) == flow.NonNil {
			return true
		}
		callee, i := flow.Callee(o.Value)
		return callee != nil && callee.Pkg == fn.Pkg && callee.Syntax() != nil && neverNil(callee, i, 1)
	})
}

// sdkErrorCtor reports whether v is the error of an SDK function that
// makes a protocol error (Model.ProtocolErrors, Model.CodeHelpers: go-sdk
// v1.7's URLElicitationRequiredError returns a *jsonrpc.Error, never
// nil): a typed handler that returns it sends that error, not its nil
// result.
func (b *builder) sdkErrorCtor(v ssa.Value) bool {
	call, _ := flow.CallOf(v)
	if call == nil {
		return false
	}
	obj := flow.StaticFunc(call.Common())
	return obj != nil && b.m.MakesProtocolError(obj)
}

// errorSend describes a returned non-nil error.
func (b *builder) errorSend(h *handlers.Handler, r *handlers.Return, o flow.Origin) *Send {
	ch := sdkmodel.ProtocolError
	prefix := ""
	on := h.Spec.OnError
	// An unwrapped JSON-RPC error takes its own channel (go-sdk typed
	// handlers send it as a protocol error), also when a helper of the
	// package makes it (gh-aw's newMCPError(code, msg, data) error).
	if h.Spec.OnJSONRPCError != nil && (b.isJSONRPCError(o.Value) || b.makesJSONRPCError(o.Value)) {
		on = h.Spec.OnJSONRPCError
	}
	// An error the handler tested to be the context's cancellation ends
	// an mcp-go task "cancelled", its text the task's status message.
	if h.Spec.OnContextError != nil && flow.CancellationChecked(r.Err, r.Instr.Block()) {
		on = h.Spec.OnContextError
	}
	task := ""
	if os := on.Resolve(b.hres.Pkgs); len(os) > 0 {
		ch, task = os[0].Channel, os[0].Task
		if os[0].Text != "" && os[0].Text[0] == '"' {
			if s, err := unquotePrefix(os[0].Text); err == nil {
				prefix = s
			}
		}
	}
	t := textval.Error(o.Value)
	if prefix != "" {
		t = textval.Text{Parts: append([]textval.Part{{Const: prefix}}, t.Parts...)}
	}
	return &Send{Handler: h, Return: r, Channel: ch, Task: task, Origin: o, Err: o.Value, Text: t}
}

// isJSONRPCError reports whether v is an SDK *jsonrpc.Error made into an
// error.
func (b *builder) isJSONRPCError(v ssa.Value) bool {
	mi, ok := v.(*ssa.MakeInterface)
	return ok && b.hres.Model.IsJSONRPCError(mi.X.Type())
}

// makesJSONRPCError reports whether v is the error result of a call of a
// function of the package that returns an SDK *jsonrpc.Error on every
// path.
func (b *builder) makesJSONRPCError(v ssa.Value) bool {
	fn, idx := flow.Callee(v)
	if fn == nil || fn.Pkg != b.ssaPkg || fn.Syntax() == nil || len(fn.Blocks) == 0 {
		return false
	}
	return flow.EveryReturn(fn, idx, func(o flow.Origin) bool { return b.isJSONRPCError(o.Value) })
}

// unquotePrefix reads the constant prefix of a Text expression such as
// `"tool execution failed: " + err.Error()`.
func unquotePrefix(expr string) (string, error) {
	end := 1
	for end < len(expr) && (expr[end] != '"' || expr[end-1] == '\\') {
		end++
	}
	if end >= len(expr) {
		return "", errNoPrefix
	}
	v := constant.MakeFromLiteral(expr[:end+1], 9 /* token.STRING */, 0)
	if v.Kind() != constant.String {
		return "", errNoPrefix
	}
	return constant.StringVal(v), nil
}

type prefixError struct{}

func (prefixError) Error() string { return "no prefix" }

var errNoPrefix error = prefixError{}

// build describes result value v (a definition, not a φ): one Build, or
// several for a helper with several ways to build its result.
func (b *builder) build(v ssa.Value, depth int) []*Build {
	switch x := v.(type) {
	case *ssa.Const:
		if x.IsNil() {
			return []*Build{{Kind: Nil, Value: v, Pos: v.Pos(), Empty: true}}
		}
	case *ssa.Alloc:
		if rt := b.resultType(x.Type()); rt != nil && !copied(x) {
			return []*Build{b.literal(x, rt)}
		}
	case *ssa.Call, *ssa.Extract:
		call, idx := flow.CallOf(v)
		if call != nil {
			builds := b.callBuild(call, idx, depth)
			if rt := b.resultType(v.Type()); rt != nil {
				for _, bl := range builds {
					b.laterFlag(bl, v, rt)
				}
			}
			return builds
		}
	}
	return []*Build{{Kind: Unknown, Value: v, Pos: v.Pos(), Opaque: true}}
}

// resultType returns the result type row t points to, if any.
func (b *builder) resultType(t types.Type) *sdkmodel.ResultType {
	return b.m.ResultPointedBy(t)
}

// literal describes a result composite literal and what the function
// does to it afterwards.
func (b *builder) literal(alloc *ssa.Alloc, rt *sdkmodel.ResultType) *Build {
	bl := &Build{Kind: Literal, Value: alloc, Pos: alloc.Pos(), Empty: true}
	b.afterwards(bl, alloc, rt)
	return bl
}

// afterwards adds to bl what the function does to result v (a literal or
// a constructor's result) after making it: field stores anywhere in the
// function (IsError, Content, StructuredContent), SetError calls,
// appends. A result handed to a function of the project or a dependency
// may get content there: its content is then opaque.
func (b *builder) afterwards(bl *Build, v ssa.Value, rt *sdkmodel.ResultType) {
	st, _ := v.Type().(*types.Pointer).Elem().Underlying().(*types.Struct)
	var calls []*ssa.Call
	var filled, input soleStore
	defer func() { bl.FilledAt, bl.InputAt = filled.store(), input.store() }()
	for _, ref := range flow.Refs(v) {
		switch r := ref.(type) {
		case *ssa.FieldAddr:
			if st == nil || r.Field >= st.NumFields() {
				continue
			}
			name := st.Field(r.Field).Name()
			for _, s := range storesTo(r) {
				switch name {
				case rt.IsErrorField:
					b.setFlag(bl, s.Val, s.Pos())
				case rt.ContentField:
					b.content(bl, s.Val)
					filled.note(s, hasElements(s.Val))
				case rt.StructField:
					if !flow.IsNilConst(s.Val) {
						bl.Structured, bl.Empty = true, false
						bl.Data = s.Val
					}
					_, made := s.Val.(*ssa.MakeInterface)
					filled.note(s, made)
				case rt.InputField:
					// An input-required result: it asks, it does not
					// report.
					if rt.InputField != "" && !flow.IsNilConst(s.Val) {
						bl.Empty = false
					}
					_, made := s.Val.(*ssa.MakeMap)
					input.note(s, made && rt.InputField != "")
				}
			}
			// res.Content = append(res.Content, ...) loads and stores the
			// same field: the stores above see the append's result.
		case *ssa.Call:
			calls = append(calls, r)
		}
	}
	// Each SetError on a result whose content is never set shows its
	// error: SetError calls on different paths each show theirs.
	noContent := bl.Empty
	for _, call := range calls {
		if !b.methodOnResult(bl, call, v, noContent) && b.mayFill(call, v) {
			bl.Opaque, bl.Empty = true, false
		}
	}
}

// mayFill reports whether call passes result v to a function that may
// add content to it: not the SDK, not the standard library.
func (b *builder) mayFill(call *ssa.Call, v ssa.Value) bool {
	passed := false
	for _, a := range call.Call.Args {
		passed = passed || a == v
	}
	if !passed {
		return false
	}
	obj := flow.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil {
		return true
	}
	path := obj.Pkg().Path()
	if b.m.IsSDKPackage(path) {
		return false
	}
	// The standard library does not fill results; without module data,
	// its paths are the ones without a dot outside the own module.
	first, _, _ := strings.Cut(path, "/")
	return strings.Contains(first, ".") || errorigin.InModule(path, errorigin.OwnModule(b.pass))
}

// copied reports whether a result variable is assigned a whole value
// (res := *other, or a type assertion's result): it is a copy of a
// result made elsewhere, not a literal, and its content and flag are
// unknown.
func copied(alloc *ssa.Alloc) bool {
	for _, s := range storesTo(alloc) {
		if k, ok := s.Val.(*ssa.Const); !ok || !k.IsNil() && k.Value != nil {
			return true
		}
	}
	return false
}

func storesTo(addr ssa.Value) []*ssa.Store {
	var out []*ssa.Store
	for _, ref := range flow.Refs(addr) {
		if s, ok := ref.(*ssa.Store); ok && s.Addr == addr {
			out = append(out, s)
		}
	}
	return out
}

func (b *builder) setFlag(bl *Build, v ssa.Value, pos token.Pos) {
	k, ok := v.(*ssa.Const)
	switch {
	case ok && k.Value != nil && constant.BoolVal(k.Value):
		bl.Flag, bl.FlagPos = Set, pos
	case ok && (k.Value == nil || !constant.BoolVal(k.Value)):
		if bl.Flag == Unset {
			bl.Flag, bl.FlagPos = Cleared, pos
		}
	default:
		if bl.Flag != Set {
			bl.Flag, bl.FlagPos, bl.FlagValue = MaybeSet, pos, v
		}
	}
}

// laterFlag applies what the function does to a result a constructor or
// helper returned: res := mcp.NewToolResultText(msg); res.IsError = true
// flags it as surely as NewToolResultError would, and so does SetError.
func (b *builder) laterFlag(bl *Build, v ssa.Value, rt *sdkmodel.ResultType) {
	if bl.Kind == Unknown || bl.Kind == Nil {
		return
	}
	p, ok := types.Unalias(v.Type()).(*types.Pointer)
	if !ok {
		return
	}
	st, ok := p.Elem().Underlying().(*types.Struct)
	if !ok {
		return
	}
	for _, ref := range flow.Refs(v) {
		switch r := ref.(type) {
		case *ssa.FieldAddr:
			if r.X == v && r.Field < st.NumFields() && st.Field(r.Field).Name() == rt.IsErrorField {
				for _, s := range storesTo(r) {
					b.setFlag(bl, s.Val, s.Pos())
				}
			}
		case *ssa.Call:
			b.methodOnResult(bl, r, v, bl.Empty)
		}
	}
}

// methodOnResult handles calls with the result as receiver: SetError,
// whose error becomes the text when the result has no content, or on the
// SDK versions whose SetError replaces content, always. It reports
// whether call is one.
func (b *builder) methodOnResult(bl *Build, call *ssa.Call, recv ssa.Value, noContent bool) bool {
	common := call.Common()
	obj := flow.StaticFunc(common)
	if obj == nil || len(common.Args) == 0 || common.Args[0] != recv {
		return false
	}
	for _, s := range b.m.ErrorSetters {
		if !s.Func.Match(obj) {
			continue
		}
		bl.Flag, bl.FlagPos = Set, call.Pos()
		args := flow.Args(common)
		if s.ErrArg >= len(args) {
			return true
		}
		// The SDK version in view decides what happens to content the
		// result already has (go-sdk SetError: replaced up to v1.5.x).
		var replacing *sdkmodel.Outcome
		for _, o := range s.CopiesErrorText.Resolve(b.hres.Pkgs) {
			if o.Replaces {
				replacing = &o
			}
		}
		if noContent || replacing != nil {
			if !noContent {
				if bl.Versions == nil {
					bl.Versions = map[int]string{}
				}
				bl.Versions[len(bl.Texts)] = string(s.SDK) + " " + replacing.Versions
			}
			bl.Errs = append(bl.Errs, args[s.ErrArg])
			bl.Texts = append(bl.Texts, textval.Error(args[s.ErrArg]))
			bl.Empty = false
		}
		return true
	}
	return false
}

// soleStore keeps a store that sets a result's field surely, unless
// another store may undo it (res.Content = nil on another line).
type soleStore struct {
	s     *ssa.Store
	other bool
}

func (o *soleStore) note(s *ssa.Store, sure bool) {
	if sure && o.s == nil {
		o.s = s
		return
	}
	if !sure {
		o.other = true
	}
}

func (o *soleStore) store() *ssa.Store {
	if o.other {
		return nil
	}
	return o.s
}

// hasElements reports whether v, a slice stored into a result's Content,
// surely has an element: a slice literal with elements, or an append of
// some.
func hasElements(v ssa.Value) bool {
	if len(flow.VariadicValues(v)) > 0 {
		return true
	}
	call, _ := flow.CallOf(v)
	if call == nil {
		return false
	}
	bi, ok := call.Call.Value.(*ssa.Builtin)
	return ok && bi.Name() == "append" && len(call.Call.Args) == 2 && hasElements(call.Call.Args[1])
}

// content evaluates a value stored into a result's Content field: a
// slice literal, or a list assembled with append, over a loop or on
// several branches (contents = append(contents, mcp.NewTextContent(...)),
// returned after the loop). Every definition that can reach the store is
// followed, through φ-nodes and local variables, so that each text
// appended anywhere is a text of the result.
func (b *builder) content(bl *Build, v ssa.Value) {
	b.contentOf(bl, v, nil, map[ssa.Value]bool{})
}

// contentOf adds the contents of list v to bl. app, when set, is the
// append call v is the appended part of: its texts are recorded with the
// append's site, since they are made apart from the result.
func (b *builder) contentOf(bl *Build, v ssa.Value, app *ssa.Call, seen map[ssa.Value]bool) {
	for _, o := range flow.Origins(v, nil) {
		x := o.Value
		if seen[x] {
			continue // the list itself, appended to in a loop
		}
		seen[x] = true
		if flow.IsNilConst(x) || emptyList(x) {
			continue
		}
		if elems := flow.VariadicValues(x); elems != nil { // []mcp.Content{...} literals are built like varargs
			for _, e := range elems {
				bl.Empty = false
				t, ok := b.textContent(e)
				if !ok {
					bl.Opaque = true
					continue
				}
				if app == nil {
					bl.Texts = append(bl.Texts, t)
				} else {
					bl.addAppended(t, TextSite{Pos: elemPos(e), Block: app.Block()})
				}
			}
			continue
		}
		if call, _ := flow.CallOf(x); call != nil {
			if bi, ok := call.Call.Value.(*ssa.Builtin); ok && bi.Name() == "append" && len(call.Call.Args) == 2 {
				b.contentOf(bl, call.Call.Args[0], app, seen)
				b.contentOf(bl, call.Call.Args[1], call, seen)
				continue
			}
		}
		if _, isLoad := x.(*ssa.UnOp); isLoad {
			continue // res.Content read back for an append
		}
		bl.Opaque, bl.Empty = true, false
	}
}

// emptyList reports whether v is an empty list: []mcp.Content{} or
// make([]mcp.Content, 0[, n]).
func emptyList(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.MakeSlice:
		k, ok := x.Len.(*ssa.Const)
		return ok && k.Value != nil && k.Value.Kind() == constant.Int && constant.Sign(k.Value) == 0
	case *ssa.Slice:
		alloc, ok := x.X.(*ssa.Alloc)
		if !ok {
			return false
		}
		arr, ok := alloc.Type().(*types.Pointer).Elem().Underlying().(*types.Array)
		return ok && arr.Len() == 0
	}
	return false
}

// elemPos is where a content element is written: the constructor call or
// the composite literal.
func elemPos(v ssa.Value) token.Pos {
	for {
		mi, ok := v.(*ssa.MakeInterface)
		if !ok {
			break
		}
		v = mi.X
	}
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X // mcp.TextContent{...} by value: the literal's allocation
	}
	return v.Pos()
}

// textContent evaluates one content element: a TextContent literal or
// a text content constructor.
func (b *builder) textContent(v ssa.Value) (textval.Text, bool) {
	for {
		mi, ok := v.(*ssa.MakeInterface)
		if !ok {
			break
		}
		v = mi.X
	}
	if call, _ := flow.CallOf(v); call != nil {
		obj := flow.StaticFunc(call.Common())
		for _, rt := range b.m.Results {
			for _, ctor := range rt.TextContentCtors {
				if obj != nil && ctor.Match(obj) {
					if args := flow.Args(call.Common()); len(args) > 0 {
						return textval.String(args[0]), true
					}
				}
			}
		}
		return textval.Text{}, false
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok {
		if u, ok := v.(*ssa.UnOp); ok {
			alloc, _ = u.X.(*ssa.Alloc)
		}
	}
	if alloc == nil {
		return textval.Text{}, false
	}
	st, ok := alloc.Type().(*types.Pointer).Elem().Underlying().(*types.Struct)
	if !ok {
		return textval.Text{}, false
	}
	for _, rt := range b.m.Results {
		isText := false
		for _, tt := range rt.TextTypes {
			if !tt.Pointer && tt.Match(alloc.Type().(*types.Pointer).Elem()) {
				isText = true
			}
		}
		if !isText {
			continue
		}
		for _, ref := range flow.Refs(alloc) {
			fa, ok := ref.(*ssa.FieldAddr)
			if !ok || fa.Field >= st.NumFields() || st.Field(fa.Field).Name() != rt.TextField {
				continue
			}
			for _, s := range storesTo(fa) {
				return textval.String(s.Val), true
			}
		}
		return textval.Text{}, true // a TextContent without text: empty
	}
	return textval.Text{}, false
}

// callBuild describes a result returned by a call: an SDK constructor, a
// helper of this package (summarized from its body), or a helper of
// another package (from its BuilderFact).
func (b *builder) callBuild(call *ssa.Call, idx int, depth int) []*Build {
	common := call.Common()
	obj := flow.StaticFunc(common)
	unknown := []*Build{{Kind: Unknown, Value: call, Pos: call.Pos(), Call: call, Opaque: true}}
	args := flow.Args(common)
	if k := b.m.ConstructorOf(obj); obj != nil && k != nil {
		return []*Build{b.ctorBuild(call, k, args)}
	}
	// A func literal of this package (errf := func(...) *mcp.CallToolResult
	// {...}) has no object but a body to summarize, like a named helper.
	if callee := common.StaticCallee(); callee != nil && depth < maxHelperDepth {
		fn := callee
		if fn.Origin() != nil {
			fn = fn.Origin()
		}
		if fn.Pkg == b.hres.SSA && fn.Syntax() != nil {
			if sum := b.summarize(fn, idx, depth+1); len(sum) > 0 {
				return b.substitute(call, fn, sum, args)
			}
			return unknown
		}
	}
	var f BuilderFact
	if obj != nil && b.importFact(obj, &f) && f.Index == idx {
		return b.fromFact(call, &f, args)
	}
	return unknown
}

// ctorBuild describes an SDK constructor call.
func (b *builder) ctorBuild(call *ssa.Call, k *sdkmodel.Constructor, args []ssa.Value) *Build {
	bl := &Build{Kind: Ctor, Value: call, Pos: call.Pos(), Call: call, Ctor: k}
	if k.Flagged {
		bl.Flag, bl.FlagPos = Set, call.Pos()
	}
	var t textval.Text
	has := false
	if k.TextArg >= 0 && k.TextArg < len(args) {
		has = true
		if k.Format && k.TextArg+1 < len(args) {
			t = textval.Format(args[k.TextArg], flow.VariadicValues(args[k.TextArg+1]))
		} else {
			t = textval.String(args[k.TextArg])
		}
	}
	if k.ErrArg >= 0 && k.ErrArg < len(args) && !flow.IsNilConst(args[k.ErrArg]) {
		has = true
		bl.Errs = append(bl.Errs, args[k.ErrArg])
		t = textval.Append(t, textval.Text{Parts: []textval.Part{{Const: k.ErrSep}}}, textval.Error(args[k.ErrArg]))
	}
	if has {
		bl.Texts = append(bl.Texts, t)
	}
	if k.DataArg >= 0 {
		bl.Structured = true
		if k.DataArg < len(args) {
			bl.Data = args[k.DataArg]
		}
	}
	bl.Empty = !bl.Structured && (!has || t.IsEmpty())
	if rt := b.resultType(call.Type()); rt != nil {
		b.afterwards(bl, call, rt)
	}
	return bl
}
