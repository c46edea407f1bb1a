package opaquemsg

import (
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
)

// isStatus reports whether a formatted value is a bare status code: an
// integer field, parameter or method result named like a status
// (resp.StatusCode, code), net/http.Response.Status, or
// net/http.StatusText(...).
func isStatus(v ssa.Value) bool {
	if c, ok := v.(*ssa.Convert); ok {
		v = c.X // int64(resp.StatusCode)
	}
	name := ""
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			name = fieldName(fa.X.Type(), fa.Field)
			if name == "Status" && isHTTPResponse(fa.X.Type()) {
				return true
			}
		}
	case *ssa.Field:
		name = fieldName(x.X.Type(), x.Field)
	case *ssa.Parameter:
		name = x.Name()
	case *ssa.Call:
		obj := flow.StaticFunc(x.Common())
		if obj == nil {
			return false
		}
		if obj.Pkg() != nil && obj.Pkg().Path() == "net/http" && obj.Name() == "StatusText" {
			return true
		}
		if len(flow.Args(x.Common())) == 0 {
			name = obj.Name()
		}
	}
	return name != "" && isInteger(v.Type()) && slices.Contains(statusNames, strings.ToLower(name))
}

func fieldName(t types.Type, i int) string {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return ""
	}
	return st.Field(i).Name()
}

func isHTTPResponse(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/http" && n.Obj().Name() == "Response"
}

func isInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// classifies reports whether guard g holds only for some errors err can
// be: the true side of a call given err (apierrors.IsNotFound(err)), of
// a comparison with a sentinel, or of a type assertion or switch case on
// it. Text made there is a classified message, not a dropped cause; the
// other side ("any other error") still drops it.
func classifies(g flow.Guard, err ssa.Value) bool {
	looks, positive := looksInto(g.Cond, err)
	return looks && g.Taken == positive
}

// looksInto reports whether branch condition cond tells some errors err
// can be from others (a call given err, a comparison with a sentinel, a
// type assertion), and whether its true side is the side of those
// errors.
func looksInto(cond, err ssa.Value) (looks, positive bool) {
	positive = true
	if u, ok := cond.(*ssa.UnOp); ok && u.Op == token.NOT {
		cond, positive = u.X, false
	}
	switch c := cond.(type) {
	case *ssa.Call:
		looks = c.Call.IsInvoke() && sameError(c.Call.Value, err)
		for _, a := range c.Call.Args {
			looks = looks || sameError(a, err)
		}
	case *ssa.BinOp:
		if c.Op == token.EQL || c.Op == token.NEQ {
			looks = sameError(c.X, err) && !flow.IsNilConst(c.Y) || sameError(c.Y, err) && !flow.IsNilConst(c.X)
			positive = positive == (c.Op == token.EQL)
		}
	case *ssa.Extract:
		if ta, ok := c.Tuple.(*ssa.TypeAssert); ok {
			looks = sameError(ta.X, err)
		}
	}
	return looks, positive
}

// sortedOut reports whether some check dominating block b told some
// errors err can be from others: then not every text err could carry
// reaches b, and following err to the texts it is made with would judge
// texts this path never sends.
func sortedOut(b *ssa.BasicBlock, err ssa.Value) bool {
	for _, g := range flow.Guards(b) {
		if looks, _ := looksInto(g.Cond, err); looks {
			return true
		}
	}
	return false
}

// sameError reports whether v and err share a definition.
func sameError(v, err ssa.Value) bool {
	for _, a := range flow.Origins(v, nil) {
		for _, b := range flow.Origins(err, nil) {
			if a.Value == b.Value {
				return true
			}
		}
	}
	return false
}

// argNames returns the names of a handler's tool arguments, lower case:
// the fields of its typed arguments (Go names and JSON names) and the
// string constants it passes to SDK calls (req.RequireString("path")). A
// "failed to parse limit" that names one says which input failed.
func (ch *checker) argNames(h *handlers.Handler) map[string]bool {
	if h == nil {
		return nil
	}
	if names, ok := ch.names[h]; ok {
		return names
	}
	names := map[string]bool{}
	ch.names[h] = names
	fn := h.Fn
	params := fn.Params
	if fn.Signature.Recv() != nil && len(params) > 0 {
		params = params[1:]
	}
	// Continuations and middleware have their own parameter lists.
	if h.Spec.Args && len(params) > 2 && h.How != handlers.AsContinuation && h.How != handlers.AsMiddleware {
		addFields(names, params[2].Type())
	}
	m := ch.res.Handlers.Model
	var walk func(fn *ssa.Function)
	walk = func(fn *ssa.Function) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				obj := flow.StaticFunc(call.Common())
				if obj == nil || obj.Pkg() == nil || !m.IsSDKPackage(obj.Pkg().Path()) {
					continue
				}
				for _, a := range flow.Args(call.Common()) {
					if k, ok := a.(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String {
						names[strings.ToLower(constant.StringVal(k.Value))] = true
					}
				}
			}
		}
		for _, anon := range fn.AnonFuncs {
			walk(anon)
		}
	}
	walk(fn)
	return names
}

// addFields adds the field names of struct type t (or *t), Go and JSON.
func addFields(names map[string]bool, t types.Type) {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		names[strings.ToLower(f.Name())] = true
		if tag, ok := reflect.StructTag(st.Tag(i)).Lookup("json"); ok {
			if name, _, _ := strings.Cut(tag, ","); name != "" && name != "-" {
				names[strings.ToLower(name)] = true
			}
		}
	}
}
