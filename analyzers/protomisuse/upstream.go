package protomisuse

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// upstream finds, in one function of the package, the operations that
// panic on what another program sends back (issue 26): a type assertion
// without ok of a value decoded from JSON that a call produced (a
// response body, a command's output), and a constant index into a slice
// that another module's API returned (resp.Items[0], of a function that
// takes a context.Context), and a read through the first result of a
// call that may return nil beside a nil error (nilresults.go), each
// with no dominating condition that mentions it (checked.go). The model's input is the per-site rule's;
// what the module computes itself (json.Marshal of its own values,
// strings.Split of any text) is taken for a known shape.
type upstream struct {
	c  *checker
	ip *inputPanics // for checked and checkedType
	// decoded: the targets of json.Unmarshal and (*json.Decoder).Decode
	// given a call's bytes or reader.
	decoded map[ssa.Value]bool
	// api: the results of calls of another module's functions that take
	// a context.Context, not the standard library's nor the SDK's.
	api map[ssa.Value]bool
}

func newUpstream(c *checker, fn *ssa.Function) *upstream {
	u := &upstream{c: c, ip: &inputPanics{c: c, fn: fn}, decoded: map[ssa.Value]bool{}, api: map[ssa.Value]bool{}}
	calls := map[ssa.Value]bool{}
	for call := range flow.Calls(fn) {
		obj := flow.StaticFunc(call.Common())
		// The SDK's calls read the model's input, the per-site rule's;
		// a function value may be anything.
		if obj == nil || obj.Pkg() == nil || !ownBytes(obj) && !c.res.Model.IsSDKPackage(obj.Pkg().Path()) {
			calls[call] = true
		}
		if obj != nil && obj.Pkg() != nil && u.apiPackage(obj.Pkg().Path()) && takesContext(obj) {
			u.api[call] = true
		}
	}
	for call := range flow.Calls(fn) {
		if target, from := decodeTarget(call); target != nil && c.res.FromInput(from, calls) {
			u.decoded[flow.Concrete(target)] = true
		}
	}
	return u
}

// apiPackage reports whether a call into path is a call of another
// program's API: a package of another module that is neither the
// standard library nor an SDK.
func (u *upstream) apiPackage(path string) bool {
	return !errorigin.InModule(path, u.c.cls.Module()) && !typeinfo.IsStdPath(path) && !u.c.res.Model.IsSDKPackage(path)
}

// takesContext reports whether obj takes a context.Context: a call that
// talks to another program (a REST client's List, client-go's Get)
// takes one, a library's computation (astutil.PathEnclosingInterval,
// whose path is never empty) does not.
func takesContext(obj *types.Func) bool {
	params := obj.Signature().Params()
	for i := range params.Len() {
		if typeinfo.IsContext(params.At(i).Type()) {
			return true
		}
	}
	return false
}

// ownBytes reports whether obj makes its result from the values it is
// given (json.Marshal, fmt.Sprintf): decoding that result decodes the
// module's own shape.
func ownBytes(obj *types.Func) bool {
	switch obj.Pkg().Path() {
	case "encoding/json":
		return obj.Name() == "Marshal" || obj.Name() == "MarshalIndent"
	case "fmt", "strings", "bytes", "strconv":
		return true
	}
	return false
}

// decodeTarget returns, for json.Unmarshal(data, v) and
// json.NewDecoder(r).Decode(v), v and the data or reader it is decoded
// from.
func decodeTarget(call *ssa.Call) (target, from ssa.Value) {
	obj := flow.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "encoding/json" {
		return nil, nil
	}
	args := flow.Args(call.Common())
	switch {
	case obj.Name() == "Unmarshal" && len(args) == 2:
		return args[1], args[0]
	case obj.Name() == "Decode" && len(args) == 1 && !call.Call.IsInvoke():
		// The receiver is the decoder: json.NewDecoder(r).
		nd, _ := flow.CallOf(call.Call.Args[0])
		if nd == nil {
			return nil, nil
		}
		if f := flow.StaticFunc(nd.Common()); f != nil && f.Name() == "NewDecoder" && len(nd.Call.Args) == 1 {
			return args[0], nd.Call.Args[0]
		}
	}
	return nil, nil
}

// at returns the site of instr when it panics on what another program
// sent back, or the zero site.
func (u *upstream) at(instr ssa.Instruction) site {
	if !instr.Pos().IsValid() || u.c.perSite[instr.Pos()] {
		return site{}
	}
	switch in := instr.(type) {
	case *ssa.TypeAssert:
		if in.CommaOk || len(u.decoded) == 0 || !u.c.res.FromInput(in.X, u.decoded) || u.ip.checkedType(in, in.X) {
			return site{}
		}
		t := types.TypeString(in.AssertedType, types.RelativeTo(u.c.pass.Pkg))
		return site{
			Desc: fmt.Sprintf("a type assertion of decoded JSON to %s without ok at %s", t, u.c.shortPos(in.Pos())),
			Why:  "panics when the other side sends the value missing or of another type",
		}
	case *ssa.FieldAddr:
		return u.deref(in, in.X)
	case *ssa.UnOp:
		if in.Op == token.MUL {
			return u.deref(in, in.X)
		}
	case *ssa.IndexAddr:
		return u.index(in, in.X, in.Index)
	case *ssa.Index:
		return u.index(in, in.X, in.Index)
	}
	return site{}
}

// index is the site of x[i] when i is a constant and x a slice another
// module's API returned, with no dominating check of x.
func (u *upstream) index(at ssa.Instruction, x, i ssa.Value) site {
	k, ok := constInt(i)
	if !ok || len(u.api) == 0 {
		return site{}
	}
	if _, ok := x.Type().Underlying().(*types.Slice); !ok {
		return site{}
	}
	call := u.apiCall(x)
	if call == nil || u.ip.checked(at, x) {
		return site{}
	}
	return site{
		Desc: fmt.Sprintf("index %d of what %s returned without a length check at %s", k, sdkmodel.Label(flow.StaticFunc(call.Common())), u.c.shortPos(at.Pos())),
		Why:  "panics when the other side sends fewer elements",
	}
}

// deref is the site of x.f or *x when x is the first result of a call
// that may return nil beside a nil error (nilresults.go), with no
// dominating check of x: checking only the call's error does not check
// it.
func (u *upstream) deref(at ssa.Instruction, x ssa.Value) site {
	fn, why := u.nilResult(x)
	if why == "" || u.ip.checked(at, x) {
		return site{}
	}
	return site{
		Desc: fmt.Sprintf("a dereference of what %s returned without a nil check at %s", sdkmodel.Label(fn), u.c.shortPos(at.Pos())),
		Why:  why,
	}
}

// nilResult returns the function x is the first result of, and when it
// is nil beside a nil error (nilresults.go): "" when it never is.
func (u *upstream) nilResult(x ssa.Value) (*types.Func, string) {
	e, ok := x.(*ssa.Extract)
	if !ok || e.Index != 0 {
		return nil, ""
	}
	call, ok := e.Tuple.(*ssa.Call)
	if !ok {
		return nil, ""
	}
	fn := flow.StaticFunc(call.Common())
	if fn == nil {
		return nil, ""
	}
	return fn, nilResultWhy(fn)
}

// apiCall returns the call of another module's API x is read from: its
// result, or what it is read from (resp.Items), as a check would name it
// (inputPanics.sources).
func (u *upstream) apiCall(x ssa.Value) *ssa.Call {
	if call, ok := x.(*ssa.Call); ok && u.api[call] {
		return call
	}
	for _, s := range u.ip.sources(x) {
		if call, ok := s.v.(*ssa.Call); ok && u.api[call] {
			return call
		}
		// A result kept by value in a local (resp.Choices[0] of
		// go-openai's response): the call stored there.
		if a, ok := s.v.(*ssa.Alloc); ok {
			for _, st := range flow.StoresTo(a, nil) {
				if call, _ := flow.CallOf(st.Val); call != nil && u.api[call] {
					return call
				}
			}
		}
	}
	return nil
}
