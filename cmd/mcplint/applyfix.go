package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/rogpeppe/go-internal/diff"
	"golang.org/x/tools/go/ast/astutil"
)

// The command applies the suggested fixes itself, from go vet's JSON,
// rather than through go fix -fixtool: go fix merges each package's fixes
// as whole files and refuses them all when two packages change one file
// differently, and a handler's findings are often reported, with their
// fixes, by the package that assembles its server (see scope.go).

// edit is one text edit of a suggested fix: bytes [start, end) of a file
// become new.
type edit struct {
	start, end int
	new        string
}

// jsonFix is a suggested fix as go vet -json prints it
// (x/tools' driverutil.JSONSuggestedFix).
type jsonFix struct {
	Message string `json:"message"`
	Edits   []struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"`
		End      int    `json:"end"`
		New      string `json:"new"`
	} `json:"edits"`
}

// fixResult is the outcome of applying the fixes of some findings.
type fixResult struct {
	// files maps each file the fixes change to its old and new contents.
	files map[string][2][]byte
	// fixed[i] says whether the fix of the i-th finding was applied;
	// skipped counts those left out because they overlap a fix applied
	// before them, edit a generated file or a file that cannot be read.
	fixed   []bool
	skipped int
}

// applyFixes computes what the first fix of each finding does to its
// files: fixes are taken in the findings' order, each whole or not at
// all; an edit already made by an earlier fix counts once. Changed files
// are gofmt'ed, and an import the fixes left unused is removed.
func applyFixes(fs []finding) (*fixResult, error) {
	res := &fixResult{files: map[string][2][]byte{}, fixed: make([]bool, len(fs))}
	contents := map[string][]byte{}
	generated := map[string]bool{}
	read := func(name string) ([]byte, error) {
		if b, ok := contents[name]; ok {
			return b, nil
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
	accepted := map[string][]edit{}
	for i, f := range fs {
		var fixes []jsonFix
		var d struct {
			Fixes []jsonFix `json:"suggested_fixes"`
		}
		if err := json.Unmarshal(f.raw, &d); err != nil {
			return nil, fmt.Errorf("%s: %v", relPosn(f.file, f.line, f.col), err)
		}
		fixes = d.Fixes
		if len(fixes) == 0 {
			continue
		}
		byFile := map[string][]edit{}
		ok := true
		for _, e := range fixes[0].Edits {
			b, err := read(e.Filename)
			if err != nil || generated[e.Filename] || e.Start < 0 || e.End < e.Start || e.End > len(b) {
				ok = false
				break
			}
			byFile[e.Filename] = append(byFile[e.Filename], edit{e.Start, e.End, e.New})
		}
		for name, es := range byFile {
			for _, e := range es {
				if conflicts(accepted[name], e) {
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
		res.files[name] = [2][]byte{old, finish(old, apply(old, es))}
	}
	return res, nil
}

// conflicts reports whether e cannot be applied beside the edits es: it
// overlaps one, or inserts at the point where another inserts other text.
// An edit equal to one of es is no conflict: it is the same fix offered
// twice (a package and its test variant, two claimants).
func conflicts(es []edit, e edit) bool {
	for _, x := range es {
		switch {
		case x == e:
		case x.start == x.end && e.start == e.end && x.start == e.start:
			return true
		case max(x.start, e.start) < min(x.end, e.end):
			return true
		case x.start < e.start && e.start < x.end, e.start < x.start && x.start < e.end:
			return true
		}
	}
	return false
}

// apply makes the edits, which do not overlap, to src.
func apply(src []byte, es []edit) []byte {
	es = slices.Clone(es)
	slices.SortStableFunc(es, func(a, b edit) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return a.end - b.end // an insertion before a replacement at its start
	})
	var out bytes.Buffer
	at := 0
	for _, e := range es {
		out.Write(src[at:e.start])
		out.WriteString(e.new)
		at = e.end
	}
	out.Write(src[at:])
	return out.Bytes()
}

// finish gofmt's a fixed file and removes the imports the fixes left
// unused: an import whose name was used in old and is used nowhere in
// fixed. (A name that is not the package's, such as yaml for
// gopkg.in/yaml.v3 without a local name, counts no use in old either and
// is left alone.) A file that does not parse is returned as it is.
func finish(old, fixed []byte) []byte {
	fset := token.NewFileSet()
	before, err1 := parser.ParseFile(fset, "", old, parser.ParseComments)
	after, err2 := parser.ParseFile(fset, "", fixed, parser.ParseComments)
	if err1 != nil || err2 != nil {
		return fixed
	}
	removed := false
	for _, spec := range slices.Clone(after.Imports) {
		path, err := strconv.Unquote(spec.Path.Value)
		if err != nil {
			continue
		}
		name := importName(spec, path)
		if name == "_" || name == "." || path == "C" {
			continue
		}
		if uses(before, name) > 0 && uses(after, name) == 0 {
			local := ""
			if spec.Name != nil {
				local = spec.Name.Name
			}
			removed = astutil.DeleteNamedImport(fset, after, local, path) || removed
		}
	}
	if removed {
		var buf bytes.Buffer
		if err := format.Node(&buf, fset, after); err == nil {
			return buf.Bytes()
		}
	}
	if b, err := format.Source(fixed); err == nil {
		return b
	}
	return fixed
}

// importName is the name spec binds: its local name, or the last element
// of its path (without a major-version suffix such as v2).
func importName(spec *ast.ImportSpec, path string) string {
	if spec.Name != nil {
		return spec.Name.Name
	}
	elems := strings.Split(path, "/")
	name := elems[len(elems)-1]
	if len(elems) > 1 && len(name) > 1 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
		name = elems[len(elems)-2]
	}
	return name
}

// uses counts the selector expressions name.X in f.
func uses(f *ast.File, name string) int {
	n := 0
	ast.Inspect(f, func(node ast.Node) bool {
		if sel, ok := node.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == name && id.Obj == nil {
				n++
			}
		}
		return true
	})
	return n
}

// write writes the fixed files.
func (r *fixResult) write() error {
	for _, name := range r.names() {
		fi, err := os.Stat(name)
		if err != nil {
			return err
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
