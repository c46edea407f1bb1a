package leak

import (
	"go/types"
	"path"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
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
		if owner := bodyOwner(a); owner != "" {
			for _, t := range owners {
				if ok, _ := path.Match(t, owner); ok {
					return true
				}
			}
		}
	}
	return false
}

// bodyOwner returns "pkgpath.T" when v is resp.Body for an *http.Response
// embedded in a value of named type T, or "".
func bodyOwner(v ssa.Value) string {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.ChangeInterface:
			v = x.X
			continue
		}
		break
	}
	load, ok := v.(*ssa.UnOp)
	if !ok {
		return ""
	}
	fa, ok := load.X.(*ssa.FieldAddr)
	if !ok || !isHTTPResponse(fa.X.Type()) || fieldName(fa.X.Type(), fa.Field) != "Body" {
		return ""
	}
	var outer types.Type
	switch r := fa.X.(type) {
	case *ssa.UnOp:
		if ea, ok := r.X.(*ssa.FieldAddr); ok && embedded(ea.X.Type(), ea.Field) {
			outer = ea.X.Type()
		}
	case *ssa.Field:
		if embedded(r.X.Type(), r.Field) {
			outer = r.X.Type()
		}
	}
	if outer == nil {
		return ""
	}
	n, ok := types.Unalias(deref(outer)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name()
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
