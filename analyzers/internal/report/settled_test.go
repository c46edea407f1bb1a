package report

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// fakeAssembly answers Claims with fixed claims.
type fakeAssembly struct {
	objs, keys map[string][]string
	ok         bool
}

func (a fakeAssembly) Claims(*analysis.Pass) (map[string][]string, map[string][]string, bool) {
	return a.objs, a.keys, a.ok
}

type settledOwner struct{}

// TestSettledClaims runs the Reporter with an Assembly that knows the
// claims beforehand (the mcplint command's route): an open handler's
// diagnostics common to every variant are reported once, with those of
// the variants claimed for it and nothing else; its fact says Settled;
// a Partial claim is left out when the Reporter judges whole texts; a
// handler of a project handler type gets only its claimed variants;
// without claims known (ok false) nothing but the common part is
// reported, and the type's variants are passed on in the package fact.
func TestSettledClaims(t *testing.T) {
	src := "package p\n\nfunc h() {}\n\nfunc k() {}\n\nvar (\n\tcommon, raw, conv, panics, kraw, kconv int\n)\n"
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("example.com/p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := pkg.Scope().Lookup("h").(*types.Func)
	k := pkg.Scope().Lookup("k").(*types.Func)
	at := func(name string) token.Pos { return pkg.Scope().Lookup(name).Pos() }

	run := func(asm fakeAssembly, wholeOnly bool) (got []string, settled bool, keyed int) {
		pass := &analysis.Pass{
			Fset: fset, Files: []*ast.File{f}, Pkg: pkg,
			Report: func(d analysis.Diagnostic) { got = append(got, d.Message) },
			ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
				if obj == h {
					settled = fact.(DeferredFact).Get().Settled
				}
			},
			ExportPackageFact: func(fact analysis.Fact) { keyed = len(fact.(DeferredFact).GetKeyed().ByKey) },
			AllPackageFacts:   func() []analysis.PackageFact { return nil },
		}
		r := New(pass, "leak", Options{Assembly: asm})
		if wholeOnly {
			r.WholeTextsOnly()
		}
		r.Defer(NewFact[settledOwner], nil, map[types.Object]string{k: "example.com/p.T"}, nil)
		report := func(fn *types.Func, variant string, names ...string) {
			r.Scope(fn, variant)
			for _, n := range names {
				r.Report(analysis.Diagnostic{Pos: at(n), Message: n})
			}
		}
		report(h, "raw", "common", "raw")
		report(h, "converted", "common", "conv")
		report(h, "+panics", "panics")
		report(k, "raw", "kraw")
		report(k, "converted", "kconv")
		r.Scope(nil, "")
		r.Finish()
		return got, settled, keyed
	}

	hKey := ObjectKey(h)
	for _, c := range []struct {
		name      string
		asm       fakeAssembly
		wholeOnly bool
		want      []string
		settled   bool
	}{
		// settled: h's fact says so, and k's variants are not passed on
		// to the packages above (keyed).
		{"converted claimed", fakeAssembly{objs: map[string][]string{hKey: {"converted"}}, ok: true}, false,
			[]string{"common", "conv"}, true},
		{"raw and addendum claimed", fakeAssembly{objs: map[string][]string{hKey: {"raw", "+panics"}}, ok: true}, false,
			[]string{"common", "raw", "panics"}, true},
		{"nothing claimed", fakeAssembly{ok: true}, false,
			[]string{"common"}, true},
		{"partial claim", fakeAssembly{objs: map[string][]string{hKey: {"converted" + PartialMark}}, ok: true}, false,
			[]string{"common", "conv"}, true},
		{"partial claim, whole texts only", fakeAssembly{objs: map[string][]string{hKey: {"converted" + PartialMark}}, ok: true}, true,
			[]string{"common"}, true},
		{"type key claimed", fakeAssembly{keys: map[string][]string{"example.com/p.T": {"converted"}}, ok: true}, false,
			[]string{"common", "kconv"}, true},
		{"claims unknown", fakeAssembly{objs: map[string][]string{hKey: {"converted"}}, ok: false}, false,
			[]string{"common"}, false},
	} {
		got, settled, keyed := run(c.asm, c.wholeOnly)
		if !slices.Equal(got, c.want) || settled != c.settled || (keyed == 0) != c.settled {
			t.Errorf("%s: reported %q, settled %v, %d type keys passed on; want %q, %v", c.name, got, settled, keyed, c.want, c.settled)
		}
	}
}

// TestDiagOrder checks the order a fact's diagnostics are kept in (so
// that facts, and what claimants report from them, do not depend on the
// order of the packages' facts): by file, offset, message, end,
// category, URL, then the rest. End 9 before End 10: not as
// their rendering (key) would sort.
func TestDiagOrder(t *testing.T) {
	want := []Diag{
		{File: "a.go", Off: 1, Message: "z"},
		{File: "a.go", Off: 2, Message: "a"},
		{File: "a.go", Off: 2, Message: "b", End: 9},
		{File: "a.go", Off: 2, Message: "b", End: 10},
		{File: "a.go", Off: 2, Message: "b", End: 10, Category: "x", URL: "u9"},
		{File: "a.go", Off: 2, Message: "b", End: 10, Category: "y", URL: "u1"},
		{File: "a.go", Off: 2, Message: "b", End: 10, Category: "y", URL: "u2"},
		{File: "a.go", Off: 2, Message: "b", End: 10, Category: "y", URL: "u2", Related: []Related{{Message: "r"}}},
		{File: "b.go", Off: 0, Message: "a"},
	}
	for i := range want {
		for j := range want {
			if got := want[i].less(want[j]); got != (i < j) {
				t.Errorf("%+v.less(%+v) = %v, want %v", want[i], want[j], got, i < j)
			}
		}
	}
}
