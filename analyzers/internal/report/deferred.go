package report

import (
	"fmt"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// A handler's channel is sometimes settled above its package: a server
// assembled in another package converts its errors with a middleware, or
// registers it raw. The handlers pass marks such a handler open and judges
// it once per variant (as its SDK signature says, and converted). The
// Reporter then reports at once what every variant reports, and keeps
// the rest in a fact on the handler's declared function; the package that
// refers to that function (Claim) reports the variant that applies there.
// Facts carry file names, offsets and line tables, not token.Pos values,
// so a claim can report in a driver whose FileSet never held the
// handler's file (go vet's one process per package, golangci-lint's
// cache).

// DeferredFact is the fact type an analyzer declares to defer the
// diagnostics of open handlers: the analyzer's own type embedding
// Deferred.
type DeferredFact interface {
	analysis.Fact
	Get() *Deferred
}

// Deferred holds the diagnostics of an open handler that depend on its
// variant: Variants by name, and the line tables of the files they are in.
type Deferred struct {
	Variants map[string][]Diag
	Files    map[string]FileLines
}

// FileLines is a file's size and line offsets (token.File.Lines).
type FileLines struct {
	Size  int
	Lines []int
}

// Diag is an analysis.Diagnostic with positions as file offsets, and no
// suggested fix (see decode).
type Diag struct {
	File              string
	Off, End          int
	Category, Message string
	URL               string
}

// Claim says that the package refers to Obj, an open handler's declared
// function in another package, and that its variant Variant applies here.
type Claim struct {
	Obj     types.Object
	Variant string
}

// Scope makes the diagnostics reported until the next Scope belong to
// variant of the open handler declared as obj; Scope(nil, "") ends it.
func (r *Reporter) Scope(obj types.Object, variant string) {
	r.scopeObj, r.scopeVariant = obj, variant
	if obj == nil {
		return
	}
	if r.open == nil {
		r.open = map[types.Object]map[string][]analysis.Diagnostic{}
	}
	if r.open[obj] == nil {
		r.open[obj] = map[string][]analysis.Diagnostic{}
		r.openOrder = append(r.openOrder, obj)
	}
	if _, ok := r.open[obj][variant]; !ok {
		r.open[obj][variant] = nil
	}
}

// Defer enables deferral: newFact makes the analyzer's DeferredFact, and
// claims are the package's references to open handlers of other
// packages. Without it, an open handler's first variant is reported
// where it is declared.
func (r *Reporter) Defer(newFact func() DeferredFact, claims []Claim) {
	r.newFact, r.claims = newFact, claims
}

// finishOpen reports what every variant of each open handler reports,
// exports the rest, and reports the claimed variants of other packages'
// open handlers.
func (r *Reporter) finishOpen() {
	// held dedupes what is reported at once: a function judged under
	// several open handlers (leak's shared continuations) reports the
	// same diagnostic under each.
	held := map[diagKey]bool{}
	hold := func(d analysis.Diagnostic) {
		if k := keyOf(d); !held[k] {
			held[k] = true
			r.held = append(r.held, d)
		}
	}
	for _, obj := range r.openOrder {
		variants := r.open[obj]
		names := make([]string, 0, len(variants))
		for v := range variants {
			names = append(names, v)
		}
		sort.Strings(names)
		common := map[diagKey]bool{}
		for i, v := range names {
			here := map[diagKey]bool{}
			for _, d := range variants[v] {
				k := keyOf(d)
				if i == 0 || common[k] {
					here[k] = true
				}
			}
			common = here
		}
		fact := &Deferred{Variants: map[string][]Diag{}, Files: map[string]FileLines{}}
		rest := false
		for i, v := range names {
			for _, d := range variants[v] {
				if common[keyOf(d)] {
					if i == 0 {
						hold(d)
					}
					continue
				}
				if r.newFact == nil {
					if i == 0 {
						hold(d)
					}
					continue
				}
				fact.Variants[v] = append(fact.Variants[v], r.encode(d, fact.Files))
				rest = true
			}
		}
		if rest && r.newFact != nil && obj.Pkg() == r.pass.Pkg {
			f := r.newFact()
			*f.Get() = *fact
			r.pass.ExportObjectFact(obj, f)
		}
	}
	if r.newFact == nil {
		return
	}
	seen := map[diagKey]bool{}
	for _, c := range r.claims {
		f := r.newFact()
		if !r.pass.ImportObjectFact(c.Obj, f) {
			continue
		}
		for _, d := range f.Get().Variants[c.Variant] {
			diag, ok := r.decode(d, f.Get().Files)
			if !ok || seen[keyOf(diag)] {
				continue
			}
			seen[keyOf(diag)] = true
			r.held = append(r.held, diag)
		}
	}
}

type diagKey struct {
	pos token.Pos
	msg string
}

func keyOf(d analysis.Diagnostic) diagKey { return diagKey{d.Pos, d.Message} }

func (r *Reporter) encode(d analysis.Diagnostic, files map[string]FileLines) Diag {
	fset := r.pass.Fset
	at := func(p token.Pos) (string, int) {
		tf := fset.File(p)
		if tf == nil {
			return "", 0
		}
		if _, ok := files[tf.Name()]; !ok {
			files[tf.Name()] = FileLines{Size: tf.Size(), Lines: tf.Lines()}
		}
		return tf.Name(), tf.Offset(p)
	}
	out := Diag{Category: d.Category, Message: d.Message, URL: d.URL}
	out.File, out.Off = at(d.Pos)
	out.End = -1
	if d.End.IsValid() {
		_, out.End = at(d.End)
	}
	return out
}

func (r *Reporter) decode(d Diag, files map[string]FileLines) (analysis.Diagnostic, bool) {
	tf := r.file(d.File, files)
	if tf == nil || d.Off > tf.Size() {
		return analysis.Diagnostic{}, false
	}
	out := analysis.Diagnostic{Pos: tf.Pos(d.Off), Category: d.Category, Message: d.Message, URL: d.URL}
	if d.End >= 0 && d.End <= tf.Size() {
		out.End = tf.Pos(d.End)
	}
	// No fix: the drivers apply a pass's edits only to its own files
	// (checker's Pass.ReadFile refuses the handler's), so a claimed
	// finding says what to write and the fix is left out.
	return out, true
}

// file returns the FileSet's file named name, adding it from its line
// table when the FileSet does not hold it (go vet's route).
func (r *Reporter) file(name string, files map[string]FileLines) *token.File {
	if r.files == nil {
		r.files = map[string]*token.File{}
		r.pass.Fset.Iterate(func(f *token.File) bool {
			if _, ok := r.files[f.Name()]; !ok {
				r.files[f.Name()] = f
			}
			return true
		})
	}
	fl, ok := files[name]
	if tf := r.files[name]; tf != nil && (!ok || tf.Size() == fl.Size) {
		return tf
	}
	if !ok || name == "" {
		return nil
	}
	tf := r.pass.Fset.AddFile(name, -1, fl.Size)
	if !tf.SetLines(fl.Lines) {
		return nil
	}
	r.files[name] = tf
	return tf
}

// sortHeld orders held diagnostics in source order.
func (r *Reporter) sortHeld() {
	sort.SliceStable(r.held, func(i, j int) bool {
		return srcfile.Compare(r.pass.Fset, r.held[i].Pos, r.held[j].Pos) < 0
	})
}

// DeferredString renders a Deferred fact for tests: each variant with the
// messages it holds, in order.
func DeferredString(d *Deferred) string {
	names := make([]string, 0, len(d.Variants))
	for v := range d.Variants {
		names = append(names, v)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("deferred")
	for _, v := range names {
		fmt.Fprintf(&b, " [%s: %d]", v, len(d.Variants[v]))
	}
	return b.String()
}
