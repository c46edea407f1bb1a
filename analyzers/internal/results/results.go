// Package results is the analysis pass that says what each return path of
// each tool handler sends to the client: which channel (success, isError
// result, JSON-RPC error), with which text, built how (an SDK constructor,
// a result literal, a helper of the project), and whether the path is a
// failure path. unflaggederr, opaquemsg and leak all judge these sends.
//
// Helpers that build results, in the same or another package, are
// summarized in a *BuilderFact, the way x/tools' printf pass summarizes
// its wrappers: "returns a flagged result whose text is parameter 0".
package results

import (
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/factset"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// Analyzer computes the sends of every handler of a package. Its result
// is a *Result; it exports a *BuilderFact for every function that returns
// a tool result, and a *FieldsFact for every function of the module that
// makes a struct of the module from its parameters (fields.go).
var Analyzer = &analysis.Analyzer{
	Name:       "mcpresults",
	Doc:        "describe what each tool handler return sends (shared by the mcplint analyzers)",
	URL:        "https://github.com/mcplint-go/mcplint#how-mcplint-finds-handlers",
	Run:        run,
	Requires:   []*analysis.Analyzer{handlers.Analyzer, ssabuild.Analyzer, errorigin.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{(*BuilderFact)(nil), (*FieldsFact)(nil)},
}

// Flag is what is known of a result's isError field.
type Flag int

const (
	// Unset: nothing sets isError; the result means success.
	Unset Flag = iota
	// Set: isError is set to true (a literal, an assignment, SetError, a
	// flagging constructor or helper).
	Set
	// Cleared: isError is set to false explicitly.
	Cleared
	// MaybeSet: isError is set from a value the analysis cannot judge.
	MaybeSet
)

// BuildKind says how a result value was made.
type BuildKind int

const (
	// Unknown: a parameter, a field, a call of unknown effect.
	Unknown BuildKind = iota
	// Nil: the nil result.
	Nil
	// Literal: a composite literal of the SDK's result type.
	Literal
	// Ctor: an SDK constructor such as mcp-go NewToolResultText.
	Ctor
	// Helper: a function of the project that builds a result.
	Helper
	// ProjectField: a text a tool function of a project handler type
	// writes into a field of its own result, which an adapter sends
	// (handlers.ResultField); Value is the project result, Pos where the
	// text is written into it.
	ProjectField
)

// Build describes one way a returned result is made.
type Build struct {
	Kind BuildKind
	// Pos is where the result is made: the constructor or helper call, or
	// the composite literal.
	Pos token.Pos
	// Value is the SSA value of the result where it is made.
	Value ssa.Value
	// Call is the constructor or helper call, for Ctor and Helper.
	Call *ssa.Call
	Ctor *sdkmodel.Constructor
	// Flag is what is known of isError, and FlagPos where it was set or
	// cleared (a literal's field, an assignment, a SetError call).
	// FlagValue is the value isError is set from when Flag is MaybeSet.
	Flag      Flag
	FlagPos   token.Pos
	FlagValue ssa.Value
	// Texts are the result's text contents.
	Texts []textval.Text
	// Appended holds, for the texts appended to the content apart from
	// the result's own expression (in a loop, on a branch, after the
	// result is made), where each is appended, by index into Texts. Such
	// a text is one the result may carry, not one it surely carries.
	Appended map[int]TextSite
	// Versions holds, for a text that reaches the client only on some SDK
	// versions, those versions in words, by index into Texts: go-sdk
	// "v1.3.0–v1.5.x" for a SetError on a result that has content, which
	// those versions replace with the error's text.
	Versions map[int]string
	// Errs are errors whose Error() text becomes content (SetError on an
	// empty result or one whose content it replaces, an ErrArg of a
	// constructor).
	Errs []ssa.Value
	// Empty: no content at all and no structured content.
	Empty bool
	// Structured: structured content or JSON data is set.
	Structured bool
	// Data is the value set as structured content or passed as JSON data
	// (a constructor's DataArg, a literal's structured content field), or
	// nil.
	Data ssa.Value
	// Opaque: some content could not be evaluated (a slice built
	// elsewhere, an unknown helper).
	Opaque bool
	// MayBeNil: the helper that made a Helper build returns nil (or a
	// result of unknown make) on another path.
	MayBeNil bool
	// Fields are the fields of values passed to the helper that made
	// the result (a project's own result it converts) whose text the
	// result carries or which set its flag; a field used in this
	// function itself is a hole, an error or the FlagValue.
	Fields []FieldUse
	// InputAt is a store of a non-nil map into the result's InputField
	// (go-sdk's InputRequests: the result asks the client for input), and
	// FilledAt a store of content that is surely not empty: a Content
	// slice with elements, or a StructuredContent value. An analyzer that
	// needs both on one path checks that each dominates the return.
	InputAt, FilledAt *ssa.Store
}

// TextSite is where a text is appended to a result's content: Pos is the
// content element (a TextContent literal or constructor call), Block the
// block of the append, where what is known of the values it formats
// holds.
type TextSite struct {
	Pos   token.Pos
	Block *ssa.BasicBlock
}

// SiteOf returns where text i of b is appended, when it is appended apart
// from the result's own expression.
func (b *Build) SiteOf(i int) (TextSite, bool) {
	s, ok := b.Appended[i]
	return s, ok
}

// addAppended adds a text appended at site.
func (b *Build) addAppended(t textval.Text, site TextSite) {
	if b.Appended == nil {
		b.Appended = map[int]TextSite{}
	}
	b.Appended[len(b.Texts)] = site
	b.Texts = append(b.Texts, t)
}

// FieldUse is a field of a struct value whose text a result carries, or
// which sets the result's isError flag: toResult(res) sends res.Error's
// text, NewStructuredResult(res.Content, res.Error) the text of the
// arguments, which are field values themselves.
type FieldUse struct {
	// Of is the struct, or a pointer to it.
	Of    ssa.Value
	Field string
	// Flag: the field is copied into isError; otherwise its text (an
	// error's Error() text) is the result's text.
	Flag bool
}

// Send is what one return path sends.
type Send struct {
	Handler *handlers.Handler
	Return  *handlers.Return
	Channel sdkmodel.Channel
	// Task is the status a task tool's task ends in ("failed",
	// "cancelled"), for error sends of a task tool; "" otherwise.
	Task string
	// Origin is the definition of the returned result or error this send
	// is about; Origin.Block is where the path comes from, for failure
	// path checks.
	Origin flow.Origin
	// Build describes the result, for result sends.
	Build *Build
	// Err is the returned error, for error sends, and Text its
	// client-visible text (with the SDK's prefix, if any).
	Err  ssa.Value
	Text textval.Text
}

// IsFailure reports whether the send is a tool failure on either channel.
func (s *Send) IsFailure() bool {
	return s.Channel == sdkmodel.ToolError || s.Channel == sdkmodel.ProtocolError
}

// Result is the pass's result.
type Result struct {
	Handlers *handlers.Result
	// Sends lists the sends of each handler return, in source order.
	Sends []*Send
	// Claims are the handlers pass's claims (handlers.Result.Claims)
	// and the claims of the fields of project results this package's
	// handlers send (handlers.ResultField): what the analyzers that
	// judge sends pass to report.Reporter.Defer.
	Claims []report.Claim

	// mu guards b, whose summaries grow on demand: the pass's result is
	// shared by the analyzers of a package, which run concurrently.
	mu sync.Mutex
	b  *builder
}

// BuildOf describes result value v of this package, as Send.Build does:
// for analyzers that follow results outside handler returns.
func (r *Result) BuildOf(v ssa.Value) []*Build {
	if r.b == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []*Build
	for _, o := range flow.Origins(v, nil) {
		out = append(out, r.b.build(o.Value, 0)...)
	}
	return out
}

// NeverFails reports whether every value error v can hold is the result
// of a call of a function that returns nil there on every path (a helper
// whose error result is always nil): a branch taken when v is not nil
// never runs.
func (r *Result) NeverFails(v ssa.Value) bool {
	if r.b == nil || v == nil {
		return false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	origins := flow.Origins(v, nil)
	if len(origins) == 0 {
		return false
	}
	for _, o := range origins {
		if !r.b.nilFromCall(o.Value) {
			return false
		}
	}
	return true
}

// FactOf returns the builder summary of function obj: from its body for
// a function of this package, from its imported *BuilderFact otherwise;
// nil when obj does not build results. Analyzers cannot import another
// analyzer's facts, so they ask here (unflaggederr looks for a flagged
// twin of a helper this way).
func (r *Result) FactOf(obj *types.Func) *BuilderFact {
	if r.b == nil || obj == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if obj.Pkg() != r.b.pass.Pkg {
		var f BuilderFact
		if r.b.importFact(obj, &f) {
			return &f
		}
		return nil
	}
	fn := r.b.hres.SSA.Prog.FuncValue(obj)
	if fn == nil || fn.Syntax() == nil {
		return nil
	}
	res := fn.Signature.Results()
	for i := 0; i < res.Len(); i++ {
		if r.b.resultType(res.At(i).Type()) != nil {
			return r.b.toFact(fn, i, r.b.summarize(fn, i, 0))
		}
	}
	return nil
}

func run(pass *analysis.Pass) (any, error) {
	hres := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	res := &Result{Handlers: hres, Claims: hres.Claims}
	cls := pass.ResultOf[errorigin.Analyzer].(*errorigin.Classifier)
	if hres.SSA == nil {
		// A package of the module with no handler may still make the
		// project results its tool functions return elsewhere.
		if fieldFactsWanted(pass) {
			pkg, funcs, err := pass.ResultOf[ssabuild.Analyzer].(*ssabuild.SSA).Build()
			if err != nil {
				return nil, err
			}
			b := newBuilder(pass, hres, cls)
			b.ssaPkg = pkg
			b.exportFieldFacts(funcs)
		}
		return res, nil
	}
	b := newBuilder(pass, hres, cls)
	res.b = b
	b.exportFacts()
	b.exportFieldFacts(hres.Funcs)
	for _, h := range hres.Handlers {
		for _, r := range h.Returns {
			res.Sends = append(res.Sends, b.sends(h, r)...)
		}
	}
	if fc := b.fieldClaims(res.Sends); len(fc) > 0 {
		res.Claims = append(slices.Clip(hres.Claims), fc...)
	}
	// BuildOf and FactOf answer after Run has returned, when the pass
	// may no longer import facts.
	b.importFact = factset.Snapshot(pass).Import
	return res, nil
}
