package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/diff"

	"github.com/mcplint-go/mcplint/internal/fixapply"
)

// The command applies the suggested fixes itself, from go vet's JSON,
// rather than through go fix -fixtool: go fix merges each package's fixes
// as whole files and refuses them all when two packages change one file
// differently, and a handler's findings are often reported, with their
// fixes, by the package that assembles its server (see scope.go).

// fixResult is the outcome of applying the fixes of some findings.
type fixResult struct {
	// files maps each file the fixes change to its old and new contents.
	files map[string][2][]byte
	// fixed[i] says whether the fix of the i-th finding was applied;
	// skipped counts those left out because they overlap a fix applied
	// before them, edit a generated file or a file that cannot be read.
	fixed   []bool
	skipped int
	// changed are the files modified after the analysis began (an
	// editor saved one): their fixes' offsets may point anywhere, so
	// none of their fixes is applied.
	changed []string
	// contents are the files as read for the fixes.
	contents map[string][]byte
}

// applyFixes computes what the first fix of each finding does to its
// files: fixes are taken in the findings' order, each whole or not at
// all; an edit already made by an earlier fix counts once. Changed files
// are gofmt'ed, and an import the fixes left unused is removed.
// A file modified after since, when the analysis began, gets none.
func applyFixes(fs []finding, since time.Time) (*fixResult, error) {
	res := &fixResult{files: map[string][2][]byte{}, fixed: make([]bool, len(fs)), contents: map[string][]byte{}}
	contents := res.contents
	generated := map[string]bool{}
	read := func(name string) ([]byte, error) {
		if b, ok := contents[name]; ok {
			return b, nil
		}
		if fi, err := os.Stat(name); err == nil && fi.ModTime().After(since) {
			if !slices.Contains(res.changed, name) {
				res.changed = append(res.changed, name)
			}
			return nil, fmt.Errorf("%s changed while mcplint ran", name)
		}
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		contents[name] = b
		f, _ := parser.ParseFile(token.NewFileSet(), name, b, parser.PackageClauseOnly|parser.ParseComments)
		generated[name] = f != nil && ast.IsGenerated(f)
		return b, nil
	}
	accepted := map[string][]fixapply.Edit{}
	for i, f := range fs {
		fixes, err := f.Fixes()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", relPosn(f.File, f.Line, f.Col), err)
		}
		if len(fixes) == 0 {
			continue
		}
		byFile := map[string][]fixapply.Edit{}
		ok := true
		for _, e := range fixes[0].Edits {
			b, err := read(e.Filename)
			if err != nil || generated[e.Filename] || e.Start < 0 || e.End < e.Start || e.End > len(b) {
				ok = false
				break
			}
			byFile[e.Filename] = append(byFile[e.Filename], fixapply.Edit{Start: e.Start, End: e.End, New: e.New})
		}
		for name, es := range byFile {
			for _, e := range es {
				if fixapply.Conflicts(accepted[name], e) {
					ok = false
				}
			}
		}
		if !ok {
			res.skipped++
			continue
		}
		for name, es := range byFile {
			for _, e := range es {
				if !slices.Contains(accepted[name], e) {
					accepted[name] = append(accepted[name], e)
				}
			}
		}
		res.fixed[i] = true
	}
	for name, es := range accepted {
		old := contents[name]
		res.files[name] = [2][]byte{old, fixapply.Finish(old, fixapply.Apply(old, es))}
	}
	return res, nil
}

// write writes the fixed files, each only if it still holds what the
// fixes were computed on.
func (r *fixResult) write() error {
	for _, name := range r.names() {
		fi, err := os.Stat(name)
		if err != nil {
			return err
		}
		if now, err := os.ReadFile(name); err != nil || !bytes.Equal(now, r.files[name][0]) {
			return fmt.Errorf("%s changed while mcplint ran: no fix written to it; run mcplint -fix again", name)
		}
		if err := os.WriteFile(name, r.files[name][1], fi.Mode().Perm()); err != nil {
			return err
		}
	}
	return nil
}

// diff returns the fixes as a unified diff, file names relative to the
// working directory.
func (r *fixResult) diff() []byte {
	var out bytes.Buffer
	for _, name := range r.names() {
		rel := name
		if wd, err := os.Getwd(); err == nil {
			if p, err := filepath.Rel(wd, name); err == nil && !strings.HasPrefix(p, "..") {
				rel = filepath.ToSlash(p)
			}
		}
		out.Write(diff.Diff("a/"+rel, r.files[name][0], "b/"+rel, r.files[name][1]))
	}
	return out.Bytes()
}

func (r *fixResult) names() []string {
	var names []string
	for name, c := range r.files {
		if !bytes.Equal(c[0], c[1]) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}
