package analyzers_test

import (
	"fmt"
	"go/types"
	"os"
	"sync/atomic"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint-go/mcplint/analyzers"
)

// TestNoFactCallAfterRun runs every analyzer and every shared pass they
// require over the testdata with the pass's fact functions guarded:
// analysis.Pass documents that ImportObjectFact panics once the pass is
// complete, and the drivers in use do not enforce it. A shared result
// (results, errorigin) that imports a fact when an analyzer asks it,
// after its own Run has returned, fails here.
func TestNoFactCallAfterRun(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the testdata packages")
	}
	loads := testdataLoads(t, "realsdk")
	var calls atomic.Int64
	guarded := guardAll(t, analyzers.All(), &calls)
	for _, l := range loads {
		cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: l.dir, Env: append(os.Environ(), l.env...)}
		pkgs, err := packages.Load(cfg, l.patterns...)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := checker.Analyze(guarded, pkgs, nil); err != nil {
			t.Fatal(err)
		}
	}
	if calls.Load() == 0 {
		t.Fatal("no fact function was called: the guard is not in place")
	}
}

// guardAll returns copies of as and of the passes they require, whose
// Run gives the original Run a copy of the pass with guarded fact
// functions and with ResultOf keyed by the original analyzers.
func guardAll(t *testing.T, as []*analysis.Analyzer, calls *atomic.Int64) []*analysis.Analyzer {
	copies := map[*analysis.Analyzer]*analysis.Analyzer{}
	orig := map[*analysis.Analyzer]*analysis.Analyzer{}
	var guard func(a *analysis.Analyzer) *analysis.Analyzer
	guard = func(a *analysis.Analyzer) *analysis.Analyzer {
		if c, ok := copies[a]; ok {
			return c
		}
		c := &analysis.Analyzer{
			Name:             a.Name,
			Doc:              a.Doc,
			URL:              a.URL,
			ResultType:       a.ResultType,
			FactTypes:        a.FactTypes,
			RunDespiteErrors: a.RunDespiteErrors,
		}
		copies[a], orig[c] = c, a
		for _, r := range a.Requires {
			c.Requires = append(c.Requires, guard(r))
		}
		run := a.Run
		c.Run = func(pass *analysis.Pass) (any, error) {
			var done atomic.Bool
			after := func(what string, obj types.Object) {
				calls.Add(1)
				if done.Load() {
					t.Errorf("%s: %s(%v) called after the pass on %s returned", a.Name, what, obj, pass.Pkg.Path())
				}
			}
			p := *pass
			p.ResultOf = map[*analysis.Analyzer]any{}
			for k, v := range pass.ResultOf {
				p.ResultOf[orig[k]] = v
			}
			p.ImportObjectFact = func(obj types.Object, f analysis.Fact) bool {
				after("ImportObjectFact", obj)
				return pass.ImportObjectFact(obj, f)
			}
			p.ExportObjectFact = func(obj types.Object, f analysis.Fact) {
				after("ExportObjectFact", obj)
				pass.ExportObjectFact(obj, f)
			}
			p.AllObjectFacts = func() []analysis.ObjectFact {
				after("AllObjectFacts", nil)
				return pass.AllObjectFacts()
			}
			p.ImportPackageFact = func(pkg *types.Package, f analysis.Fact) bool {
				after("ImportPackageFact", types.NewPkgName(0, nil, fmt.Sprint(pkg.Path()), pkg))
				return pass.ImportPackageFact(pkg, f)
			}
			p.ExportPackageFact = func(f analysis.Fact) {
				after("ExportPackageFact", nil)
				pass.ExportPackageFact(f)
			}
			p.AllPackageFacts = func() []analysis.PackageFact {
				after("AllPackageFacts", nil)
				return pass.AllPackageFacts()
			}
			defer done.Store(true)
			return run(&p)
		}
		return c
	}
	var out []*analysis.Analyzer
	for _, a := range as {
		out = append(out, guard(a))
	}
	return out
}
