package vetrun

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"path/filepath"
	"slices"
	"strings"
)

// A handler's channel is often settled in a package above it: the one
// that wraps it in an SDK constructor, installs a converting middleware
// or builds the server. go vet analyses a package after its imports, so
// that package's pass reports the handler's findings, at the handler's
// lines (report.Claim). Scope makes the findings of a package the same
// whichever packages are named: it adds to the run the packages of the
// main modules that import a named package, and keeps only the findings
// in the named packages' files, whichever package reported them.

// Scope is what a run analyses and what it reports.
type Scope struct {
	// Patterns are the patterns the user named.
	Patterns []string
	// Vet are the patterns go vet runs on: the user's, then the import
	// paths of the main modules' packages that import a named package.
	Vet []string
	// Packages are the import paths of the named packages, or nil when
	// go list could not say.
	Packages []string
	// Files are the named packages' files (absolute paths), or nil when
	// go list could not say: then every finding is kept, as go vet
	// reports them.
	Files map[string]bool
	// Added are the importers Vet adds to the patterns.
	Added []string
	// Unloaded are the importers left out of Vet because the go command
	// cannot load them (an import no module provides, a bad import
	// path): go vet stops on a load error before analysing any package,
	// so adding them would fail the run on a package the user did not
	// name. Their errors go first among Vet's problems. An unloaded
	// importer that imports another is left out of Vet but not listed:
	// it is one of "the packages that import" the other.
	Unloaded []string
	// loadErrs are the Unloaded packages' errors, as the go command
	// prints them.
	loadErrs []string
	// Broken are named packages that do not load, left out of Vet so
	// that the others are analysed (skipBroken); brokenErrs are their
	// errors. A run with Broken packages fails.
	Broken     []string
	brokenErrs []string
	// deps are the dependencies of the named packages.
	deps map[string]bool
}

// listedPackage is the part of go list -json that Widen reads.
type listedPackage struct {
	ImportPath   string
	Dir          string
	GoFiles      []string
	CgoFiles     []string
	TestGoFiles  []string
	XTestGoFiles []string
	Deps         []string
	// Name and ForTest tell test variants and test mains apart (go
	// list -test).
	Name    string
	ForTest string
	Module  *struct {
		Path string
		Main bool
	}
	// Incomplete says the package or a dependency could not be loaded;
	// Error and DepsErrors say why.
	Incomplete bool
	Error      *listError
	DepsErrors []*listError
}

// listError is go list's PackageError.
type listError struct {
	Pos string
	Err string
}

func (e *listError) String() string {
	if e.Pos == "" {
		return e.Err
	}
	return e.Pos + ": " + e.Err
}

// loadError is the first error that keeps p from loading.
func (p listedPackage) loadError() string {
	if p.Error != nil {
		return p.Error.String()
	}
	if len(p.DepsErrors) > 0 {
		return p.DepsErrors[0].String()
	}
	return p.ImportPath + ": incomplete package"
}

// Widen returns the scope of a run on patterns. When go list fails (a
// pattern go vet will refuse, a broken go.mod), the run goes on with the
// patterns alone: go vet then says what is wrong.
func (g *Go) Widen(ctx context.Context, patterns []string) Scope {
	sc := Scope{Patterns: patterns, Vet: patterns}
	named, warnings, err := g.list(ctx, patterns...)
	if err != nil || len(named) == 0 {
		return sc
	}
	sc.Files = map[string]bool{}
	isNamed := map[string]bool{}
	var mods []string
	sc.deps = map[string]bool{}
	// Packages that do not load, named or imported: an importer that
	// imports one is among "the packages that import" it.
	incomplete := map[string]bool{}
	for _, p := range named {
		isNamed[p.ImportPath] = true
		if p.Incomplete {
			incomplete[p.ImportPath] = true
		}
		for _, d := range p.Deps {
			sc.deps[d] = true
		}
		sc.Packages = append(sc.Packages, p.ImportPath)
		for _, list := range [][]string{p.GoFiles, p.CgoFiles, p.TestGoFiles, p.XTestGoFiles} {
			for _, f := range list {
				sc.Files[filepath.Join(p.Dir, f)] = true
			}
		}
		if p.Module != nil && p.Module.Main && !slices.Contains(mods, p.Module.Path+"/...") {
			mods = append(mods, p.Module.Path+"/...")
		}
	}
	if !strings.Contains(warnings, "matched no packages") {
		sc.skipBroken(named)
	}
	if len(mods) == 0 {
		return sc
	}
	all, _, err := g.list(ctx, mods...)
	if err != nil {
		return sc
	}
	var added []string
	var unloaded []listedPackage
	for _, p := range all {
		if isNamed[p.ImportPath] || p.Module == nil || !p.Module.Main {
			continue
		}
		if !slices.ContainsFunc(p.Deps, func(d string) bool { return isNamed[d] }) {
			continue
		}
		if p.Incomplete {
			unloaded = append(unloaded, p)
			incomplete[p.ImportPath] = true
			continue
		}
		added = append(added, p.ImportPath)
	}
	for _, p := range unloaded {
		if slices.ContainsFunc(p.Deps, func(d string) bool { return incomplete[d] }) {
			continue
		}
		sc.Unloaded = append(sc.Unloaded, p.ImportPath)
		if e := p.loadError(); !slices.Contains(sc.loadErrs, e) {
			sc.loadErrs = append(sc.loadErrs, e)
		}
	}
	slices.Sort(added)
	slices.Sort(sc.Unloaded)
	sc.Added = added
	sc.Vet = append(slices.Clone(sc.Vet), added...)
	return sc
}

// skipBroken runs go vet on the named packages that load, by import
// path, when some named ones do not (an embed pattern that matches no
// file, an import no module provides, also in a test file): go vet stops
// on any load error before it analyses a package, so one main package
// embedding a web UI that is built elsewhere would leave the whole module
// unanalysed. The run still fails: Broken names the packages left out,
// their errors go first among Vet's problems. go vet runs on the patterns
// as before, and says what is wrong, when every named package is broken,
// when a pattern matched nothing (Widen), outside module mode (GOPATH's
// "_/dir" paths do not resolve), and when a broken one has no Go files
// (a directory that does not exist, one its build constraints empty).
func (sc *Scope) skipBroken(named []listedPackage) {
	broken := map[string]bool{}
	var loads []string
	for _, p := range named {
		if p.Module == nil {
			return
		}
		if !p.Incomplete {
			loads = append(loads, p.ImportPath)
			continue
		}
		if len(p.GoFiles)+len(p.CgoFiles)+len(p.TestGoFiles)+len(p.XTestGoFiles) == 0 {
			return
		}
		broken[p.ImportPath] = true
	}
	if len(broken) == 0 || len(loads) == 0 {
		return
	}
	sc.Vet = loads
	for _, p := range named {
		// One that imports another broken one is among "the packages
		// that import" it.
		if !broken[p.ImportPath] || slices.ContainsFunc(p.Deps, func(d string) bool { return broken[d] }) {
			continue
		}
		sc.Broken = append(sc.Broken, p.ImportPath)
		if e := p.loadError(); !slices.Contains(sc.brokenErrs, e) {
			sc.brokenErrs = append(sc.brokenErrs, e)
		}
	}
}

// list runs go list -e -test -json on patterns, with the run's build
// tags, and returns the packages, each marked Incomplete when it or one
// of its test variants does not load (go vet analyses the test variant),
// and what go list printed on stderr (a pattern that matched nothing).
func (g *Go) list(ctx context.Context, patterns ...string) ([]listedPackage, string, error) {
	// EmbedFiles is not read: asking for it makes go list resolve embed
	// patterns, so a pattern that matches no file is the package's Error
	// as it is go vet's.
	args := []string{"list", "-e", "-test", "-json=ImportPath,Name,ForTest,Dir,GoFiles,CgoFiles,TestGoFiles,XTestGoFiles,Deps,Module,Incomplete,Error,DepsErrors,EmbedFiles"}
	if g.Tags != "" {
		args = append(args, "-tags="+g.Tags)
	}
	args = append(args, "--")
	args = append(args, patterns...)
	cmd := g.command(ctx, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, errb.String(), err
	}
	var listed []listedPackage
	dec := json.NewDecoder(&out)
	for {
		var p listedPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, errb.String(), err
		}
		listed = append(listed, p)
	}
	return withTests(listed), errb.String(), nil
}

// withTests returns the packages of a go list -test listing without
// their test variants and test mains, each marked Incomplete, with the
// variant's errors, when a test variant of it does not load.
func withTests(listed []listedPackage) []listedPackage {
	var pkgs []listedPackage
	at := map[string]int{}
	for _, p := range listed {
		if p.ForTest != "" || p.Name == "main" && strings.HasSuffix(p.ImportPath, ".test") {
			continue
		}
		at[p.ImportPath] = len(pkgs)
		pkgs = append(pkgs, p)
	}
	for _, v := range listed {
		i, ok := at[v.ForTest]
		if v.ForTest == "" || !v.Incomplete || !ok || pkgs[i].Incomplete {
			continue
		}
		pkgs[i].Incomplete, pkgs[i].Error, pkgs[i].DepsErrors = true, v.Error, v.DepsErrors
	}
	return pkgs
}

// Keep returns the findings of fs in the scope's files.
func (sc Scope) Keep(fs []Finding) []Finding {
	if sc.Files == nil {
		return fs
	}
	var out []Finding
	for _, f := range fs {
		if sc.Files[f.File] {
			out = append(out, f)
		}
	}
	return out
}
