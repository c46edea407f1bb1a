// Package fixapply applies suggested fixes to source files as the
// x/tools drivers do: each fix whole or not at all, an edit offered twice
// made once, the file gofmt'ed and the imports the fixes left unused
// removed. The mcplint command applies the fixes of go vet's JSON with it,
// and the tests check other drivers' fixes against it.
package fixapply

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
)

// Edit is one text edit of a suggested fix: bytes [Start, End) of a
// file become New.
type Edit struct {
	Start, End int
	New        string
}

// Conflicts reports whether e cannot be applied beside the edits es: it
// overlaps one, or inserts at the point where another inserts other text.
// An edit equal to one of es is no conflict: it is the same fix offered
// twice (a package and its test variant, two claimants).
func Conflicts(es []Edit, e Edit) bool {
	for _, x := range es {
		switch {
		case x == e:
		case x.Start == x.End && e.Start == e.End && x.Start == e.Start:
			return true
		case max(x.Start, e.Start) < min(x.End, e.End):
			return true
		case x.Start < e.Start && e.Start < x.End, e.Start < x.Start && x.Start < e.End:
			return true
		}
	}
	return false
}

// Apply makes the edits, which do not overlap, to src.
func Apply(src []byte, es []Edit) []byte {
	es = slices.Clone(es)
	slices.SortStableFunc(es, func(a, b Edit) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return a.End - b.End // an insertion before a replacement at its start
	})
	var out bytes.Buffer
	at := 0
	for _, e := range es {
		out.Write(src[at:e.Start])
		out.WriteString(e.New)
		at = e.End
	}
	out.Write(src[at:])
	return out.Bytes()
}

// Finish gofmt's a fixed file and removes the imports the fixes left
// unused: an import whose name was used in old and is used nowhere in
// fixed. (A name that is not the package's, such as yaml for
// gopkg.in/yaml.v3 without a local name, counts no use in old either and
// is left alone.) A file that does not parse is returned as it is.
func Finish(old, fixed []byte) []byte {
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
