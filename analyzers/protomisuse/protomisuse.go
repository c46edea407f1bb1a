package protomisuse

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/fixes"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// Analyzer is protomisuse with its default configuration.
var Analyzer = New()

// config is one Analyzer's settings, bound to its flags.
type config struct {
	opts      report.Options
	converted bool
	recovered bool
}

// New returns a new protomisuse Analyzer with its own flags:
//
//	-converted  handler errors are turned into isError results by a
//	            middleware installed in another package: do not report them
//	-recovered  handler panics are recovered by a middleware installed in
//	            another package: do not report panics and fatal calls
func New() *analysis.Analyzer { return NewWith(report.Options{}) }

// NewWith is New for a driver that needs other report options than the
// defaults (report.Options): the vet tool under go fix.
func NewWith(opts report.Options) *analysis.Analyzer {
	c := &config{opts: opts}
	a := &analysis.Analyzer{
		Name:      "protomisuse",
		Doc:       "report tool failures sent as JSON-RPC errors or not sent at all\n\nA JSON-RPC error never reaches the model; a tool failure belongs in a result with isError set.\n\nDocumentation: " + docURL,
		URL:       docURL,
		Requires:  []*analysis.Analyzer{handlers.Analyzer, errorigin.Analyzer, ssabuild.Analyzer, results.Analyzer},
		Run:       c.run,
		FactTypes: []analysis.Fact{(*deferred)(nil), (*mapKeys)(nil), (*mayPanic)(nil), (*ownFaults)(nil)},
	}
	a.Flags.BoolVar(&c.converted, "converted", false, "handler errors are converted to isError results by a middleware installed in another package")
	a.Flags.BoolVar(&c.recovered, "recovered", false, "handler panics are recovered by a middleware installed in another package")
	return a
}

// checker holds one pass's state.
type checker struct {
	*config
	pass *analysis.Pass
	res  *handlers.Result
	cls  *errorigin.Classifier
	ssa  *ssabuild.SSA
	rres *results.Result
	rep  *report.Reporter
	keys keysState
	// perSite holds the positions of the panics the per-site rules
	// reported (reportTerminator, reportInputPanic): the server-level
	// rule leaves them out.
	perSite map[token.Pos]bool
}

func (c *config) run(pass *analysis.Pass) (any, error) {
	rres, _ := pass.ResultOf[results.Analyzer].(*results.Result)
	ch := &checker{
		config:  c,
		pass:    pass,
		res:     pass.ResultOf[handlers.Analyzer].(*handlers.Result),
		cls:     pass.ResultOf[errorigin.Analyzer].(*errorigin.Classifier),
		ssa:     pass.ResultOf[ssabuild.Analyzer].(*ssabuild.SSA),
		rres:    rres,
		rep:     report.New(pass, "protomisuse", c.opts),
		keys:    keysState{memo: map[keyParam]*keySet{}},
		perSite: map[token.Pos]bool{},
	}
	ch.exportMapKeys()
	ch.exportOwnFaults()
	ch.rep.Defer(newDeferred, ch.res.Claims, ch.res.OpenKeys, ch.res.OpenWeak)
	sends := map[*handlers.Handler][]*results.Send{}
	if rres != nil {
		for _, s := range rres.Sends {
			sends[s.Handler] = append(sends[s.Handler], s)
		}
	}
	for _, h := range ch.res.Handlers {
		if h.Field != nil {
			// A field of a project result carries no error of the
			// handler's own: what it sends is the other analyzers'.
			continue
		}
		ch.rep.Scope(h.Open, h.Variant)
		for _, r := range h.Returns {
			ch.checkReturn(h, r)
		}
		ch.checkInputWithContent(h, sends[h])
		ch.checkTerminators(h)
		ch.checkInputPanics(h)
	}
	ch.rep.Scope(nil, "")
	panics := &panicSites{c: ch, memo: map[siteKey]site{}, upstream: map[*ssa.Function]*upstream{}, args: map[*ssa.Function]map[int][]argUse{}}
	ch.exportMayPanic(panics)
	ch.checkServerRecovery(panics)
	for _, h := range ch.res.Handlers {
		ch.checkMustReach(h, panics)
	}
	ch.checkCodes()
	ch.checkHTTPExits()
	ch.rep.Finish()
	return nil, nil
}

// errKind classifies one definition of a returned error.
type errKind int

const (
	plainErr     errKind = iota
	deliberate           // a spec-defined protocol error (URL elicitation)
	bareRPC              // an unwrapped *jsonrpc.Error
	wrappedRPC           // a *jsonrpc.Error wrapped with %w
	fromHandler          // the error of another handler, reported there
	fromTypedArg         // the error of a typed-handler-shaped function value this handler wraps
	serverFault          // a broken invariant of the server or a deliberately routed error (faults.go)
)

type errDef struct {
	kind errKind
	o    flow.Origin
	via  string // the call it came from, unchecked, if any
}

// liveErrors returns the definitions of a returned error that can be
// non-nil, classified.
func (c *checker) liveErrors(r *handlers.Return) []errDef {
	if r.Err == nil {
		return nil
	}
	if flow.LoadNilAt(r.Err, r.Instr.Block()) == flow.IsNil {
		// A named result the handler checked nil on the way to a bare
		// return ("if err == nil { return }").
		return nil
	}
	var out []errDef
	for _, o := range flow.Origins(r.Err, r.Instr.Block()) {
		if flow.IsNilConst(o.Value) || flow.NilAt(o.Value, o.Block) == flow.IsNil || alwaysNilError(o.Value) {
			continue
		}
		d := c.classify(o)
		// A server fault is one whatever error carries it: a plain
		// error or a *jsonrpc.Error (gh-aw's after a failed marshal).
		if (d.kind == plainErr || d.kind == bareRPC) && c.serverFault(d) != "" {
			d.kind = serverFault
		}
		out = append(out, d)
	}
	return out
}

func (c *checker) classify(o flow.Origin) errDef {
	d := errDef{kind: plainErr, o: o}
	m := c.res.Model
	switch v := o.Value.(type) {
	case *ssa.MakeInterface:
		t := v.X.Type()
		if m.IsJSONRPCError(t) {
			d.kind = bareRPC
		}
		for _, pe := range m.ProtocolErrors {
			if pe.Type.Name != "" && pe.Type.Match(t) {
				d.kind = deliberate
			}
		}
		return d
	}
	call, _ := flow.CallOf(o.Value)
	if call == nil {
		return d
	}
	if c.res.Relayed(call) {
		d.kind = fromHandler // judged in the tool function it relays
		return d
	}
	common := call.Common()
	if obj := flow.StaticFunc(common); obj != nil {
		for _, pe := range m.ProtocolErrors {
			if pe.Func.Name != "" && pe.Func.Match(obj) {
				d.kind = deliberate
				return d
			}
		}
		if obj.Pkg() != nil && obj.Pkg().Path() == "fmt" && obj.Name() == "Errorf" && c.wrapsRPC(common) {
			d.kind = wrappedRPC
			return d
		}
		if !common.IsInvoke() {
			if fn, isFunc := common.Value.(*ssa.Function); isFunc {
				if c.handlerShaped(common.Signature()) != nil || c.res.HandlerOf(fn) != nil {
					d.kind = fromHandler
					return d
				}
				if _, idx := flow.CallOf(o.Value); c.makesRPC(fn, idx) {
					d.kind = bareRPC
					return d
				}
				if flow.NilAt(o.Value, o.Block) != flow.NonNil && !isErrorCtor(obj) {
					d.via = qualifiedName(c.pass.Pkg, obj)
				}
				return d
			}
		}
	}
	// A call of a function value: a handler this one wraps.
	if !common.IsInvoke() {
		if _, isFunc := common.Value.(*ssa.Function); !isFunc {
			if h := c.handlerShaped(common.Signature()); h != nil {
				if h.ReturnsProtocolError(c.res.Pkgs) {
					d.kind = fromHandler
				} else {
					d.kind = fromTypedArg
				}
			}
		}
	}
	return d
}

// handlerShaped returns the handler kind a function signature has, or nil.
func (c *checker) handlerShaped(sig *types.Signature) *sdkmodel.Handler {
	return handlers.KindOf(c.res.Model, sig)
}

// makesRPC reports whether fn, a function of the package, returns a
// *jsonrpc.Error as its result idx on every path: an error constructor
// such as gh-aw's newMCPError, which returns &jsonrpc.Error{...} as an
// error.
func (c *checker) makesRPC(fn *ssa.Function, idx int) bool {
	return c.makesRPCDepth(fn, idx, 0)
}

// maxRPCHelpers is how many calls of the package's own functions past
// the handler's callee makesRPC follows to the *jsonrpc.Error they make.
// gh-aw's helpers return newMCPError(...) one or two calls down; the bound
// stops recursion between helpers, and a chain longer than four is
// taken for a plain error (testdata protomisuse/rpcdepth).
const maxRPCHelpers = 4

// makesRPCDepth is makesRPC through depth calls of the package's
// functions (gh-aw's helpers return newMCPError(...)).
func (c *checker) makesRPCDepth(fn *ssa.Function, idx, depth int) bool {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if depth > maxRPCHelpers || fn.Pkg == nil || fn.Pkg.Pkg != c.pass.Pkg || fn.Syntax() == nil {
		return false
	}
	return flow.EveryReturn(fn, idx, func(o flow.Origin) bool {
		if mi, ok := o.Value.(*ssa.MakeInterface); ok && c.res.Model.IsJSONRPCError(mi.X.Type()) {
			return true
		}
		callee, i := flow.Callee(o.Value)
		return callee != nil && c.makesRPCDepth(callee, i, depth+1)
	})
}

// wrapsRPC reports whether an fmt.Errorf call wraps a *jsonrpc.Error
// with %w.
func (c *checker) wrapsRPC(common *ssa.CallCommon) bool {
	args := flow.Args(common)
	if len(args) < 2 {
		return false
	}
	format, ok := errorigin.ConstString(args[0])
	if !ok || !strings.Contains(format, "%w") {
		return false
	}
	for _, v := range flow.VariadicValues(args[1]) {
		for _, o := range flow.Origins(v, nil) {
			if mi, ok := o.Value.(*ssa.MakeInterface); ok && c.res.Model.IsJSONRPCError(mi.X.Type()) {
				return true
			}
			if ci, ok := v.(*ssa.ChangeInterface); ok {
				for _, oo := range flow.Origins(ci.X, nil) {
					if mi, ok := oo.Value.(*ssa.MakeInterface); ok && c.res.Model.IsJSONRPCError(mi.X.Type()) {
						return true
					}
				}
			}
		}
	}
	return false
}

func (c *checker) checkReturn(h *handlers.Handler, r *handlers.Return) {
	defs := c.liveErrors(r)
	if len(defs) > 0 && c.cancelsOnContextError(h) {
		// The request's cancellation ends a task cancelled, as asked:
		// an error made from the context, or one the handler tested
		// with the SDK's own errors.Is calls before returning it.
		if flow.CancellationChecked(r.Err, r.Instr.Block()) {
			return
		}
		if defs = dropContextErrors(defs); len(defs) == 0 {
			return
		}
	}
	if len(defs) == 0 {
		if len(h.Spec.OnNilNil) > 0 && isNil(r.Result, r) {
			c.reportNilNil(h, r)
		}
		return
	}
	var rpc, wrapped, plain, typedArg *errDef
	for i := range defs {
		d := &defs[i]
		switch d.kind {
		case bareRPC:
			rpc = first(rpc, d)
		case wrappedRPC:
			wrapped = first(wrapped, d)
		case plainErr:
			plain = first(plain, d)
		case fromTypedArg:
			typedArg = first(typedArg, d)
		}
	}
	spec := h.Spec
	protocol := spec.ReturnsProtocolError(c.res.Pkgs) && !c.converted
	// An unknown tool name and arguments that are not an object are
	// protocol errors by the spec: only their code can be wrong.
	if protocol && (plain != nil || rpc != nil || wrapped != nil) {
		if kind := c.specFailureOf(h, r); kind != notSpecFailure {
			c.checkSpecFailure(h, r, kind, rpc != nil || wrapped != nil)
			return
		}
	}
	switch {
	case spec.OnJSONRPCError != nil && !protocol && rpc != nil:
		c.reportBareRPC(h, r)
	case spec.OnWrappedJSONRPCError != nil && !protocol && wrapped != nil:
		c.reportWrappedRPC(h, r)
	case spec.DropsResultBesideError && c.definitelyNonNil(r.Result, r) && c.definitelyErr(defs):
		if !protocol && spec.ErrorTextIsContent && c.sendsErrorText(r) {
			// The SDK sends the error's text as the isError result:
			// the same text the dropped result carries. Nothing
			// changes on the wire.
			return
		}
		c.reportBeside(h, r, protocol)
	case protocol && typedArg != nil:
		c.reportWrapper(h, r)
	case protocol && (plain != nil || rpc != nil || wrapped != nil):
		d := plain
		if d == nil {
			d = first(rpc, wrapped)
		}
		c.reportGoError(h, r, d)
	}
}

// sendsErrorText reports whether the result returned at r is, on every
// path, an isError result whose only content is the text of the error
// returned beside it (ontap-mcp's return errorResult(err), nil, err): go-sdk
// drops it and sends the error's text as an isError result, which is the
// same answer.
func (c *checker) sendsErrorText(r *handlers.Return) bool {
	if c.rres == nil || r.Err == nil {
		return false
	}
	want := textKey(textval.Error(r.Err))
	return c.everyOneText(r, func(t textval.Text) bool { return textKey(t) == want })
}

// everyOneText reports whether the result returned at r is, on every
// path, an isError result the analysis sees whole with exactly one text,
// and ok accepts that text.
func (c *checker) everyOneText(r *handlers.Return, ok func(textval.Text) bool) bool {
	builds := c.rres.BuildOf(r.Result)
	for _, b := range builds {
		if b.Flag != results.Set || b.Opaque || b.Structured || b.Data != nil ||
			len(b.Fields) > 0 || len(b.Appended) > 0 || len(b.Texts) != 1 || !ok(b.Texts[0]) {
			return false
		}
	}
	return len(builds) > 0
}

// textKey renders t with each hole as the identity of the value it
// formats, an error's Error() call as the error itself: two texts with the
// same key are the same text at run time.
func textKey(t textval.Text) string {
	return t.Render(func(p textval.Part) string {
		v := p.Hole
		if call, ok := v.(*ssa.Call); ok && call.Call.IsInvoke() && call.Call.Method.Name() == "Error" && len(call.Call.Args) == 0 {
			v = call.Call.Value
		}
		verb := p.Verb
		switch verb {
		case "%v", "%s", "%w":
			verb = ""
		}
		return fmt.Sprintf("\x00%p%s\x00", v, verb)
	})
}

func first(cur, d *errDef) *errDef {
	if cur != nil {
		return cur
	}
	return d
}

// definitelyErr reports whether every live definition is known non-nil:
// made by errors.New, fmt.Errorf, a composite literal, or checked.
func (c *checker) definitelyErr(defs []errDef) bool {
	for _, d := range defs {
		// A server fault (a marshal failure) is still an error beside
		// which the result is dropped: github-mcp-server's
		// return utils.NewToolResultErrorFromErr("failed to marshal alert", err), nil, err
		if d.kind == fromHandler || d.kind == fromTypedArg {
			return false
		}
		if flow.NilAt(d.o.Value, d.o.Block) == flow.NonNil {
			continue
		}
		call, _ := flow.CallOf(d.o.Value)
		if call == nil {
			return false
		}
		obj := flow.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil {
			return false
		}
		switch obj.Pkg().Path() + "." + obj.Name() {
		case "errors.New", "fmt.Errorf":
			continue
		}
		return false
	}
	return true
}

// isNil reports whether v is nil on every path to the return.
func isNil(v ssa.Value, r *handlers.Return) bool {
	if v == nil {
		return false
	}
	if _, ok := v.Type().Underlying().(*types.Pointer); !ok {
		return false
	}
	for _, o := range flow.Origins(v, r.Instr.Block()) {
		if !flow.IsNilConst(o.Value) && flow.NilAt(o.Value, o.Block) != flow.IsNil {
			return false
		}
	}
	return true
}

// definitelyNonNil reports whether a returned result is non-nil on every
// path: a composite literal, an SDK constructor's result, or checked.
func (c *checker) definitelyNonNil(v ssa.Value, r *handlers.Return) bool {
	if v == nil {
		return false // no result position (a tool function behind an adapter)
	}
	if sdkNonNil(c.res.Model, v, r) {
		return true
	}
	// A result the project builds (a literal, or a helper of any package
	// of the module that returns one on every path: results' facts).
	if c.rres == nil {
		return false
	}
	builds := c.rres.BuildOf(v)
	for _, b := range builds {
		if b.Kind != results.Literal && b.Kind != results.Ctor && (b.Kind != results.Helper || b.MayBeNil) {
			return false
		}
	}
	return len(builds) > 0
}

// sdkNonNil reports whether v is non-nil or made by an SDK constructor on
// every path to r.
func sdkNonNil(m *sdkmodel.Model, v ssa.Value, r *handlers.Return) bool {
	if v == nil {
		return false
	}
	if _, ok := v.Type().Underlying().(*types.Pointer); !ok {
		return false
	}
	origins := flow.Origins(v, r.Instr.Block())
	for _, o := range origins {
		if flow.NilAt(o.Value, o.Block) == flow.NonNil {
			continue
		}
		call, _ := flow.CallOf(o.Value)
		if call == nil {
			return false
		}
		obj := flow.StaticFunc(call.Common())
		if obj == nil || m.ConstructorOf(obj) == nil {
			return false
		}
	}
	return len(origins) > 0
}

// sdkName renders a handler's SDK for messages.
func sdkName(h *handlers.Handler) string { return string(h.Spec.SDK) }

// subject names what returns, for messages.
func subject(h *handlers.Handler) string {
	if h.How == handlers.AsMiddleware {
		return "tool middleware"
	}
	return h.Spec.Subject()
}

// outcomes renders what a Behaviour does on the versions in view:
// "JSON-RPC error -32603" or "a null result (v0.44.0–v1.1.x), or ...".
func (c *checker) outcomes(b sdkmodel.Behaviour) string {
	os := b.Resolve(c.res.Pkgs)
	var parts []string
	for _, o := range os {
		s := o.Describe()
		if o.Channel == sdkmodel.ProtocolError && o.Text != "" && !o.TextIsTheError() {
			s += " " + o.Text
		}
		if o.Note != "" {
			s += " " + o.Note
		}
		if len(os) > 1 {
			s += " (" + o.Versions + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", or ")
}

func (c *checker) reportGoError(h *handlers.Handler, r *handlers.Return, d *errDef) {
	what := "returns a Go error"
	if d.via != "" {
		what = fmt.Sprintf("returns the error of %s unchecked", d.via)
	}
	b := h.Spec.OnError
	switch {
	case d.kind == bareRPC && h.Spec.OnJSONRPCError != nil:
		b = h.Spec.OnJSONRPCError
	case d.kind == wrappedRPC && h.Spec.OnWrappedJSONRPCError != nil:
		b = h.Spec.OnWrappedJSONRPCError
	}
	words := c.fixWords(h)
	if c.carriesForeign(r) && strings.HasPrefix(words, "return ") {
		// The text must not be the error's (leak) and the error must not
		// vanish: followed literally, "return a written text" would drop
		// the only record of what failed.
		words = "log the error and " + words
	}
	msg := fmt.Sprintf("%s %s: %s sends it as %s, which the model never sees; %s%s",
		subject(h), what, sdkName(h), c.outcomes(b), c.taskRule(b), words)
	diag := analysis.Diagnostic{Pos: r.Pos(), Category: catToolError, Message: msg}
	if fix := c.errorResultFix(h, r, "return the error's text as an isError result"); fix != nil {
		diag.SuggestedFixes = []analysis.SuggestedFix{*fix}
	}
	c.rep.Report(diag)
}

// taskRule says, for a task tool whose error ends the task, what the
// tasks extension wants instead: "failed" is for JSON-RPC errors.
func (c *checker) taskRule(b sdkmodel.Behaviour) string {
	for _, o := range b.Resolve(c.res.Pkgs) {
		if o.Task != "" {
			return "a tool failure must end the task completed with an isError result: "
		}
	}
	return ""
}

// fixWords says what to write instead of returning an error.
func (c *checker) fixWords(h *handlers.Handler) string {
	if h.Key != "" {
		// A tool function of a project handler type: the adapter that
		// calls it decides, and the function cannot build the SDK result.
		return fmt.Sprintf("send the failure in the tool's own result, or make the adapter that calls %s turn a returned error into an isError result", shortKey(h.Key))
	}
	rt := c.res.Model.ResultFor(h.Spec.SDK)
	if rt != nil && !sameType(h.Spec.Result, rt.Type) && h.Spec.Result.Name != "" {
		return c.otherResultWords(h.Spec.Result, rt)
	}
	if rt != nil && rt.ErrorCtor.Name != "" {
		return fmt.Sprintf("return %s(<what failed and what to do>), nil", rt.ErrorCtor)
	}
	return "return a result with IsError: true and a text saying what failed and what to do, and a nil error"
}

// otherResultWords says what to write in a handler whose result is not
// the SDK's tool result (mcp-go task handlers return a task result): a
// literal of that type with the tool result's error and content fields,
// when the type checker's version of the type has them.
func (c *checker) otherResultWords(res sdkmodel.TypeRef, rt *sdkmodel.ResultType) string {
	typ := sdkmodel.TypeRef{Pkg: res.Pkg, Name: res.Name}
	if !fixes.HasFields(c.res.Pkgs[res.Pkg], res.Name, rt.IsErrorField, rt.ContentField) {
		return fmt.Sprintf("%s has no %s field in this %s version, so the handler cannot send an isError result: upgrade %[3]s",
			typ, rt.IsErrorField, rt.SDK)
	}
	text := "<what failed and what to do>"
	if len(rt.TextContentCtors) > 0 {
		text = fmt.Sprintf("%s(%s)", rt.TextContentCtors[0], text)
	}
	return fmt.Sprintf("return &%s{%s: true, %s: []%s{%s}}, nil", typ, rt.IsErrorField, rt.ContentField, rt.ContentType, text)
}

func sameType(a, b sdkmodel.TypeRef) bool { return a.Pkg == b.Pkg && a.Name == b.Name }

func (c *checker) reportBareRPC(h *handlers.Handler, r *handlers.Return) {
	c.rep.Report(analysis.Diagnostic{
		Pos: r.Pos(), Category: catJSONRPCError,
		Message: fmt.Sprintf("%s returns a *jsonrpc.Error: %s sends it as %s, which the model never sees; a tool failure, argument validation included, belongs in an isError result: return a plain error",
			subject(h), sdkName(h), c.outcomes(h.Spec.OnJSONRPCError)),
		SuggestedFixes: c.plainErrorFix(h, r),
	})
}

func (c *checker) reportWrappedRPC(h *handlers.Handler, r *handlers.Return) {
	c.rep.Report(analysis.Diagnostic{
		Pos: r.Pos(), Category: catJSONRPCError,
		Message: fmt.Sprintf("%s returns a wrapped *jsonrpc.Error: %s only checks the outermost error's type, so it sends %s with the whole text and the JSON-RPC code is lost; return a plain error for a tool failure, or the *jsonrpc.Error itself for a deliberate protocol error",
			subject(h), sdkName(h), channels(h.Spec.OnWrappedJSONRPCError.Resolve(c.res.Pkgs))),
	})
}

func (c *checker) reportBeside(h *handlers.Handler, r *handlers.Return, protocol bool) {
	also := ""
	if protocol {
		also = fmt.Sprintf(" and sends the error as %s", c.outcomes(h.Spec.OnError))
	} else if h.Spec.ErrorTextIsContent {
		also = " and sends the error's text instead"
	}
	diag := analysis.Diagnostic{
		Pos: r.Pos(), Category: catBeside,
		Message: fmt.Sprintf("%s returns a result beside a non-nil error: %s drops the result%s, so its text never reaches the model; return the result with a nil error, or only the error",
			subject(h), sdkName(h), also),
	}
	if fix := c.besideFix(h, r, protocol); fix != nil {
		diag.SuggestedFixes = []analysis.SuggestedFix{*fix}
	}
	c.rep.Report(diag)
}

func (c *checker) reportWrapper(h *handlers.Handler, r *handlers.Return) {
	c.rep.Report(analysis.Diagnostic{
		Pos: r.Pos(), Category: catWrapper,
		Message: fmt.Sprintf("%s returns the error of the typed-handler-shaped function it wraps: %s sends it as %s, so every wrapped function's failures are hidden from the model; turn the error into an isError result here",
			subject(h), sdkName(h), c.outcomes(h.Spec.OnError)),
	})
}

func (c *checker) reportNilNil(h *handlers.Handler, r *handlers.Return) {
	c.rep.Report(analysis.Diagnostic{
		Pos: r.Pos(), Category: catNilNil,
		Message: fmt.Sprintf("%s returns a nil result and a nil error: %s answers with %s; return a result (an isError result for a failure)",
			subject(h), sdkName(h), c.outcomes(h.Spec.OnNilNil)),
	})
}

// isErrorCtor reports whether obj makes a new error: errors.New,
// fmt.Errorf.
func isErrorCtor(obj *types.Func) bool {
	if obj.Pkg() == nil {
		return false
	}
	switch obj.Pkg().Path() + "." + obj.Name() {
	case "errors.New", "fmt.Errorf":
		return true
	}
	return false
}

// qualifiedName names obj as code in pkg would write it, with the
// receiver type for methods: "store.Get", "(*Client).Do".
func qualifiedName(pkg *types.Package, obj *types.Func) string {
	qual := types.RelativeTo(pkg)
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil {
		return "(" + types.TypeString(sig.Recv().Type(), qual) + ")." + obj.Name()
	}
	if obj.Pkg() != nil && obj.Pkg() != pkg {
		return obj.Pkg().Name() + "." + obj.Name()
	}
	return obj.Name()
}

// channels renders the channels of outcomes without their notes: "an
// isError result".
func channels(os []sdkmodel.Outcome) string {
	var parts []string
	for _, o := range os {
		parts = append(parts, o.Channel.String())
	}
	return strings.Join(parts, " or ")
}

// alwaysNilError reports whether v is the error result of a call of a
// function of the package that returns a nil error on every path (a
// helper whose failures are results): nothing reaches the SDK.
func alwaysNilError(v ssa.Value) bool {
	fn, idx := flow.Callee(v)
	if fn == nil || fn.Syntax() == nil || len(fn.Blocks) == 0 {
		return false
	}
	return flow.EveryReturn(fn, idx, func(o flow.Origin) bool { return flow.IsNilConst(o.Value) })
}

// shortKey returns a project handler type's key with its package path cut
// to the package name: "api.ToolHandlerFunc".
func shortKey(key string) string {
	if i := strings.LastIndex(key, "/"); i >= 0 {
		return key[i+1:]
	}
	return key
}
