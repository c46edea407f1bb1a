package leak

import (
	"go/types"
	"slices"
	"strings"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/safesrc"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// safeList is the value of the -safe flag: package paths, or package
// paths with a type, function or variable name ("strconv.NumError",
// "net/http.Client"), comma-separated.
type safeList []string

func (s *safeList) String() string { return strings.Join(*s, ",") }

func (s *safeList) Set(v string) error {
	*s = nil
	for _, e := range strings.Split(v, ",") {
		if e = strings.TrimSpace(e); e != "" {
			*s = append(*s, e)
		}
	}
	return nil
}

// transport reports whether src is an SDK call that sends to the client
// (sdkmodel TransportCalls): its error says the connection failed, with
// nothing of the server's in it.
func (c *checker) transport(src errorigin.Source) bool {
	for _, ref := range c.res.Handlers.Model.TransportCalls {
		name := ref.Name
		if ref.Recv != "" {
			name = ref.Recv + "." + ref.Name
		}
		if src.Pkg == ref.Pkg && src.Name == name {
			return true
		}
	}
	return false
}

// covers reports whether src is a foreign error source the list names
// (safesrc.List.Covers).
func (s safeList) covers(src errorigin.Source) bool { return safesrc.List(s).Covers(src) }

// inMemoryEncoder reports whether the safe list holds "Marshal*" (it does
// by default) and src is a function that encodes values
// into memory: named Marshal*, taking no io.Writer and returning
// ([]byte or string, error), as gocsv.MarshalBytes or yaml.Marshal do. It
// encodes the server's own values, so its errors describe their Go types
// (an unsupported type, a cycle), never the server's files, hosts or
// upstream data; an encoder writing to a writer can fail with the
// writer's (network) errors and is not covered.
func (c *checker) inMemoryEncoder(src errorigin.Source) bool {
	if !slices.Contains(c.safe, "Marshal*") {
		return false
	}
	if src.Kind != errorigin.Foreign || !strings.HasPrefix(src.Name, "Marshal") || strings.Contains(src.Name, ".") {
		return false
	}
	pkg := c.res.Handlers.Pkgs[src.Pkg]
	if pkg == nil {
		return false
	}
	fn, ok := pkg.Scope().Lookup(src.Name).(*types.Func)
	if !ok {
		return false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Results().Len() != 2 || !typeinfo.IsErrorType(sig.Results().At(1).Type()) {
		return false
	}
	switch t := sig.Results().At(0).Type().Underlying().(type) {
	case *types.Slice:
		if b, ok := t.Elem().Underlying().(*types.Basic); !ok || b.Kind() != types.Byte {
			return false
		}
	case *types.Basic:
		if t.Kind() != types.String {
			return false
		}
	default:
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if isWriter(sig.Params().At(i).Type()) {
			return false
		}
	}
	return true
}

// isWriter reports whether t has a Write([]byte) (int, error) method.
func isWriter(t types.Type) bool { return hasMethod(t, "Write", 1, 2) }

// hasMethod reports whether t (or *t) has a method name with params
// parameters and results results.
func hasMethod(t types.Type, name string, params, results int) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
	m, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	sig := m.Type().(*types.Signature)
	return sig.Params().Len() == params && sig.Results().Len() == results
}
