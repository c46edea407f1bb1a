package vetrun

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"path/filepath"
	"slices"
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
	// name. Their errors are Vet's first problems when the run succeeds.
	// An unloaded importer that imports another is left out of Vet but
	// not listed: it is one of "the packages that import" the other.
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
	Module       *struct {
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
	named, err := g.list(ctx, patterns...)
	if err != nil || len(named) == 0 {
		return sc
	}
	sc.Files = map[string]bool{}
	isNamed := map[string]bool{}
	var mods []string
	sc.deps = map[string]bool{}
	for _, p := range named {
		isNamed[p.ImportPath] = true
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
	sc.skipBroken(named)
	if len(mods) == 0 {
		return sc
	}
	all, err := g.list(ctx, mods...)
	if err != nil {
		return sc
	}
	var added []string
	var unloaded []listedPackage
	incomplete := map[string]bool{}
	for _, p := range sc.Broken {
		incomplete[p] = true
	}
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
	// Named are the unloaded importers that import no other, nor a named
	// package that does not load: the rest are "the packages that import
	// them".
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
// file, an import no module provides): go vet stops on any load error
// before it analyses a package, so one main package embedding a web UI
// that is built elsewhere would leave the whole module unanalysed. The
// run still fails: Broken names the packages left out, their errors go
// first among Vet's problems. When every named package is broken (files
// named on the command line are one package), go vet runs on the
// patterns and says why.
func (sc *Scope) skipBroken(named []listedPackage) {
	broken := map[string]bool{}
	var loads []string
	for _, p := range named {
		if p.Incomplete {
			broken[p.ImportPath] = true
		} else {
			loads = append(loads, p.ImportPath)
		}
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

// list runs go list -e -json on patterns, with the run's build tags.
func (g *Go) list(ctx context.Context, patterns ...string) ([]listedPackage, error) {
	// EmbedFiles is not read: asking for it makes go list resolve embed
	// patterns, so a pattern that matches no file is the package's Error
	// as it is go vet's.
	args := []string{"list", "-e", "-json=ImportPath,Dir,GoFiles,CgoFiles,TestGoFiles,XTestGoFiles,Deps,Module,Incomplete,Error,DepsErrors,EmbedFiles"}
	if g.Tags != "" {
		args = append(args, "-tags="+g.Tags)
	}
	args = append(args, "--")
	args = append(args, patterns...)
	cmd := g.command(ctx, args...)
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		return nil, err
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(&out)
	for {
		var p listedPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, err
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
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
