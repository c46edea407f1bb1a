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

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
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
	FactTypes:  []analysis.Fact{(*OriginFact)(nil)},
}

// Kind is a set of origins: a value can reach a use along several paths.
type Kind uint8

const (
	// Written: the text is made by the checked module's code (constant
	// messages, formatted non-error values, the module's error types).
	Written Kind = 1 << iota
	// SDKHelper: the text is written by an SDK argument helper such as
	// mcp-go's RequireString ("required argument \"x\" not found").
	SDKHelper
	// Foreign: the text is made outside the module.
	Foreign
	// Unknown: the analysis cannot tell (a parameter, a struct field, an
	// interface method of the module's own interface).
	Unknown
)

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
}

// AllWritten reports whether the text is known and made only by the
// module or by SDK argument helpers: safe to show as it is.
func (o Origin) AllWritten() bool {
	return o.Kind != 0 && o.Kind&^(Written|SDKHelper) == 0
}

// IsForeign reports whether some path carries foreign text.
func (o Origin) IsForeign() bool { return o.Kind&Foreign != 0 }

func (o Origin) join(p Origin) Origin {
	if o.Kind&Foreign == 0 && p.Kind&Foreign != 0 {
		o.Pkg, o.Via, o.Pos, o.Func = p.Pkg, p.Via, p.Pos, p.Func
	}
	o.Kind |= p.Kind
	return o
}

func (o Origin) String() string {
	var parts []string
	for _, k := range []struct {
		k Kind
		s string
	}{{Written, "written"}, {SDKHelper, "sdk-helper"}, {Foreign, "foreign"}, {Unknown, "unknown"}} {
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
}

func (*OriginFact) AFact() {}

func (f *OriginFact) String() string {
	var parts []string
	for _, r := range f.Results {
		parts = append(parts, fmt.Sprintf("%d:%s", r.Index, Origin{Kind: r.Kind, Via: r.Via}))
	}
	return "errors(" + strings.Join(parts, " ") + ")"
}

func run(pass *analysis.Pass) (any, error) {
	c := &Classifier{
		pass:   pass,
		model:  sdkmodel.Default(),
		module: OwnModule(pass),
		memo:   map[funcKey]Origin{},
	}
	if !c.computesFacts() {
		return c, nil
	}
	pkg, funcs, err := pass.ResultOf[ssabuild.Analyzer].(*ssabuild.SSA).Build()
	if err != nil {
		return nil, err
	}
	c.ssa, c.funcs, c.stores = pkg, funcs, flow.NewStoreIndex(funcs)
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

// isStd reports whether the package's files are in GOROOT.
func isStd(pass *analysis.Pass) bool {
	if len(pass.Files) == 0 {
		return false
	}
	name := pass.Fset.File(pass.Files[0].FileStart).Name()
	root := build.Default.GOROOT
	return root != "" && strings.HasPrefix(filepath.ToSlash(name), filepath.ToSlash(filepath.Join(root, "src"))+"/")
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
