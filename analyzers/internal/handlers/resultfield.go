package handlers

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// A tool function of a project handler type often reports its failure in
// the project's own result rather than as its error:
//
//	return api.NewToolCallResult("", fmt.Errorf("list pods: %w", err)), nil
//
// and the adapter that calls it maps that result's fields into the SDK
// result (NewStructuredResult(res.Content, res.Structured, res.Error)
// sends res.Error's text as an isError result). Neither end sees the
// other: the tool package judges the values its functions write into
// each field that could be so mapped, once per ResultField, as a twin of
// the handler whose Variant is the ResultField's (keyedHandlers); the
// adapter's package claims the ResultFields its handlers really send
// (the results pass, which follows the field through the module's result
// helpers). Nothing is reported where no adapter claims the field.

// ResultField is one way an adapter sends a field of the project result a
// tool function of a project handler type returns (a pointer to a struct
// of the project, at result At).
type ResultField struct {
	// Type names the result's struct type, for messages
	// ("api.ToolCallResult").
	Type string
	// At is the index of the result among the tool function's results.
	At int
	// Field is the field whose text the SDK result carries: an error
	// field (its Error() text, when the error is not nil) or a string
	// field, or "List.Text" for the string field of the struct elements
	// of a list field.
	Field string
	// Flag, if set, is the bool field the adapter copies into the SDK
	// result's IsError, with Field's text as the result's text; if
	// empty, the adapter sends Field's text as an isError result.
	Flag string
}

// Variant is the name of the twin that judges the field, and of the
// claim that reports it: the one place both ends learn it from.
func (f ResultField) Variant() string {
	if f.Flag != "" {
		return "field " + f.Field + " flagged by " + f.Flag
	}
	return "field " + f.Field
}

// maxResultFields bounds the field twins of one handler: a result struct
// with many text and flag fields would otherwise multiply the work of
// every analyzer by their pairs.
const maxResultFields = 12

// resultFields lists the ResultFields a tool function with signature sig
// is judged under: every error and string field of its result struct as
// an isError text, and every string field with every bool field as text
// and flag. Nil for a result that is not a pointer to a struct.
func resultFields(sig *types.Signature) []ResultField {
	if sig.Results().Len() == 0 {
		return nil
	}
	p, ok := types.Unalias(sig.Results().At(0).Type()).(*types.Pointer)
	if !ok {
		return nil
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok {
		return nil
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	name := n.Obj().Name()
	if pkg := n.Obj().Pkg(); pkg != nil {
		name = pkg.Name() + "." + name
	}
	var errs, texts, flags []string
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if f.Embedded() {
			continue
		}
		switch {
		case typeinfo.IsErrorType(f.Type()):
			errs = append(errs, f.Name())
		case isBasic(f.Type(), types.IsString):
			texts = append(texts, f.Name())
		case isBasic(f.Type(), types.IsBoolean):
			flags = append(flags, f.Name())
		default:
			// A list of contents (xiaohongshu-mcp's Content
			// []MCPContent{{Type, Text}}): each element's text.
			for _, sub := range elemTexts(f.Type()) {
				texts = append(texts, f.Name()+"."+sub)
			}
		}
	}
	var out []ResultField
	add := func(field, flag string) {
		if len(out) < maxResultFields {
			out = append(out, ResultField{Type: name, At: 0, Field: field, Flag: flag})
		}
	}
	for _, f := range errs {
		add(f, "")
	}
	for _, f := range texts {
		add(f, "")
	}
	for _, f := range texts {
		for _, b := range flags {
			add(f, b)
		}
	}
	return out
}

// elemTexts returns the string fields of the struct elements of t, a
// slice or array of structs, or nil.
func elemTexts(t types.Type) []string {
	var elem types.Type
	switch u := t.Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
	default:
		return nil
	}
	st, ok := elem.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []string
	for i := 0; i < st.NumFields(); i++ {
		if f := st.Field(i); !f.Embedded() && isBasic(f.Type(), types.IsString) {
			out = append(out, f.Name())
		}
	}
	return out
}

// isBasic reports whether t's underlying type is a basic type with info.
func isBasic(t types.Type, info types.BasicInfo) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&info != 0
}

// fieldSpec is the behaviour a field twin is judged with: base's (the
// handler's converted variant: an error is an isError text) with no
// result, output or error position of its own, since what it sends is
// the field's value, and no panic behaviour, judged by the other twins.
func fieldSpec(base *sdkmodel.Handler) *sdkmodel.Handler {
	cp := *base
	cp.ResultIndex, cp.OutputIndex, cp.ErrorIndex = -1, -1, -1
	cp.Result = sdkmodel.TypeRef{}
	cp.OnPanic = nil
	return &cp
}

// fieldTwins returns h's twins that judge the fields of its result, one
// per ResultField, with the converted spec conv.
func (d *discoverer) fieldTwins(h *Handler, conv *sdkmodel.Handler) []*Handler {
	var out []*Handler
	spec := fieldSpec(conv)
	for _, rf := range resultFields(h.Fn.Signature) {
		twin := *h
		f := rf
		twin.Spec, twin.Variant, twin.Field = spec, rf.Variant(), &f
		twin.Returns = d.returns(&twin)
		out = append(out, &twin)
	}
	return out
}

// A handler may also hold a project result that a function of its own
// package makes, and send its fields the same way, as xiaohongshu-mcp's
// tools do: result := appServer.handlePublish(ctx, args); return
// convertToMCPResult(result), nil, nil. Such a function (a producer) is
// judged like a tool function of a project handler type, with field twins
// only (it has no error of its own), under a key of its own that the
// handler's call claims through Result.CallKey.

// producerKey is the key a producer's field twins are judged under: only
// its own package calls it from a handler, and claims it.
func producerKey(obj *types.Func) string {
	return report.LocalKeyPrefix + "result of " + report.ObjectKey(obj)
}

// producers finds the producers the package's handlers call and makes
// them handlers, one per ResultField.
func (d *discoverer) producers() {
	n := len(d.res.Handlers)
	for i := 0; i < n; i++ {
		h := d.res.Handlers[i]
		if h.Key != "" || h.Field != nil || h.Variant == Converted {
			continue
		}
		for _, b := range h.Fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				if key := d.producer(call, h.Spec.SDK); key != "" {
					d.res.keyedCalls[call] = key
				}
			}
		}
	}
}

// producer returns the key of the producer call calls, making it a
// handler of sdk on first sight, or "".
func (d *discoverer) producer(call *ssa.Call, sdk sdkmodel.SDK) string {
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Pkg != d.res.SSA || fn.Syntax() == nil || fn.Parent() != nil {
		return ""
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return ""
	}
	key := producerKey(obj)
	if d.producerFields[fn] != nil {
		return key
	}
	if d.res.byFunc[fn] != nil || !d.producesResult(fn.Signature) {
		return ""
	}
	base := adaptedSpec(d.m, sdk, fn.Signature)
	d.addHandler(fn, fieldSpec(base), ByType, "", nil)
	h := d.res.byFunc[fn]
	if h == nil {
		return "" // a test or generated file
	}
	twins := d.fieldTwins(h, base)
	if len(twins) == 0 {
		return ""
	}
	d.producerFields[fn] = twins
	for _, t := range twins {
		t.Key, t.Open = key, obj
	}
	// The handler itself is the first twin.
	*h = *twins[0]
	d.res.Handlers = append(d.res.Handlers, twins[1:]...)
	d.res.OpenKeys[obj] = key
	return key
}

// producesResult reports whether a function with signature sig returns
// only a project result: a pointer to a struct of the project with no
// methods (plain data, not a client or a service) and a field an adapter
// could send.
func (d *discoverer) producesResult(sig *types.Signature) bool {
	if sig.Results().Len() != 1 {
		return false
	}
	p, ok := types.Unalias(sig.Results().At(0).Type()).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.NumMethods() > 0 || d.m.IsSDKPackage(n.Obj().Pkg().Path()) || !sameProject(d.pass, n.Obj().Pkg().Path()) {
		return false
	}
	if ms := types.NewMethodSet(p); ms.Len() > 0 {
		return false
	}
	return len(resultFields(sig)) > 0
}
