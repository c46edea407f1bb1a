package leak

import (
	"go/token"
	"go/types"
	"path"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// closedBody reports whether src is the error of reading the Body of a
// response the safe list names with ".Body" ("T.Body": T embeds the
// *http.Response its library has closed before returning it, as
// go-github's and go-buildkite's Client.Do do), or what that read returns.
// Reading a closed body fails only with net/http's fixed "http: read on
// closed response body" and returns nothing: nothing of the server's or
// the upstream's.
func (c *checker) closedBody(src errorigin.Source) bool {
	readErr := src.Kind == errorigin.Foreign && (src.Pkg == "io" || src.Pkg == "io/ioutil")
	readBody := src.Kind == errorigin.Body && src.Name == "Response.Body"
	if !readErr && !readBody || !src.Pos.IsValid() {
		return false
	}
	var owners []string
	for _, e := range c.safe {
		if t, ok := strings.CutSuffix(e, ".Body"); ok {
			owners = append(owners, t)
		}
	}
	if len(owners) == 0 {
		return false
	}
	call := c.ssaCallAt(src.Pos)
	if call == nil {
		return false
	}
	for _, a := range call.Call.Args {
		owner, resp := bodyOwner(a)
		if owner == "" || !succeeded(resp, call.Block()) {
			continue
		}
		for _, t := range owners {
			if ok, _ := path.Match(t, owner); ok {
				return true
			}
		}
	}
	return false
}

// succeeded reports whether resp, a call's result, is read where that
// call's error is nil: on its error path go-github's CheckResponse has put
// the upstream error response back into the body, open. A response kept
// in a variable assigned on several branches (ListRepositoryNotifications
// or ListNotifications) counts when every call's error is nil there.
func succeeded(resp ssa.Value, at *ssa.BasicBlock) bool {
	if u, ok := resp.(*ssa.UnOp); ok && u.Op == token.MUL {
		vals := storedValues(u.X)
		if len(vals) == 0 {
			return false
		}
		for _, v := range vals {
			if !succeeded(v, at) {
				return false
			}
		}
		return true
	}
	ex, ok := resp.(*ssa.Extract)
	if !ok {
		return false
	}
	call, ok := ex.Tuple.(*ssa.Call)
	if !ok {
		return false
	}
	n := call.Call.Signature().Results().Len()
	for _, r := range *call.Referrers() {
		e, ok := r.(*ssa.Extract)
		if !ok || e.Index != n-1 {
			continue
		}
		if flow.NilAt(e, at) == flow.IsNil {
			return true
		}
		// err assigned on several branches: a φ, or a local it is
		// stored to.
		for _, use := range *e.Referrers() {
			switch u := use.(type) {
			case *ssa.Phi:
				if flow.NilAt(u, at) == flow.IsNil {
					return true
				}
			}
		}
	}
	return false
}

// storedValues returns the values stored to a local.
func storedValues(addr ssa.Value) []ssa.Value {
	alloc, ok := addr.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var out []ssa.Value
	for _, r := range *alloc.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
			out = append(out, st.Val)
		}
	}
	return out
}

// bodyOwner returns "pkgpath.T" and resp when v is resp.Body for an
// *http.Response embedded in resp, a value of named type T, or "".
func bodyOwner(v ssa.Value) (string, ssa.Value) {
	load, ok := flow.Concrete(v).(*ssa.UnOp)
	if !ok {
		return "", nil
	}
	fa, ok := load.X.(*ssa.FieldAddr)
	if !ok || !isHTTPResponse(fa.X.Type()) || fieldName(fa.X.Type(), fa.Field) != "Body" {
		return "", nil
	}
	var outer types.Type
	var resp ssa.Value
	switch r := fa.X.(type) {
	case *ssa.UnOp:
		if ea, ok := r.X.(*ssa.FieldAddr); ok && embedded(ea.X.Type(), ea.Field) {
			outer, resp = ea.X.Type(), ea.X
		}
	case *ssa.Field:
		if embedded(r.X.Type(), r.Field) {
			outer, resp = r.X.Type(), r.X
		}
	}
	if outer == nil {
		return "", nil
	}
	n, ok := types.Unalias(deref(outer)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return "", nil
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name(), resp
}

func isHTTPResponse(t types.Type) bool {
	n, ok := types.Unalias(deref(t)).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/http" && n.Obj().Name() == "Response"
}

func fieldName(t types.Type, i int) string {
	if s, ok := deref(t).Underlying().(*types.Struct); ok && i < s.NumFields() {
		return s.Field(i).Name()
	}
	return ""
}

func embedded(t types.Type, i int) bool {
	s, ok := deref(t).Underlying().(*types.Struct)
	return ok && i < s.NumFields() && s.Field(i).Embedded()
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}
