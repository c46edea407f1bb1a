// Package report is how every mcplint analyzer emits diagnostics. It
// applies suppression directives, in the style of staticcheck's
// //lint:ignore:
//
//	//mcplint:ignore protomisuse,leak the gateway shows these to operators only
//
// on the diagnostic's line or the line above silences those analyzers
// there. A directive without a reason, or one that silences nothing, is
// itself reported, so that stale suppressions do not pile up.
package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// Prefix starts a suppression directive.
const Prefix = "//mcplint:ignore"

// Reporter reports the diagnostics of one analyzer in one pass. It holds
// them until Finish, which emits them in source order (file name, then
// offset): the drivers print diagnostics in the order an analyzer
// reports them, and two runs on the same code must print the same.
type Reporter struct {
	pass       *analysis.Pass
	analyzer   string
	opts       Options
	directives []*directive
	reported   map[scopedPos]bool
	held       []analysis.Diagnostic

	// Open handlers (deferred.go).
	scopeObj     types.Object
	scopeVariant string
	open         map[types.Object]map[string][]analysis.Diagnostic
	openOrder    []types.Object
	newFact      func() DeferredFact
	claims       []Claim
	keys         map[types.Object]string
	weak         map[types.Object]bool
	files        map[string]*token.File
	// wholeOnly: Partial claims are left out (WholeTextsOnly).
	wholeOnly bool
}

// scopedPos is a position within the variant of an open handler that
// reports it.
type scopedPos struct {
	pos     token.Pos
	obj     types.Object
	variant string
}

type directive struct {
	pos       token.Pos
	file      string
	line      int
	analyzers []string
	reason    string
	used      bool
}

// Options say what the driver that runs the analyzers does with their
// diagnostics. The zero value suits go vet -json, the mcplint command,
// golangci-lint and the single-analyzer commands.
type Options struct {
	// LocalFixesOnly: the driver applies each package's fixes on its own
	// and merges whole files (go fix -fixtool writes one archive per
	// package, and refuses every fix when two packages' archives change a
	// file differently). A finding claimed for another package's handler
	// then carries no fix; without it, it carries the fix its handler's
	// package would have offered (Deferred).
	LocalFixesOnly bool
	// Assembly, if set, says where the package's open handlers are
	// registered before the package is analysed: they are then judged
	// and reported where they are declared, with their fixes, and the
	// packages that register them claim nothing (the golangci-lint
	// plugin, which analyses only the packages it is given).
	Assembly Assembly
	// NameInMessage: the driver prints each message without the name of
	// the analyzer that reported it (go vet's text output), and a user
	// needs that name for //mcplint:ignore: each message ends with
	// " (analyzer)", as the mcplint command prints it.
	NameInMessage bool
	// RelatedAsFindings: the driver shows each related information as a
	// finding of its own (golangci-lint prints a
	// "<linter>(related information)" issue for each), so the reason a
	// finding has no fix (NoFixPrefix), which only explains that finding,
	// is left out; the sources it names stay.
	RelatedAsFindings bool
}

// NoFixPrefix starts the related information that says why a finding
// has no suggested fix.
const NoFixPrefix = "no fix: "

// Assembly knows, for a module, which variants of its packages' open
// handlers the packages that register them claim (Claim).
type Assembly interface {
	// Claims returns the variants claimed for the open handlers of the
	// pass's package, by ObjectKey and by project handler type key; ok
	// is false when it cannot say (the module does not load), and the
	// handlers are then deferred to the packages that register them.
	Claims(pass *analysis.Pass) (objs, keys map[string][]string, ok bool)
}

// New returns a Reporter for the analyzer named name.
func New(pass *analysis.Pass, name string, opts Options) *Reporter {
	r := &Reporter{pass: pass, analyzer: name, opts: opts, reported: map[scopedPos]bool{}}
	for _, f := range pass.Files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if d := parse(pass.Fset, c); d != nil {
					r.directives = append(r.directives, d)
				}
			}
		}
	}
	return r
}

func parse(fset *token.FileSet, c *ast.Comment) *directive {
	text, ok := strings.CutPrefix(c.Text, Prefix)
	if !ok || (text != "" && text[0] != ' ' && text[0] != '\t') {
		return nil
	}
	// A trailing "// ..." is a note on the directive, not its reason.
	if i := strings.Index(text, "//"); i >= 0 {
		text = text[:i]
	}
	fields := strings.Fields(text)
	d := &directive{pos: c.Pos()}
	p := fset.Position(c.Pos())
	d.file, d.line = p.Filename, p.Line
	if len(fields) > 0 {
		d.analyzers = strings.Split(fields[0], ",")
		d.reason = strings.Join(fields[1:], " ")
	}
	return d
}

func (d *directive) names(a string) bool {
	for _, n := range d.analyzers {
		if n == a {
			return true
		}
	}
	return false
}

// Analyzers are the names a directive may use. A directive naming another
// is reported by the known analyzer nearest to that name in spelling, one
// naming none by the first (Reporter.typo).
var Analyzers = [...]string{"protomisuse", "unflaggederr", "opaquemsg", "leak", "ignoredtoolerr"}

func known(name string) bool {
	for _, a := range Analyzers {
		if a == name {
			return true
		}
	}
	return false
}

func (d *directive) unknown() string {
	for _, n := range d.analyzers {
		if !known(n) {
			return n
		}
	}
	return ""
}

// Report keeps diag for Finish unless a directive for this analyzer
// covers its line, and at most once per position.
func (r *Reporter) Report(diag analysis.Diagnostic) {
	k := scopedPos{diag.Pos, r.scopeObj, r.scopeVariant}
	if r.reported[k] {
		return
	}
	r.reported[k] = true
	p := r.pass.Fset.Position(diag.Pos)
	for _, d := range r.directives {
		if d.file == p.Filename && (d.line == p.Line || d.line == p.Line-1) && d.names(r.analyzer) && d.reason != "" {
			d.used = true
			return
		}
	}
	diag.SuggestedFixes = r.editable(diag.SuggestedFixes)
	if r.opts.RelatedAsFindings {
		diag.Related = slices.DeleteFunc(slices.Clone(diag.Related), func(ri analysis.RelatedInformation) bool {
			return strings.HasPrefix(ri.Message, NoFixPrefix)
		})
	}
	if !diag.End.IsValid() {
		if f := srcfile.FileOf(r.pass.Files, diag.Pos); f != nil {
			diag.End = srcfile.Extent(f, diag.Pos)
		}
	}
	if r.scopeObj != nil {
		r.open[r.scopeObj][r.scopeVariant] = append(r.open[r.scopeObj][r.scopeVariant], diag)
		return
	}
	r.held = append(r.held, diag)
}

// editable drops the fixes that edit a file the build translated from
// another (cgo): the edit would land in the build cache, not in the
// user's source.
func (r *Reporter) editable(fixes []analysis.SuggestedFix) []analysis.SuggestedFix {
	var out []analysis.SuggestedFix
fix:
	for _, fix := range fixes {
		for _, e := range fix.TextEdits {
			if f := srcfile.FileOf(r.pass.Files, e.Pos); f == nil || srcfile.Translated(r.pass.Fset, f) {
				continue fix
			}
		}
		out = append(out, fix)
	}
	return out
}

// Finish emits the diagnostics Report kept, and the directives this
// analyzer judges, in source order. A malformed directive, one naming an
// unknown analyzer and one without a reason are typos, whatever the
// analyzers that run: one analyzer reports each (see typo). A directive
// that silenced nothing is reported by each analyzer it names that ran.
func (r *Reporter) Finish() {
	for _, d := range r.directives {
		switch {
		case len(d.analyzers) == 0:
			r.typo(d, "malformed mcplint:ignore directive: write //mcplint:ignore <analyzer>[,<analyzer>] <reason>")
		case d.unknown() != "":
			r.typo(d, "mcplint:ignore directive names unknown analyzer "+d.unknown()+": use "+strings.Join(Analyzers[:], ", "))
		case d.reason == "":
			r.typo(d, "mcplint:ignore directive without a reason: say why the finding is wrong or accepted")
		case d.names(r.analyzer) && !d.used:
			r.held = append(r.held, analysis.Diagnostic{Pos: d.pos, Category: "directive",
				Message: "mcplint:ignore directive for " + r.analyzer + " suppresses nothing: remove it"})
		}
	}
	r.finishOpen()
	r.sortHeld()
	for _, diag := range r.held {
		if r.opts.NameInMessage {
			diag.Message += " (" + r.analyzer + ")"
		}
		r.pass.Report(diag)
	}
	r.held = nil
}

// typo reports a directive typo when this analyzer is the one that
// owns it, so that each is reported once whichever analyzers run, with
// no state shared between analyzers: a directive without a reason by the
// first analyzer it names, one naming an unknown analyzer by the known
// analyzer nearest to the misspelt name (the one its author meant to
// silence), a malformed one by the first analyzer. A malformed directive
// is therefore not reported when that analyzer is disabled.
func (r *Reporter) typo(d *directive, msg string) {
	owner := Analyzers[0]
	switch {
	case len(d.analyzers) == 0:
	case d.unknown() != "":
		owner = nearest(d.unknown())
	default:
		owner = d.analyzers[0]
	}
	if owner != r.analyzer {
		return
	}
	r.held = append(r.held, analysis.Diagnostic{Pos: d.pos, Category: "directive", Message: msg})
}

// nearest returns the analyzer name closest to name in edit distance
// (the first of equals).
func nearest(name string) string {
	best, bestD := Analyzers[0], -1
	for _, a := range Analyzers {
		if d := editDistance(name, a); bestD < 0 || d < bestD {
			best, bestD = a, d
		}
	}
	return best
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev = cur
	}
	return prev[len(b)]
}
