package unflaggederr

import (
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// kind is the rule a finding breaks.
type kind int

const (
	failureText kind = iota // a text that says failure, no flag
	emptyResult             // an empty result on a failure path
	typedNil                // go-sdk typed: return nil, zero, nil on a failure path
	flagCleared             // IsError: false on a failure path
)

// finding is one reported send.
type finding struct {
	kind kind
	send *results.Send
	// reason is the failure path the send is on; nil when only the text
	// (an error's text, the error surely non-nil) says failure.
	reason *failpath.Reason
	// evidence says how the result says failure, for the message:
	// `its text says "failed"`, "its text carries an error's text".
	evidence string
	// inData: the structured content, not the text, says failure; what
	// else it carries is unknown, so it gets no fix.
	inData bool
}

// judge returns the finding for send s, or nil.
func (c *checker) judge(s *results.Send) *finding {
	b := s.Build
	if b == nil || s.Channel != sdkmodel.Success || b.Flag == results.Set || b.Flag == results.MaybeSet {
		return nil
	}
	strong := failurePath(s)
	reason := strong
	if reason == nil {
		reason = defaultCase(s)
	}
	ev, errDerived := c.evidence(s)
	if reason == nil && !errDerived {
		reason = c.argCheck(s)
	}
	inData := false
	if ev == "" && b.Data != nil {
		ev = c.dataEvidence(b.Data)
		inData = ev != ""
	}
	f := &finding{send: s, reason: reason, evidence: ev, inData: inData}
	switch {
	case b.Flag == results.Cleared:
		// An explicit false on a failure path is reported unless the text
		// is known and reads as a success.
		if reason == nil && !errDerived || ev == "" && !b.Empty && !b.Opaque {
			return nil
		}
		f.kind = flagCleared
	case b.Kind == results.Nil:
		// Only go-sdk typed handlers send nil as a result (protomisuse
		// owns the others); the error is swallowed only right inside the
		// error branch, with no output either.
		r := failpath.At(s.Return.Instr.Block())
		if r == nil || !zeroOutput(s) {
			return nil
		}
		if r.Kind == failpath.ErrNotNil && c.res.NeverFails(r.Err) {
			// The check is of an error a helper never returns: the
			// branch never runs (gke-mcp's
			// extractReleaseNotesRelevantForUpgrade).
			return nil
		}
		f.kind, f.reason = typedNil, r
	case b.Empty:
		if strong == nil {
			return nil
		}
		f.kind, f.reason = emptyResult, strong
	case ev != "":
		if reason == nil && !errDerived {
			return nil
		}
		f.kind = failureText
	default:
		return nil
	}
	return f
}

// failurePath returns the error check that the send's result definition or
// its return is under, or nil. Both count: a result can be made before the
// check and returned inside it, or made inside it and returned after a
// merge.
func failurePath(s *results.Send) *failpath.Reason {
	return onPath(s, failpath.At)
}

// defaultCase returns why the send is in the default case of a switch
// over an enumeration, or nil.
func defaultCase(s *results.Send) *failpath.Reason {
	return onPath(s, failpath.Default)
}

// onPath asks judge about the send's definition block, then its return's.
func onPath(s *results.Send, judge func(*ssa.BasicBlock) *failpath.Reason) *failpath.Reason {
	for _, b := range []*ssa.BasicBlock{s.Origin.Block, s.Return.Instr.Block()} {
		if b == nil {
			continue
		}
		if r := judge(b); r != nil {
			return r
		}
	}
	return nil
}

// evidence says how the send's text says failure, or "". errDerived
// reports text made from an error that is surely non-nil there: that is
// a failure path of its own.
func (c *checker) evidence(s *results.Send) (ev string, errDerived bool) {
	at := s.Origin.Block
	for _, t := range s.Build.Texts {
		if e, d := c.textEvidence(t, at); e != "" {
			if ev == "" || d && !errDerived {
				ev, errDerived = e, d
			}
		}
	}
	for _, e := range s.Build.Errs {
		if ev == "" || !errDerived {
			ev, errDerived = "its text carries an error's text", nonNil(e, at)
		}
	}
	return ev, errDerived
}

// textEvidence judges one text: an error formatted into it, or a failure
// phrase in its constant parts. A text that opens with an error label
// ("Error: name is required") says failure on any path, as an error's
// text does: the second result is true for both.
func (c *checker) textEvidence(t textval.Text, at *ssa.BasicBlock) (string, bool) {
	t = c.expandHelpers(t)
	if l := errorLabel(t); l != "" {
		return `its text opens with "` + l + `"`, true
	}
	for _, h := range t.Holes() {
		if typeinfo.ImplementsError(h.Hole.Type()) {
			return "its text carries an error's text", nonNil(h.Hole, at)
		}
	}
	// A failure JSON-encoded into the text reads as structured content
	// does: string(json.Marshal(map[string]any{"error": ...})).
	for _, h := range t.Holes() {
		if v := marshaled(h.Hole); v != nil {
			if e := c.dataEvidence(v); e != "" {
				return strings.Replace(e, "its structured content", "its JSON text", 1), false
			}
		}
	}
	if w := c.words.find(t.Const(" ")); w != "" {
		return `its text says "` + w + `"`, false
	}
	return "", false
}

// marshaled returns v of a text made as string(b) from b, _ :=
// json.Marshal(v) (or MarshalIndent), or nil.
func marshaled(text ssa.Value) ssa.Value {
	conv, ok := text.(*ssa.Convert)
	if !ok {
		return nil
	}
	ext, ok := conv.X.(*ssa.Extract)
	if !ok || ext.Index != 0 {
		return nil
	}
	call, ok := ext.Tuple.(*ssa.Call)
	if !ok {
		return nil
	}
	fn := flow.StaticFunc(call.Common())
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" || (fn.Name() != "Marshal" && fn.Name() != "MarshalIndent") {
		return nil
	}
	if args := flow.Args(call.Common()); len(args) > 0 {
		return args[0]
	}
	return nil
}

// dataEvidence judges structured content: an error value, a map key or
// struct field that names an error ("error", "Err") set to something, or
// one that names success ("success", "ok") set to false.
func (c *checker) dataEvidence(v ssa.Value) string {
	v = flow.Concrete(v)
	if typeinfo.ImplementsError(v.Type()) {
		return "its structured content is an error"
	}
	if u, ok := v.(*ssa.UnOp); ok {
		v = u.X // a struct literal is loaded from its allocation
	}
	switch x := v.(type) {
	case *ssa.MakeMap:
		for _, ref := range flow.Refs(x) {
			up, ok := ref.(*ssa.MapUpdate)
			if !ok || up.Map != x {
				continue
			}
			if k, ok := up.Key.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String {
				key := constant.StringVal(k.Value)
				if namesError(key) && !flow.IsNilConst(flow.Concrete(up.Value)) {
					return "its structured content has an \"" + key + "\" entry"
				}
				if namesSuccess(key) && isFalse(flow.Concrete(up.Value)) {
					return "its structured content has \"" + key + "\": false"
				}
			}
		}
	case *ssa.Alloc:
		st := pointedStruct(x.Type())
		if st == nil {
			return ""
		}
		for _, ref := range flow.Refs(x) {
			fa, ok := ref.(*ssa.FieldAddr)
			if !ok || fa.Field >= st.NumFields() {
				continue
			}
			name := st.Field(fa.Field).Name()
			switch {
			case namesError(splitCamel(name)):
				for _, r := range flow.Refs(fa) {
					if s, ok := r.(*ssa.Store); ok && s.Addr == fa && !isZero(s.Val) {
						return "its structured content sets the " + name + " field"
					}
				}
			case namesSuccess(name):
				// An explicit false, not a field left at its zero value.
				for _, r := range flow.Refs(fa) {
					if s, ok := r.(*ssa.Store); ok && s.Addr == fa && isFalse(s.Val) {
						return "its structured content sets " + name + " to false"
					}
				}
			}
		}
	}
	return ""
}

// namesSuccess reports whether a map key or struct field name says the
// call succeeded: "success", "ok" or "succeeded", in any case.
func namesSuccess(name string) bool {
	switch strings.ToLower(name) {
	case "success", "ok", "succeeded":
		return true
	}
	return false
}

// isFalse reports whether v is the constant false.
func isFalse(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.Value != nil && k.Value.Kind() == constant.Bool && !constant.BoolVal(k.Value)
}

// zeroOutput reports whether a go-sdk typed handler's returned output is
// its zero value on every path, so nothing structured is sent either.
func zeroOutput(s *results.Send) bool {
	if s.Return.Output == nil {
		return true
	}
	for _, o := range flow.Origins(s.Return.Output, s.Return.Instr.Block()) {
		v := flow.Concrete(o.Value)
		if isZero(v) {
			continue
		}
		u, ok := v.(*ssa.UnOp)
		if !ok {
			return false
		}
		alloc, ok := u.X.(*ssa.Alloc)
		if !ok || !zeroAlloc(alloc) {
			return false
		}
	}
	return true
}

// zeroAlloc reports whether every store into a local composite literal
// stores a zero value: T{} and var out T.
func zeroAlloc(alloc *ssa.Alloc) bool {
	for _, ref := range flow.Refs(alloc) {
		switch r := ref.(type) {
		case *ssa.Store:
			if r.Addr == alloc && !isZero(r.Val) {
				return false
			}
		case *ssa.FieldAddr, *ssa.IndexAddr:
			for _, rr := range flow.Refs(r.(ssa.Value)) {
				if s, ok := rr.(*ssa.Store); ok && !isZero(s.Val) {
					return false
				}
			}
		}
	}
	return true
}

// isZero reports whether v is a zero constant.
func isZero(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	if !ok {
		return false
	}
	if k.Value == nil {
		return true
	}
	switch k.Value.Kind() {
	case constant.Bool:
		return !constant.BoolVal(k.Value)
	case constant.String:
		return constant.StringVal(k.Value) == ""
	case constant.Int, constant.Float, constant.Complex:
		return constant.Sign(k.Value) == 0
	}
	return false
}

// nonNil reports whether error value v is surely non-nil in block at.
func nonNil(v ssa.Value, at *ssa.BasicBlock) bool {
	for _, o := range flow.Origins(v, at) {
		if flow.NilAt(o.Value, o.Block) != flow.NonNil && flow.NilAt(o.Value, at) != flow.NonNil {
			return false
		}
	}
	return true
}

// pointedStruct returns the struct type t points to, or nil.
func pointedStruct(t types.Type) *types.Struct {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return nil
	}
	st, _ := p.Elem().Underlying().(*types.Struct)
	return st
}
