// Package safesrc holds the error sources whose text is safe to show the
// model (leak's -safe list and its default), so that leak and the
// analyzers whose advice must agree with it (unflaggederr's "write the
// text yourself") judge a source alike.
package safesrc

import (
	"path"
	"strings"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
)

// Default lists the error sources whose text is safe to show by
// default: their errors describe the input they were given (the model's
// own arguments, most often) or a fixed condition, never the server's
// files, hosts, identities or upstream data. docs/analyzers/leak.md#options gives the
// reason for each.
const Default = "strconv,time,regexp,regexp/syntax,encoding/json,encoding/base64,encoding/hex,context," +
	"sigs.k8s.io/yaml,gopkg.in/yaml.v2,gopkg.in/yaml.v3," +
	"k8s.io/apimachinery/pkg/runtime/schema,k8s.io/apimachinery/pkg/labels,k8s.io/client-go/util/jsonpath," +
	"github.com/google/go-containerregistry/pkg/name,github.com/google/uuid,github.com/google/jsonschema-go/jsonschema," +
	"github.com/prometheus/prometheus/promql/parser,github.com/prometheus/prometheus/model/labels," +
	"github.com/grafana/grafana-plugin-sdk-go/backend/gtime,github.com/PaesslerAG/gval,github.com/itchyny/gojq,github.com/gobwas/glob,github.com/Masterminds/semver/v3," +
	"github.com/dolthub/vitess/go/vt/sqlparser,github.com/pganalyze/pg_query_go/*,github.com/wasilibs/go-pgquery," +
	"*.Validate,Marshal*,golang.org/x/tools/go/analysis.Validate,go/parser.ParseExpr,go/parser.ParseExprFrom,google.golang.org/protobuf/encoding/protojson.Marshal,k8s.io/apimachinery/pkg/api/meta,github.com/go-openapi/errors,github.com/go-openapi/validate,github.com/go-openapi/strfmt," +
	"github.com/google/go-github/*/github.Client.NewRequest,github.com/google/go-github/*/github.Response.Body," +
	"github.com/buildkite/go-buildkite/*.Response.Body,embed"

// List is a list of safe sources: package paths, package paths with a
// type or function name, "*.M" for a method M of any package's type,
// a "*" path element for a module's major version.
type List []string

// DefaultList is Default as a List.
func DefaultList() List { return strings.Split(Default, ",") }

// Covers reports whether src is a foreign error source the list names: its
// package, or an object of it (a method's type names its methods), or
// with "*.M" a method M of any package's type. The default "*.Validate"
// is there because, by the convention of generated API models
// (go-swagger's, protoc-gen-validate's), a Validate method's errors
// describe the fields of the value it is called on, which the handler
// filled in from the model's arguments. Validate functions are not
// covered: gojsonschema.Validate's errors are its loaders' (files, HTTP).
func (l List) Covers(src errorigin.Source) bool {
	if src.Kind != errorigin.Foreign || src.Pkg == "" {
		return false
	}
	full := src.Pkg
	if src.Name != "" {
		full += "." + src.Name
	}
	for _, e := range l {
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
