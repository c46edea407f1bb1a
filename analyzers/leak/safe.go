package leak

import (
	"go/types"
	"path"
	"slices"
	"strings"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// defaultSafe lists the error sources whose text is safe to show by
// default: their errors describe the input they were given (the model's
// own arguments, most often) or a fixed condition, never the server's
// files, hosts, identities or upstream data. docs/analyzers/leak.md#options gives the
// reason for each.
const defaultSafe = "strconv,time,regexp,regexp/syntax,encoding/json,encoding/base64,encoding/hex,context," +
	"sigs.k8s.io/yaml,gopkg.in/yaml.v2,gopkg.in/yaml.v3," +
	"k8s.io/apimachinery/pkg/runtime/schema,k8s.io/apimachinery/pkg/labels,k8s.io/client-go/util/jsonpath," +
	"github.com/google/go-containerregistry/pkg/name,github.com/google/uuid,github.com/google/jsonschema-go/jsonschema," +
	"github.com/prometheus/prometheus/promql/parser,github.com/prometheus/prometheus/model/labels," +
	"github.com/grafana/grafana-plugin-sdk-go/backend/gtime,github.com/PaesslerAG/gval,github.com/itchyny/gojq,github.com/gobwas/glob," +
	"*.Validate,Marshal*,golang.org/x/tools/go/analysis.Validate,go/parser.ParseExpr,go/parser.ParseExprFrom,google.golang.org/protobuf/encoding/protojson.Marshal,k8s.io/apimachinery/pkg/api/meta,github.com/go-openapi/errors,github.com/go-openapi/validate,github.com/go-openapi/strfmt," +
	"github.com/google/go-github/*/github.Client.NewRequest,github.com/google/go-github/*/github.Response.Body," +
	"github.com/buildkite/go-buildkite/*.Response.Body,embed"

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

// covers reports whether src is a foreign error source the list names: its
// package, or an object of it (a method's type names its methods), or
// with "*.M" a method M of any package's type. The default "*.Validate"
// is there because, by the convention of generated API models
// (go-swagger's, protoc-gen-validate's), a Validate method's errors
// describe the fields of the value it is called on, which the handler
// filled in from the model's arguments. Validate functions are not
// covered: gojsonschema.Validate's errors are its loaders' (files, HTTP).
func (s safeList) covers(src errorigin.Source) bool {
	if src.Kind != errorigin.Foreign || src.Pkg == "" {
		return false
	}
	full := src.Pkg
	if src.Name != "" {
		full += "." + src.Name
	}
	for _, e := range s {
		if m, ok := strings.CutPrefix(e, "*."); ok && strings.HasSuffix(src.Name, "."+m) {
			return true
		}
		if strings.Contains(e, "*") {
			// A "*" stands for one path element: a module's major
			// version ("github.com/google/go-github/*/github").
			if ok, _ := path.Match(e, full); ok {
				return true
			}
			if ok, _ := path.Match(e, src.Pkg); ok {
				return true
			}
			if ok, _ := path.Match(e+".*", full); ok {
				return true
			}
			continue
		}
		if e == src.Pkg || e == full || strings.HasPrefix(full, e+".") {
			return true
		}
	}
	return false
}

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
