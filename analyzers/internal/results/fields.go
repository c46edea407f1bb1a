package results

import (
	"go/build"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// The fields of a project's own result (handlers.ResultField). Two ends:
//
//   - where an adapter calls a value of a project handler type, the SDK
//     results its handlers send are described as any (Send.Build), and
//     the holes, errors and flag of those results that are fields of the
//     value the call returned (directly, or through the module's result
//     helpers: Build.Fields, FactBuild.Fields) are claimed (fieldClaims);
//   - where the tool functions are, a twin per ResultField describes what
//     each return writes into the field (fieldSends): a literal's field,
//     or a constructor's parameter, through the package's own functions
//     and, across packages, a FieldsFact.

// FieldsFact summarizes a function of the module that returns a pointer
// to a struct of the module at result Index: each way it makes the
// value, with the error, string and bool fields it writes from its
// parameters or constants, as "returns *T whose field Error is parameter
// 1". A tool function that returns api.NewToolCallResult("", err) writes
// err into the result's Error field.
type FieldsFact struct {
	Index  int
	Builds []FieldsBuild
}

// FieldsBuild is one way a FieldsFact's function makes its result.
type FieldsBuild struct {
	Writes []FieldWrite
}

// FieldWrite is a value a function writes into a field of the result it
// makes: parameter Param, or a constant (Const), or neither (a value the
// function makes itself, whose text is unknown to its callers).
type FieldWrite struct {
	Field string
	Param int
	// Const: the value is the constant Str (a string), Bool (a bool) or
	// nil (Nil).
	Const bool
	Str   string
	Bool  bool
	Nil   bool
}

func (*FieldsFact) AFact() {}

// String renders the fact for tests: "fields of result 0:
// [Content={0} Error={1}]", a constant quoted or as true/false/nil, a
// value of the function's own as "?".
func (f *FieldsFact) String() string {
	var b strings.Builder
	b.WriteString("fields of result " + strconv.Itoa(f.Index) + ":")
	for _, fb := range f.Builds {
		b.WriteString(" [")
		for i, w := range fb.Writes {
			if i > 0 {
				b.WriteString(" ")
			}
			b.WriteString(w.Field + "=")
			switch {
			case w.Param >= 0:
				b.WriteString("{" + strconv.Itoa(w.Param) + "}")
			case w.Const && w.Nil:
				b.WriteString("nil")
			case w.Const && w.Str != "":
				b.WriteString(strconv.Quote(w.Str))
			case w.Const:
				b.WriteString(strconv.FormatBool(w.Bool))
			default:
				b.WriteString("?")
			}
		}
		b.WriteString("]")
	}
	return b.String()
}

// fieldLoad returns the struct value (or pointer) whose field v is read
// from, and the field's name: res.Error, (*res).Error; for the field of
// an element of a list field, the list's holder and "List.Field"
// (res.Content[i].Text, c.Text for c ranging over res.Content).
func fieldLoad(v ssa.Value) (ssa.Value, string, bool) {
	x, name, ok := fieldStep(v)
	if !ok || name == "" {
		return nil, "", false
	}
	elem := x
	// A range variable whose fields are read is a local the element
	// is copied into.
	if a, isLocal := elem.(*ssa.Alloc); isLocal && !a.Heap {
		if sts := storesTo(a); len(sts) == 1 {
			elem = sts[0].Val
		}
	}
	if u, isLoad := elem.(*ssa.UnOp); isLoad && u.Op == token.MUL {
		elem = u.X
	}
	var list ssa.Value
	switch e := elem.(type) {
	case *ssa.IndexAddr:
		list = e.X
	case *ssa.Index:
		list = e.X
	}
	if list != nil {
		if holder, outer, ok := fieldStep(list); ok && outer != "" {
			return holder, outer + "." + name, true
		}
	}
	return x, name, true
}

// fieldStep returns the struct value (or pointer) whose field v reads,
// and the field's name.
func fieldStep(v ssa.Value) (ssa.Value, string, bool) {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.ChangeType:
			v = x.X
			continue
		case *ssa.UnOp:
			if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
				return fa.X, fieldName(fa.X.Type(), fa.Field), true
			}
		case *ssa.Field:
			return x.X, fieldName(x.X.Type(), x.Field), true
		}
		return nil, "", false
	}
}

// fieldName names field i of struct type t (or of the struct t points to).
func fieldName(t types.Type, i int) string {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return ""
	}
	return st.Field(i).Name()
}

// fieldOf returns the field named path of struct type t (or of the
// struct t points to): a field's name, or "List.Field" for the field of
// the struct elements of a list field.
func fieldOf(t types.Type, path string) *types.Var {
	outer, inner, nested := strings.Cut(path, ".")
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if f.Name() != outer {
			continue
		}
		if !nested {
			return f
		}
		switch u := f.Type().Underlying().(type) {
		case *types.Slice:
			return fieldOf(u.Elem(), inner)
		case *types.Array:
			return fieldOf(u.Elem(), inner)
		}
		return nil
	}
	return nil
}

// localFieldUses returns the field uses of bl: its holes, errors and flag
// value that are fields read in the function that built it, and the
// uses it got from its helper.
func localFieldUses(bl *Build) []FieldUse {
	var out []FieldUse
	add := func(v ssa.Value, flag bool) {
		if x, name, ok := fieldLoad(v); ok && name != "" {
			out = append(out, FieldUse{Of: x, Field: name, Flag: flag})
		}
	}
	for _, t := range bl.Texts {
		for _, p := range t.Holes() {
			add(p.Hole, false)
		}
	}
	for _, e := range bl.Errs {
		add(e, false)
	}
	if bl.FlagValue != nil {
		add(bl.FlagValue, true)
	}
	return append(out, bl.Fields...)
}

// paramOf returns the index of the parameter of fn that v is (receiver
// not counted), or -1.
func paramOf(fn *ssa.Function, v ssa.Value) int {
	if p, ok := v.(*ssa.Parameter); ok && p.Parent() == fn {
		return flow.ParamIndex(p)
	}
	return -1
}

// paramFields translates the field uses of s, a build summarized in fn,
// to a call with args: a use of a parameter's field becomes a use of the
// argument's. The others are fn's own.
func paramFields(fn *ssa.Function, s *Build, args []ssa.Value) []FieldUse {
	var out []FieldUse
	for _, u := range localFieldUses(s) {
		if i := paramOf(fn, u.Of); i >= 0 && i < len(args) {
			out = append(out, FieldUse{Of: args[i], Field: u.Field, Flag: u.Flag})
		}
	}
	return out
}

// factFields is paramFields for a fact: the uses of fn's parameters'
// fields by index.
func factFields(fn *ssa.Function, s *Build) []FactField {
	var out []FactField
	for _, u := range localFieldUses(s) {
		if i := paramOf(fn, u.Of); i >= 0 {
			out = append(out, FactField{Param: i, Field: u.Field, Flag: u.Flag})
		}
	}
	return out
}

// FactField is a FieldUse in a fact: field Field of parameter Param.
type FactField struct {
	Param int
	Field string
	Flag  bool
}

// fieldClaims returns the claims of the fields of project results that
// this package's handlers send (handlers.ResultField), by the key of the
// project handler type whose value returned the result. A claim is
// Partial when the adapter never sends the field's text alone, only with
// words of its own around it (res.Message + ": " + res.Error.Error()).
func (b *builder) fieldClaims(sends []*Send) []report.Claim {
	var all []report.Claim
	at := map[report.Claim]int{}
	claim := func(key string, rf handlers.ResultField, alone bool) {
		c := report.Claim{Key: key, Variant: rf.Variant()}
		i, ok := at[c]
		if !ok {
			i = len(all)
			at[c] = i
			all = append(all, report.Claim{Key: key, Variant: c.Variant, Partial: true})
		}
		all[i].Partial = all[i].Partial && !alone
	}
	for _, s := range sends {
		if s.Handler.Key != "" || s.Handler.Field != nil {
			continue // a tool function itself
		}
		var uses, flagUses []FieldUse
		flagged := s.Channel == sdkmodel.ToolError
		alone := true
		if s.Build == nil {
			if s.Err != nil && flagged {
				if x, name, ok := fieldLoad(s.Err); ok {
					uses = append(uses, FieldUse{Of: x, Field: name})
				}
			}
		} else {
			flagged = s.Build.Flag == Set
			alone = aloneInText(s.Build)
			for _, u := range localFieldUses(s.Build) {
				if u.Flag {
					flagUses = append(flagUses, u)
				} else {
					uses = append(uses, u)
				}
			}
		}
		for _, u := range uses {
			f := fieldOf(u.Of.Type(), u.Field)
			if f == nil {
				continue
			}
			isErr := typeinfo.IsErrorType(f.Type())
			if !isErr && !isString(f.Type()) {
				continue
			}
			for _, key := range b.keyedResults(u.Of) {
				switch {
				case flagged:
					claim(key.key, handlers.ResultField{Field: u.Field}, alone)
				case s.Build != nil && s.Build.Flag == MaybeSet && !isErr:
					for _, fu := range flagUses {
						if !b.sameKeyedResult(fu.Of, key.call) {
							continue
						}
						if g := fieldOf(fu.Of.Type(), fu.Field); g != nil && isBool(g.Type()) {
							claim(key.key, handlers.ResultField{Field: u.Field, Flag: fu.Field}, alone)
						}
					}
				}
			}
		}
	}
	return all
}

// aloneInText reports whether bl's text is one value shown as it is (a
// field's text, or an error's Error() text), with no words around it.
func aloneInText(bl *Build) bool {
	if len(bl.Texts) != 1 || len(bl.Texts[0].Parts) != 1 {
		return false
	}
	p := bl.Texts[0].Parts[0]
	if !p.IsHole() {
		return false
	}
	switch p.Verb {
	case "", "%v", "%s", "%w":
		return true
	}
	return false
}

// keyedResult is a call of a value of a project handler type whose
// result a handler holds.
type keyedResult struct {
	key  string
	call *ssa.Call
}

// keyedResults returns the calls of values of project handler types
// whose result (at 0, where handlers.ResultField's results are) v is.
func (b *builder) keyedResults(v ssa.Value) []keyedResult {
	var out []keyedResult
	for _, o := range flow.Origins(v, nil) {
		call, idx := flow.CallOf(o.Value)
		if call == nil || idx != 0 {
			continue
		}
		if key := b.hres.CallKey(call); key != "" {
			out = append(out, keyedResult{key, call})
		}
	}
	return out
}

// sameKeyedResult reports whether v is the result of call.
func (b *builder) sameKeyedResult(v ssa.Value, call *ssa.Call) bool {
	for _, k := range b.keyedResults(v) {
		if k.call == call {
			return true
		}
	}
	return false
}

func isBool(t types.Type) bool {
	bt, ok := t.Underlying().(*types.Basic)
	return ok && bt.Info()&types.IsBoolean != 0
}

// fieldSet is one way a project result is made, with the values written
// into its fields.
type fieldSet struct {
	fields map[string][]fieldWrite
}

// fieldWrite is a value written into a field, in block, at pos.
type fieldWrite struct {
	val   ssa.Value
	block *ssa.BasicBlock
	pos   token.Pos
}

// fieldSets describes how result value v (a definition, a pointer to a
// struct of the project) is made: a composite literal or new(T) and the
// stores into its fields, or a call of a function of this package
// (summarized from its body) or of another (its FieldsFact).
func (b *builder) fieldSets(v ssa.Value, depth int) []*fieldSet {
	switch x := v.(type) {
	case *ssa.Alloc:
		if copied(x) {
			return nil
		}
		set := &fieldSet{fields: map[string][]fieldWrite{}}
		for _, ref := range flow.Refs(x) {
			fa, ok := ref.(*ssa.FieldAddr)
			if !ok || fa.X != x {
				continue
			}
			name := fieldName(x.Type(), fa.Field)
			for _, st := range storesTo(fa) {
				set.fields[name] = append(set.fields[name], fieldWrite{val: st.Val, block: st.Block(), pos: st.Pos()})
				for sub, ws := range elemWrites(st.Val) {
					set.fields[name+"."+sub] = append(set.fields[name+"."+sub], ws...)
				}
			}
		}
		return []*fieldSet{set}
	case *ssa.Call, *ssa.Extract:
		call, idx := flow.CallOf(v)
		if call == nil {
			return nil
		}
		return b.callFieldSets(call, idx, depth)
	}
	return nil
}

// elemWrites returns the values written into the fields of the struct
// elements of list v, a slice literal ([]MCPContent{{Text: msg}}) the
// function makes, by field name.
func elemWrites(v ssa.Value) map[string][]fieldWrite {
	var out map[string][]fieldWrite
	for _, o := range flow.Origins(v, nil) {
		sl, ok := o.Value.(*ssa.Slice)
		if !ok {
			continue
		}
		arr, ok := sl.X.(*ssa.Alloc)
		if !ok {
			continue
		}
		for _, r := range flow.Refs(arr) {
			if ia, ok := r.(*ssa.IndexAddr); ok && ia.X == arr {
				out = structWrites(ia, out, 0)
			}
		}
	}
	return out
}

// maxLiteralCopies bounds the whole-struct copies structWrites follows
// from a result's address to the composite literal its fields were
// written in: an element of a slice literal is built apart and copied
// once; two admits a literal copied through a local. Fields written past
// it are not the result's as far as the checks know.
const maxLiteralCopies = 2

// structWrites adds to out the values stored into the fields of the
// struct at addr: directly, or into a local composite literal copied
// there whole (an element of a slice literal is built apart, then
// copied).
func structWrites(addr ssa.Value, out map[string][]fieldWrite, depth int) map[string][]fieldWrite {
	if depth > maxLiteralCopies {
		return out
	}
	for _, r := range flow.Refs(addr) {
		switch r := r.(type) {
		case *ssa.FieldAddr:
			if r.X != addr {
				continue
			}
			name := fieldName(addr.Type(), r.Field)
			for _, st := range storesTo(r) {
				if out == nil {
					out = map[string][]fieldWrite{}
				}
				out[name] = append(out[name], fieldWrite{val: st.Val, block: st.Block(), pos: st.Pos()})
			}
		case *ssa.Store:
			if r.Addr != addr {
				continue
			}
			if u, ok := r.Val.(*ssa.UnOp); ok && u.Op == token.MUL {
				if lit, ok := u.X.(*ssa.Alloc); ok && !lit.Heap {
					out = structWrites(lit, out, depth+1)
				}
			}
		}
	}
	return out
}

// callFieldSets describes the results call makes at idx.
func (b *builder) callFieldSets(call *ssa.Call, idx, depth int) []*fieldSet {
	common := call.Common()
	args := flow.Args(common)
	if callee := common.StaticCallee(); callee != nil && depth < maxHelperDepth {
		fn := callee
		if fn.Origin() != nil {
			fn = fn.Origin()
		}
		if fn.Pkg == b.ssaPkg && fn.Syntax() != nil {
			var out []*fieldSet
			for _, s := range b.fieldSummary(fn, idx, depth+1) {
				at := &fieldSet{fields: map[string][]fieldWrite{}}
				for name, ws := range s.fields {
					for _, w := range ws {
						if i := b.writtenParam(fn, w.val); i >= 0 && i < len(args) {
							w = fieldWrite{val: args[i], block: call.Block(), pos: call.Pos()}
						} else if _, isConst := w.val.(*ssa.Const); isConst {
							w.block, w.pos = call.Block(), call.Pos()
						}
						at.fields[name] = append(at.fields[name], w)
					}
				}
				out = append(out, at)
			}
			return out
		}
	}
	obj := flow.StaticFunc(common)
	var f FieldsFact
	if obj == nil || !b.importFact(obj, &f) || f.Index != idx {
		return nil
	}
	var out []*fieldSet
	for _, fb := range f.Builds {
		at := &fieldSet{fields: map[string][]fieldWrite{}}
		for _, w := range fb.Writes {
			var val ssa.Value
			switch {
			case w.Param >= 0 && w.Param < len(args):
				val = args[w.Param]
			case w.Const:
				val = factConst(w, fieldOf(call.Type(), w.Field))
			}
			if val != nil {
				at.fields[w.Field] = append(at.fields[w.Field], fieldWrite{val: val, block: call.Block(), pos: call.Pos()})
			}
		}
		out = append(out, at)
	}
	return out
}

// factConst makes the constant a FieldWrite records, of field f's type.
func factConst(w FieldWrite, f *types.Var) ssa.Value {
	if f == nil {
		return nil
	}
	switch {
	case w.Nil:
		return ssa.NewConst(nil, f.Type())
	case isBool(f.Type()):
		return ssa.NewConst(constant.MakeBool(w.Bool), f.Type())
	case isString(f.Type()):
		return ssa.NewConst(constant.MakeString(w.Str), f.Type())
	}
	return nil
}

// writtenParam returns the parameter of fn that v, a value fn writes into
// a field, shows: the parameter itself, or an error fn makes from it
// (errorigin's parameter flows, as toFact follows them); or -1.
func (b *builder) writtenParam(fn *ssa.Function, v ssa.Value) int {
	if i := paramOf(fn, v); i >= 0 {
		return i
	}
	return b.passedThrough(fn, v)
}

// fieldSummary describes how fn makes the result it returns at idx, in
// fn's own values. Memoized; recursion yields nothing.
func (b *builder) fieldSummary(fn *ssa.Function, idx, depth int) []*fieldSet {
	key := summaryKey{fn, idx}
	if s, ok := b.fieldSums[key]; ok {
		return s
	}
	b.fieldSums[key] = nil
	var out []*fieldSet
	for _, ret := range flow.Returns(fn) {
		if idx >= len(ret.Results) || b.besideError(fn, ret, idx) {
			continue
		}
		for _, o := range flow.Origins(ret.Results[idx], ret.Block()) {
			out = append(out, b.fieldSets(o.Value, depth)...)
		}
	}
	b.fieldSums[key] = out
	return out
}

// fieldSends describes what return r of h, the twin of a tool function
// that judges a field of its result (handlers.ResultField), sends
// through that field: each error written into it (when not nil) as an
// isError text, or each text, flagged as the adapter flags it.
func (b *builder) fieldSends(h *handlers.Handler, r *handlers.Return) []*Send {
	rf := h.Field
	ret := r.Instr
	if rf.At >= len(ret.Results) || b.besideError(h.Fn, ret, rf.At) {
		return nil // the adapter gets a non-nil error and drops the result
	}
	var out []*Send
	for _, o := range flow.Origins(ret.Results[rf.At], ret.Block()) {
		for _, set := range b.fieldSets(o.Value, 0) {
			for _, w := range set.fields[rf.Field] {
				out = append(out, b.fieldWriteSends(h, r, o, set, w)...)
			}
		}
	}
	return out
}

// fieldWriteSends describes what write w into h's field sends.
func (b *builder) fieldWriteSends(h *handlers.Handler, r *handlers.Return, o flow.Origin, set *fieldSet, w fieldWrite) []*Send {
	rf := h.Field
	if typeinfo.ImplementsError(w.val.Type()) {
		if rf.Flag != "" {
			return nil
		}
		var out []*Send
		for _, eo := range flow.Origins(w.val, w.block) {
			if flow.IsNilConst(eo.Value) || flow.NilAt(eo.Value, eo.Block) == flow.IsNil || b.nilFromCall(eo.Value) {
				continue
			}
			out = append(out, b.errorSend(h, r, eo))
		}
		return out
	}
	if !isString(w.val.Type()) {
		return nil
	}
	t := textval.String(w.val)
	if t.IsEmpty() {
		return nil // nothing written: another field carries the result
	}
	bl := &Build{Kind: ProjectField, Value: o.Value, Pos: w.pos, Texts: []textval.Text{t}}
	if rf.Flag == "" {
		bl.Flag, bl.FlagPos = Set, w.pos
	} else {
		for _, fw := range set.fields[rf.Flag] {
			b.setFlag(bl, fw.val, fw.pos)
		}
	}
	ch := sdkmodel.Success
	if bl.Flag == Set {
		ch = sdkmodel.ToolError
	}
	return []*Send{{Handler: h, Return: r, Channel: ch, Origin: o, Build: bl}}
}

// exportFieldFacts exports a FieldsFact for each function of the package
// that makes a struct of the module and writes its fields from its
// parameters or constants.
func (b *builder) exportFieldFacts(funcs []*ssa.Function) {
	mod := errorigin.OwnModule(b.pass)
	for _, fn := range funcs {
		// Only callers in other packages read the fact.
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() || fn.Parent() != nil || fn.Syntax() == nil {
			continue
		}
		res := fn.Signature.Results()
		for i := 0; i < res.Len(); i++ {
			if !projectStruct(res.At(i).Type(), mod) || b.resultType(res.At(i).Type()) != nil {
				continue
			}
			if f := b.fieldsFact(fn, i); f != nil {
				b.pass.ExportObjectFact(obj, f)
			}
			break
		}
	}
}

// projectStruct reports whether t points to a named struct of module mod.
func projectStruct(t types.Type, mod string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !errorigin.InModule(n.Obj().Pkg().Path(), mod) {
		return false
	}
	_, ok = n.Underlying().(*types.Struct)
	return ok
}

// fieldsFact summarizes fn's result idx for its callers in other
// packages, or returns nil when it writes no field they could judge.
func (b *builder) fieldsFact(fn *ssa.Function, idx int) *FieldsFact {
	f := &FieldsFact{Index: idx}
	useful := false
	for _, s := range b.fieldSummary(fn, idx, 0) {
		var fb FieldsBuild
		for name, ws := range s.fields {
			for _, w := range ws {
				fw := FieldWrite{Field: name, Param: b.writtenParam(fn, w.val)}
				t := w.val.Type()
				if !typeinfo.ImplementsError(t) && !isString(t) && !isBool(t) {
					continue
				}
				if k, ok := w.val.(*ssa.Const); ok && fw.Param < 0 {
					switch {
					case k.IsNil():
						fw.Const, fw.Nil = true, true
					case k.Value != nil && k.Value.Kind() == constant.Bool:
						fw.Const, fw.Bool = true, constant.BoolVal(k.Value)
					case k.Value != nil && k.Value.Kind() == constant.String:
						fw.Const, fw.Str = true, constant.StringVal(k.Value)
					}
				}
				useful = useful || fw.Param >= 0 || fw.Const && !fw.Nil
				fb.Writes = append(fb.Writes, fw)
			}
		}
		sortWrites(fb.Writes)
		f.Builds = append(f.Builds, fb)
	}
	if !useful {
		return nil
	}
	return f
}

// sortWrites orders writes by field, then parameter, for a fact that is
// the same from run to run (a map's order is not).
func sortWrites(ws []FieldWrite) {
	sort.SliceStable(ws, func(i, j int) bool {
		if ws[i].Field != ws[j].Field {
			return ws[i].Field < ws[j].Field
		}
		return ws[i].Param < ws[j].Param
	})
}

// fieldFactsWanted reports whether a package without handlers gets
// FieldsFacts: a package of the module being checked (not the standard
// library, a dependency or an SDK) that declares an exported function
// returning a pointer to a struct of the module.
func fieldFactsWanted(pass *analysis.Pass) bool {
	if len(pass.Files) == 0 || sdkmodel.Default().IsSDKPackage(pass.Pkg.Path()) {
		return false
	}
	if m := pass.Module; m != nil && m.Version != "" && m.Replace == nil {
		return false
	}
	if root := build.Default.GOROOT; root != "" {
		src := filepath.ToSlash(filepath.Join(root, "src")) + "/"
		if strings.HasPrefix(filepath.ToSlash(pass.Fset.File(pass.Files[0].FileStart).Name()), src) {
			return false
		}
	}
	mod := errorigin.OwnModule(pass)
	scope := pass.Pkg.Scope()
	for _, name := range scope.Names() {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok || !fn.Exported() {
			continue
		}
		res := fn.Type().(*types.Signature).Results()
		for i := 0; i < res.Len(); i++ {
			if projectStruct(res.At(i).Type(), mod) {
				return true
			}
		}
	}
	return false
}
