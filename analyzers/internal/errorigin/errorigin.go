// Package errorigin classifies where an error's text is made: written in
// the module being checked (constant messages, the module's own error
// types), written by an SDK's argument helpers (safe to show), or made
// outside the module (standard library, third-party packages, the SDK's
// client), which may carry file paths, driver messages or upstream
// bodies.
//
// protomisuse offers a fix that shows err.Error() to the model only for
// written errors; leak reports foreign error text reaching tool output.
// Both use this one classification. It crosses functions and packages
// through an *OriginFact per function.
package errorigin

import (
	"fmt"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/factset"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
)

// Analyzer computes OriginFacts for the functions of packages in the
// module being checked (or of every package when the driver does not say
// which module a package is in), and returns a *Classifier for the
// package.
var Analyzer = &analysis.Analyzer{
	Name:       "mcperrorigin",
	Doc:        "classify the origin of error texts (shared by the mcplint analyzers)",
	URL:        "https://github.com/mcplint-go/mcplint#error-origins",
	Run:        run,
	Requires:   []*analysis.Analyzer{ssabuild.Analyzer},
	ResultType: reflect.TypeFor[*Classifier](),
	FactTypes:  []analysis.Fact{(*OriginFact)(nil), (*NotImplFact)(nil), (*ImplFact)(nil)},
}

// Kind is a set of origins: a value can reach a use along several paths.
// It is a uint32 so that new source kinds fit beside the eight below;
// facts carry it gob-encoded, which stores unsigned integers by value
// whatever their width, so widening it changes no encoded fact.
type Kind uint32

const (
	// Written: the text is made by the checked module's code (constant
	// messages, formatted non-error values, the module's error types).
	Written Kind = 1 << iota
	// SDKHelper: the text is written by an SDK argument helper such as
	// mcp-go's RequireString ("required argument \"x\" not found"), or
	// is a session request's error about the server's own client
	// ("session does not support sampling"): safe to show.
	SDKHelper
	// Foreign: the text is made outside the module.
	Foreign
	// Unknown: the analysis cannot tell (a parameter, a struct field, an
	// interface method of the module's own interface with no
	// implementation in sight).
	Unknown
	// Stack: the text carries a stack trace (runtime/debug.Stack,
	// runtime.Stack, %+v of a stack-carrying error) or a recovered panic
	// value.
	Stack
	// Body: the text carries a raw upstream response or request (a body
	// read from net/http, an httputil dump, a response formatted with %v)
	// or a command's captured stderr.
	Body
	// Secret: the text carries a credential: an environment variable or
	// request header named like one, or a struct field named like one.
	Secret
	// StackCarrier marks an error value whose %+v formatting prints a
	// stack trace (github.com/pkg/errors and the like). It says nothing
	// of the error's text, which stays written or foreign as classified.
	StackCarrier
)

// Leaks are the kinds of text the leak analyzer reports wherever they
// reach tool output (Foreign only outside the safe sources).
const Leaks = Foreign | Stack | Body | Secret

// Origin is the classification of one value.
type Origin struct {
	Kind Kind
	// Pkg and Via describe the first foreign source found: the package
	// that made the text ("os") and the call it came from ("os.ReadFile").
	Pkg string
	Via string
	Pos token.Pos
	// Func is the function of the first foreign call, when the foreign
	// text comes from a call in this package (not through a fact).
	Func *types.Func
	// Sources lists every Foreign, Stack, Body and Secret source found,
	// first found first, so that a consumer can judge each one (the leak
	// analyzer drops the sources its -safe flag names).
	Sources []Source
	// Params lists the parameters of the function being classified whose
	// text reaches the value; a call of the function replaces them with
	// the classification of its arguments. An error parameter adds no
	// Kind of its own.
	Params []ParamFlow
}

// ParamFlow says that the text of parameter Index (the receiver not
// counted) reaches a value: as it is, or, when Read, as the bytes read
// from it (an io.Reader), which are a body when the caller passes an
// HTTP body.
type ParamFlow struct {
	Index int
	Read  bool
}

// Source is one place text of a Leaks kind comes from.
type Source struct {
	Kind Kind
	// Pkg is the path of the package that made the text ("os"), and Name
	// the object in it: a function ("ReadFile"), a method ("Client.Do"),
	// a type ("PathError") or a variable ("ErrNotExist"). Both are empty
	// for sources that are not a package's objects (a recovered panic).
	Pkg  string
	Name string
	// Via says where the text comes from, for diagnostics: "os.ReadFile",
	// "debug.Stack", "environment variable GITHUB_TOKEN".
	Via string
	// Pos is where the source is in the package being checked: the call,
	// or the call of the function that returned it. It is not kept in
	// facts.
	Pos token.Pos
	// Sentinel: the source is a package-level error variable of another
	// module (os.ErrNotExist, io.EOF), whose text is fixed.
	Sentinel bool
	// InURL: the source is in a request URL that an HTTP client's error
	// repeats (urlCredentials); the error it wraps does not show it.
	InURL bool
}

// maxSources bounds the sources an Origin keeps.
const maxSources = 8

// AllWritten reports whether the text is known and made only by the
// module or by SDK argument helpers: safe to show as it is.
func (o Origin) AllWritten() bool {
	return o.Kind != 0 && o.Kind&^(Written|SDKHelper|StackCarrier) == 0
}

// IsForeign reports whether some path carries foreign text.
func (o Origin) IsForeign() bool { return o.Kind&Foreign != 0 }

func (o Origin) join(p Origin) Origin {
	if o.Kind&Foreign == 0 && p.Kind&Foreign != 0 {
		o.Pkg, o.Via, o.Pos, o.Func = p.Pkg, p.Via, p.Pos, p.Func
	}
	o.Kind |= p.Kind
	for _, s := range p.Sources {
		o = o.withSource(s)
	}
	for _, f := range p.Params {
		o = o.withParam(f)
	}
	return o
}

// withParam adds parameter flow f to o, unless it is there already.
func (o Origin) withParam(f ParamFlow) Origin {
	for _, g := range o.Params {
		if g == f {
			return o
		}
	}
	o.Params = append(o.Params[:len(o.Params):len(o.Params)], f)
	return o
}

// withSource adds s to o's kinds and sources, unless an equal source is
// there already.
func (o Origin) withSource(s Source) Origin {
	o.Kind |= s.Kind
	for _, t := range o.Sources {
		if t.Kind == s.Kind && t.Pkg == s.Pkg && t.Name == s.Name && t.Via == s.Via {
			return o
		}
	}
	if len(o.Sources) < maxSources {
		o.Sources = append(o.Sources[:len(o.Sources):len(o.Sources)], s)
	}
	return o
}

// source returns the origin of text made by source s alone.
func source(s Source) Origin {
	o := Origin{}.withSource(s)
	if s.Kind == Foreign {
		o.Pkg, o.Via, o.Pos = s.Pkg, s.Via, s.Pos
	}
	return o
}

func (o Origin) String() string {
	var parts []string
	for _, k := range []struct {
		k Kind
		s string
	}{{Written, "written"}, {SDKHelper, "sdk-helper"}, {Foreign, "foreign"}, {Unknown, "unknown"},
		{Stack, "stack"}, {Body, "body"}, {Secret, "secret"}, {StackCarrier, "stack-carrier"}} {
		if o.Kind&k.k != 0 {
			parts = append(parts, k.s)
		}
	}
	s := strings.Join(parts, "|")
	if o.Via != "" {
		s += fmt.Sprintf("(%s)", o.Via)
	}
	return s
}

// OriginFact records, for a function's error results, where their text is
// made. Module is the module the function belongs to: Written text is
// written only for code of that module, and foreign to any other.
type OriginFact struct {
	Module  string
	Results []ResultOrigin
}

// ResultOrigin is the origin of result Index.
type ResultOrigin struct {
	Index int
	Kind  Kind
	Pkg   string
	Via   string
	// Sources are the origin's sources, without positions.
	Sources []Source
	Params  []ParamFlow
}

// origin returns r as an Origin whose sources are at pos, the call that
// returned the value.
func (r ResultOrigin) origin(pos token.Pos) Origin {
	o := Origin{Kind: r.Kind, Pkg: r.Pkg, Via: r.Via, Pos: pos}
	for _, s := range r.Sources {
		s.Pos = pos
		o = o.withSource(s)
	}
	o.Params = r.Params
	return o
}

// resultOrigin returns o as the ResultOrigin of result i.
func resultOrigin(i int, o Origin) ResultOrigin {
	r := ResultOrigin{Index: i, Kind: o.Kind, Pkg: o.Pkg, Via: o.Via, Params: o.Params}
	for _, s := range o.Sources {
		s.Pos = token.NoPos
		r.Sources = append(r.Sources, s)
	}
	return r
}

func (*OriginFact) AFact() {}

func (f *OriginFact) String() string {
	var parts []string
	for _, r := range f.Results {
		part := fmt.Sprintf("%d:%s", r.Index, Origin{Kind: r.Kind, Via: r.Via})
		for _, p := range r.Params {
			if p.Read {
				part += fmt.Sprintf("+read(p%d)", p.Index)
			} else {
				part += fmt.Sprintf("+p%d", p.Index)
			}
		}
		parts = append(parts, part)
	}
	return "errors(" + strings.Join(parts, " ") + ")"
}

func run(pass *analysis.Pass) (any, error) {
	c := &Classifier{
		pass:       pass,
		importFact: pass.ImportObjectFact,
		model:      sdkmodel.Default(),
		module:     OwnModule(pass),
		memo:       map[funcKey]Origin{},

		pending:     map[funcKey]bool{},
		provisional: map[funcKey]bool{},
	}
	// The analyzers ask the Classifier after Run has returned, when the
	// pass may no longer import facts.
	defer func() { c.importFact = factset.Snapshot(pass).Import }()
	if !c.computesFacts() {
		return c, nil
	}
	pkg, funcs, err := pass.ResultOf[ssabuild.Analyzer].(*ssabuild.SSA).Build()
	if err != nil {
		return nil, err
	}
	c.ssa, c.funcs, c.stores = pkg, funcs, flow.NewStoreIndex(funcs)
	c.warm()
	c.exportFacts(funcs)
	return c, nil
}

// computesFacts reports whether this package's errors can be written by
// the module being checked. Packages of the standard library and of
// versioned dependency modules never are, so they get no facts and their
// errors are foreign.
func (c *Classifier) computesFacts() bool {
	if c.model.IsSDKPackage(c.pass.Pkg.Path()) {
		return false
	}
	if m := c.pass.Module; m != nil && m.Version != "" && m.Replace == nil {
		return false
	}
	return !isStd(c.pass)
}

// isStd reports whether the package's files are in GOROOT, by the names
// of the source files: for a package using cgo the analyzers also see
// files cmd/cgo wrote into the build cache (_cgo_gotypes.go, and
// translations that name their source by //line directives). A package
// without files has nothing to compute.
func isStd(pass *analysis.Pass) bool {
	if len(pass.Files) == 0 {
		return true
	}
	root := build.Default.GOROOT
	if root == "" {
		return false
	}
	src := filepath.ToSlash(filepath.Join(root, "src")) + "/"
	for _, f := range pass.Files {
		if strings.HasPrefix(filepath.ToSlash(srcfile.Name(pass.Fset, f)), src) {
			return true
		}
	}
	return false
}

// OwnModule returns the module path of the analyzed package: the driver's
// answer when it gives one, else a guess from the import path (the first
// element, or the first three when the first is a host name), which keeps
// GOPATH-mode tests and drivers without module data working.
func OwnModule(pass *analysis.Pass) string {
	if m := pass.Module; m != nil && m.Path != "" {
		return m.Path
	}
	return ModuleGuess(pass.Pkg.Path())
}

// ModuleGuess guesses the module of an import path without module data.
func ModuleGuess(path string) string {
	elems := strings.Split(path, "/")
	if strings.Contains(elems[0], ".") && len(elems) >= 3 {
		return strings.Join(elems[:3], "/")
	}
	return elems[0]
}

// InModule reports whether import path belongs to module mod.
func InModule(path, mod string) bool {
	return path == mod || strings.HasPrefix(path, mod+"/")
}
