package handlers

import (
	"go/types"

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
	// field.
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
