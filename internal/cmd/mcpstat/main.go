// Command mcpstat runs the mcplint analyzers and the handler-discovery pass
// over some packages and prints one JSON object describing what they found:
// how many packages were loaded, how many tool handlers the shared pass
// found (by kind), every finding, and every load or analysis error.
// scripts/corpus.sh uses it to measure mcplint on real MCP servers, and
// scripts/robust-large.sh and scripts/robust-fixes.sh to check mcplint's
// output; it is not installed for users.
//
// Usage:
//
//	mcpstat [packages]                  # analyze, print the JSON object
//	mcpstat -summarize FILE [ANALYZER...]
//	mcpstat -vetjson FILE
//	mcpstat -fixcheck BEFORE AFTER
//	mcpstat -fixwords BEFORE
//	mcpstat -analyzers
//	mcpstat -snapshot FILE -name NAME -modver MODULE@VERSION
//	mcpstat -precision DIR -triage FILE [-corpus FILE] [-root DIR]
//
// In the first form the packages are loaded in the current directory
// without tests, and file names in the output are relative to it. The exit
// code is 0 when everything loaded and every analysis ran, 1 when there
// were load or analysis errors (the JSON object is printed all the same),
// and 2 for bad usage.
//
// -summarize reads an object written by the first form and prints, on one
// line separated by tabs: packages, handlers, errors, then the number of
// findings of each ANALYZER named, or "—" for an analyzer that did not run.
//
// -vetjson reads the output of mcplint -json (the analysis drivers' JSON
// tree) and prints, on one line separated by tabs, the number of distinct
// diagnostics and the number of analysis errors; the errors themselves go
// to stderr.
//
// -fixcheck reads the output of mcplint -json from before and after
// mcplint -fix and checks the fixes: every finding that had a fix must be
// gone and no finding may be new (findings are matched by analyzer, file
// and message, as fixes move lines). It prints "fixed N, remaining M, new
// or not fixed K", lists each problem on stderr, and exits 1 if there was
// one (or an analysis error in either file).
//
// -fixwords reads the output of mcplint -json from before mcplint -fix and
// checks each fix against the files, not fixed yet: every word of the
// string literals an edit replaces (fmt verbs and import paths aside) must
// be in the fix's new text, since a fix keeps the words the module wrote;
// an edit to nil drops a value the SDK drops too. It prints "fixes N, words
// removed K", each removed word on stderr, and exits 1 when a word was
// removed.
//
// -analyzers prints the names of the analyzers mcplint runs, one a line.
//
// -snapshot reads an object written by the first form for the corpus entry
// NAME (scripts/corpus.txt) and prints its snapshot: the pin, the handler
// counts and the findings, for corpus/findings/NAME.json.
//
// -precision joins the snapshots DIR/*.json with the triage file (one
// verdict, TP or FP, per finding) and prints Markdown tables of precision
// per analyzer and per server. It exits 1 when a finding has no verdict, a
// verdict has no finding, a triage line is malformed, or (with -corpus)
// the snapshots and the corpus entries differ; the tables are printed all
// the same. -root is the repository root, where the test paths of false
// positives are checked (default: the current directory).
package main

import (
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"go/token"
	"io"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint-go/mcplint/analyzers"
)

// ssaPass is the name of the pass that builds SSA form on demand
// (analyzers/internal/ssabuild); its result has a Built method.
const ssaPass = "mcpssa"

// handlersPass is the name of the shared handler-discovery pass
// (analyzers/internal/handlers). That package is internal to analyzers/,
// so mcpstat finds the pass among the analyzers' requirements by name and
// reads its *Result by reflection.
const handlersPass = "mcphandlers"

// Stat is the JSON object mcpstat prints.
type Stat struct {
	// Analyzers names the analyzers that ran (analyzers.All()), in order.
	Analyzers []string `json:"analyzers"`
	// Packages is the number of packages the patterns matched.
	Packages int `json:"packages"`
	// Loaded is the number of packages the analyzers ran on: the
	// matched ones and every dependency (the passes with facts run on
	// dependencies too).
	Loaded int `json:"loaded"`
	// SSAPackages is the number of matched packages that some pass
	// built in SSA form: the packages the analyzers looked into, beyond a
	// glance at their imports (a package that uses no SDK and is not in
	// the module being checked is skipped early).
	SSAPackages int `json:"ssaPackages"`
	// Handlers is the number of tool handlers the handlers pass found in
	// those packages: middleware, continuations and delegates are not
	// counted, nor a function of a typed or structured handler's shape
	// that no package of the run registers.
	Handlers       int            `json:"handlers"`
	HandlersByKind map[string]int `json:"handlersByKind"`
	Findings       []Finding      `json:"findings"`
	Errors         []string       `json:"errors"`
}

// Finding is one diagnostic of one analyzer.
type Finding struct {
	Analyzer string `json:"analyzer"`
	Posn     string `json:"posn"`
	Message  string `json:"message"`

	pos token.Position
}

func main() {
	summarize := flag.String("summarize", "", "print a one-line summary of the mcpstat `file` and exit")
	vetJSON := flag.String("vetjson", "", "print a one-line summary of the mcplint -json output `file` and exit")
	fixcheck := flag.Bool("fixcheck", false, "compare the mcplint -json outputs BEFORE and AFTER mcplint -fix and exit")
	fixwords := flag.Bool("fixwords", false, "check that the fixes of the mcplint -json output BEFORE keep every word of the string literals they replace, and exit")
	list := flag.Bool("analyzers", false, "print the names of the mcplint analyzers and exit")
	snapshot := flag.String("snapshot", "", "print the corpus snapshot of the mcpstat `file` and exit")
	name := flag.String("name", "", "with -snapshot: the corpus entry's `name`")
	modver := flag.String("modver", "", "with -snapshot: the corpus entry's `module@version`")
	precisionDir := flag.String("precision", "", "print the precision of the snapshots in `dir` against -triage and exit")
	triage := flag.String("triage", "", "with -precision: the triage `file`")
	corpus := flag.String("corpus", "", "with -precision: the corpus `file` whose entries must each have one snapshot")
	root := flag.String("root", ".", "with -precision: the repository root `dir`")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: mcpstat [packages]\n       mcpstat -summarize FILE [ANALYZER...]\n       mcpstat -vetjson FILE\n"+
			"       mcpstat -fixcheck BEFORE AFTER\n       mcpstat -fixwords ORIGDIR FIXEDDIR\n       mcpstat -analyzers\n"+
			"       mcpstat -snapshot FILE -name NAME -modver MODULE@VERSION\n       mcpstat -precision DIR -triage FILE [-corpus FILE] [-root DIR]\n")
		flag.PrintDefaults()
	}
	flag.Parse()

	var err error
	modes := 0
	for _, set := range []bool{*summarize != "", *vetJSON != "", *fixcheck, *fixwords, *list, *snapshot != "", *precisionDir != ""} {
		if set {
			modes++
		}
	}
	switch {
	case modes > 1,
		*fixcheck && flag.NArg() != 2,
		*fixwords && flag.NArg() != 1,
		*snapshot != "" && (*name == "" || *modver == ""),
		*precisionDir != "" && *triage == "":
		flag.Usage()
		os.Exit(2)
	case *fixcheck:
		err = fixCheck(os.Stdout, os.Stderr, flag.Arg(0), flag.Arg(1))
		if err == errFixCheck {
			os.Exit(1)
		}
	case *fixwords:
		if err = fixWords(os.Stdout, os.Stderr, flag.Arg(0)); err != nil {
			fmt.Fprintln(os.Stderr, "mcpstat:", err)
			os.Exit(1)
		}
	case *snapshot != "":
		err = writeSnapshot(os.Stdout, *snapshot, *name, *modver)
	case *precisionDir != "":
		var problems []string
		problems, err = precision(os.Stdout, *precisionDir, *triage, *corpus, *root)
		if err == nil && len(problems) > 0 {
			fmt.Fprintf(os.Stderr, "mcpstat: %d triage problems:\n", len(problems))
			for _, p := range problems {
				fmt.Fprintf(os.Stderr, "  %s\n", p)
			}
			os.Exit(1)
		}
	case *list:
		for _, a := range analyzers.All() {
			fmt.Println(a.Name)
		}
	case *summarize != "":
		err = summarizeStat(os.Stdout, *summarize, flag.Args())
	case *vetJSON != "":
		err = summarizeVet(os.Stdout, os.Stderr, *vetJSON)
	default:
		var stat *Stat
		stat, err = analyze(flag.Args())
		if stat != nil {
			out, merr := json.MarshalIndent(stat, "", "  ")
			if merr != nil {
				fmt.Fprintf(os.Stderr, "mcpstat: %v\n", merr)
				os.Exit(2)
			}
			os.Stdout.Write(append(out, '\n'))
			if err == nil && len(stat.Errors) > 0 {
				os.Exit(1)
			}
		}
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "mcpstat: %v\n", err)
		os.Exit(1)
	}
}

// analyze loads the packages and runs the analyzers. A non-nil Stat is
// returned whenever loading got as far as listing packages.
func analyze(patterns []string) (*Stat, error) {
	dir, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	all := analyzers.All()
	hpass := findAnalyzer(all, handlersPass)
	if hpass == nil {
		return nil, fmt.Errorf("no analyzer requires the %s pass", handlersPass)
	}
	run := slices.Clone(all)
	if !slices.Contains(run, hpass) {
		run = append(run, hpass)
	}
	// The SSA pass runs as a root too, so that its results (kept for
	// roots only) say which matched packages were built.
	if spass := findAnalyzer(all, ssaPass); spass != nil && !slices.Contains(run, spass) {
		run = append(run, spass)
	}
	stat := &Stat{
		HandlersByKind: map[string]int{},
		Findings:       []Finding{},
		Errors:         []string{},
	}
	for _, a := range all {
		stat.Analyzers = append(stat.Analyzers, a.Name)
	}

	// The mode mcplint's driver uses: syntax for every package (the
	// analyzers export facts) and modules (errorigin tells the module
	// being checked from versioned dependencies by Pass.Module).
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: false, Dir: dir}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		// The patterns could not be listed at all (no go.mod, a bad
		// pattern, a toolchain that cannot be run).
		stat.Errors = append(stat.Errors, "load: "+err.Error())
		return stat, nil
	}
	stat.Packages = len(pkgs)
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			stat.Errors = append(stat.Errors, "load: "+relPosn(dir, e.Error()))
		}
		if p.Module != nil && p.Module.Error != nil {
			stat.Errors = append(stat.Errors, "load: module "+p.Module.Path+": "+p.Module.Error.Err)
		}
	})
	if len(pkgs) == 0 {
		stat.Errors = append(stat.Errors, "load: no packages match "+strings.Join(patterns, " "))
		return stat, nil
	}

	graph, err := checker.Analyze(run, pkgs, nil)
	if err != nil {
		stat.Errors = append(stat.Errors, "analysis: "+err.Error())
		return stat, nil
	}

	type key struct {
		analyzer, posn, message string
	}
	seen := map[key]bool{}
	keyed, claimed := map[string]string{}, map[string]bool{}
	weak := map[string]string{}
	loaded, built := map[string]bool{}, map[string]bool{}
	for act := range graph.All() {
		loaded[act.Package.ID] = true
		if act.IsRoot && act.Analyzer.Name == ssaPass {
			if b, ok := act.Result.(interface{ Built() bool }); ok && b.Built() {
				built[act.Package.ID] = true
			}
		}
		if act.Err != nil {
			stat.Errors = append(stat.Errors, fmt.Sprintf("analysis: %s: %v", act, act.Err))
			continue
		}
		if !act.IsRoot {
			continue
		}
		if act.Analyzer == hpass {
			kinds, err := handlerKinds(act.Result, act.Package.ID, keyed, claimed, weak)
			if err != nil {
				stat.Errors = append(stat.Errors, fmt.Sprintf("analysis: %s: %v", act, err))
			}
			for _, k := range kinds {
				stat.Handlers++
				stat.HandlersByKind[k]++
			}
		}
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			pos.Filename = relPath(dir, pos.Filename)
			f := Finding{Analyzer: act.Analyzer.Name, Posn: pos.String(), Message: d.Message, pos: pos}
			k := key{f.Analyzer, f.Posn, f.Message}
			if seen[k] {
				continue
			}
			seen[k] = true
			stat.Findings = append(stat.Findings, f)
		}
	}
	for _, k := range keyed {
		if claimed[k] {
			stat.Handlers++
			stat.HandlersByKind[keyedKind]++
		}
	}
	for obj, kind := range weak {
		if claimed[obj] {
			stat.Handlers++
			stat.HandlersByKind[kind]++
		}
	}
	stat.Loaded, stat.SSAPackages = len(loaded), len(built)
	slices.SortFunc(stat.Findings, func(a, b Finding) int {
		return cmp.Or(
			cmp.Compare(a.pos.Filename, b.pos.Filename),
			cmp.Compare(a.pos.Line, b.pos.Line),
			cmp.Compare(a.pos.Column, b.pos.Column),
			cmp.Compare(a.Analyzer, b.Analyzer),
			cmp.Compare(a.Message, b.Message),
		)
	})
	slices.Sort(stat.Errors)
	stat.Errors = slices.Compact(stat.Errors)
	return stat, nil
}

// findAnalyzer finds the analyzer called name among as and everything
// they require.
func findAnalyzer(as []*analysis.Analyzer, name string) *analysis.Analyzer {
	seen := map[*analysis.Analyzer]bool{}
	var visit func([]*analysis.Analyzer) *analysis.Analyzer
	visit = func(as []*analysis.Analyzer) *analysis.Analyzer {
		for _, a := range as {
			if seen[a] {
				continue
			}
			seen[a] = true
			if a.Name == name {
				return a
			}
			if found := visit(a.Requires); found != nil {
				return found
			}
		}
		return nil
	}
	return visit(as)
}

// keyedKind is the kind a handler of a project handler type is counted
// as, once, when a package of the run claims its type.
const keyedKind = "tool function of a project handler type"

// handlerKinds returns the Spec.Kind of each tool handler in a handlers
// pass *Result (a struct pointer whose Handlers field lists *Handler
// values with a Spec *sdkmodel.Handler field, whose Kind is a string
// type): an open handler's converted twin (Variant "converted"),
// middleware and continuations (How) left out. The handlers of project
// handler types (a non-empty Key field) are not counted there: keyed gets
// each one's key by "pkg id:position", and claimed the keys the Result's
// Claims name (Claim.Key), for countKeyed; likewise weak gets the kind of
// each weak open handler (Weak) by its Open object, counted when some
// Result's Claims name that object.
func handlerKinds(result any, pkg string, keyed map[string]string, claimed map[string]bool, weak map[string]string) ([]string, error) {
	v := reflect.ValueOf(result)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return nil, fmt.Errorf("%s result is %T, want a non-nil pointer", handlersPass, result)
	}
	list := v.Elem().FieldByName("Handlers")
	if !list.IsValid() || list.Kind() != reflect.Slice {
		return nil, fmt.Errorf("%s result %T has no Handlers list", handlersPass, result)
	}
	kinds := make([]string, 0, list.Len())
	for i := range list.Len() {
		kind := "unknown"
		if h := reflect.Indirect(list.Index(i)); h.IsValid() {
			// An open handler is listed twice, as declared and as its
			// converted twin: count it once.
			if v := h.FieldByName("Variant"); v.IsValid() && v.Kind() == reflect.String && v.String() == "converted" {
				continue
			}
			// handlers.How: AsMiddleware 3, AsContinuation 4.
			if how := h.FieldByName("How"); how.IsValid() && how.CanInt() && (how.Int() == 3 || how.Int() == 4) {
				continue
			}
			if w := h.FieldByName("Weak"); w.IsValid() && w.Kind() == reflect.Bool && w.Bool() {
				if open := h.FieldByName("Open"); open.IsValid() && !open.IsNil() {
					kind := "unknown"
					if spec := reflect.Indirect(h.FieldByName("Spec")); spec.IsValid() {
						kind = spec.FieldByName("Kind").String()
					}
					weak[fmt.Sprintf("%p", open.Interface())] = kind
				}
				continue
			}
			if k := h.FieldByName("Key"); k.IsValid() && k.Kind() == reflect.String && k.String() != "" {
				if fn := h.FieldByName("Fn"); fn.IsValid() {
					if p, ok := fn.Interface().(interface{ Pos() token.Pos }); ok {
						keyed[fmt.Sprintf("%s:%d", pkg, p.Pos())] = k.String()
					}
				}
				continue
			}
			if spec := reflect.Indirect(h.FieldByName("Spec")); spec.IsValid() {
				if k := spec.FieldByName("Kind"); k.IsValid() && k.Kind() == reflect.String {
					kind = k.String()
				}
			}
		}
		kinds = append(kinds, kind)
	}
	if cl := v.Elem().FieldByName("Claims"); cl.IsValid() && cl.Kind() == reflect.Slice {
		for i := range cl.Len() {
			if k := cl.Index(i).FieldByName("Key"); k.IsValid() && k.Kind() == reflect.String && k.String() != "" {
				claimed[k.String()] = true
			}
			if o := cl.Index(i).FieldByName("Obj"); o.IsValid() && !o.IsNil() {
				claimed[fmt.Sprintf("%p", o.Interface())] = true
			}
		}
	}
	return kinds, nil
}

// relPath returns name relative to dir when it lies inside dir.
func relPath(dir, name string) string {
	if name == "" || !filepath.IsAbs(name) {
		return name
	}
	rel, err := filepath.Rel(dir, name)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return name
	}
	return rel
}

// relPosn makes a "file:line:col: message" error relative to dir.
func relPosn(dir, msg string) string {
	if strings.HasPrefix(msg, dir+string(filepath.Separator)) {
		return msg[len(dir)+1:]
	}
	return msg
}

func summarizeStat(w io.Writer, file string, columns []string) error {
	stat, err := readStat(file)
	if err != nil {
		return err
	}
	counts := map[string]int{}
	for _, f := range stat.Findings {
		counts[f.Analyzer]++
	}
	fields := []string{fmt.Sprint(stat.Packages), fmt.Sprint(stat.Handlers), fmt.Sprint(len(stat.Errors))}
	for _, c := range columns {
		if slices.Contains(stat.Analyzers, c) {
			fields = append(fields, fmt.Sprint(counts[c]))
		} else {
			fields = append(fields, "—")
		}
	}
	_, err = fmt.Fprintln(w, strings.Join(fields, "\t"))
	return err
}

// vetDiag is one diagnostic of mcplint -json output.
type vetDiag struct {
	Analyzer string
	Posn     string
	Message  string
	Fixed    bool // it has a suggested fix
}

// readVet reads the JSON tree the analysis drivers print for -json:
// package ID → analyzer name → either a list of diagnostics or
// {"error": "..."}. It returns the distinct diagnostics (a file analysed
// in a package and in its test variant reports twice), in order, and the
// analysis errors as "package: analyzer: error".
func readVet(file string) ([]vetDiag, []string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(data, &tree); err != nil {
		return nil, nil, fmt.Errorf("%s: not mcplint -json output: %v", file, err)
	}
	type diag struct {
		Posn           string            `json:"posn"`
		Message        string            `json:"message"`
		SuggestedFixes []json.RawMessage `json:"suggested_fixes"`
	}
	type key struct{ analyzer, posn, message string }
	seen := map[key]int{}
	var diags []vetDiag
	var errs []string
	for _, id := range slices.Sorted(maps.Keys(tree)) {
		for _, name := range slices.Sorted(maps.Keys(tree[id])) {
			raw := tree[id][name]
			var e struct {
				Err string `json:"error"`
			}
			if len(raw) > 0 && raw[0] == '{' {
				if err := json.Unmarshal(raw, &e); err != nil {
					return nil, nil, fmt.Errorf("%s: %s %s: %v", file, id, name, err)
				}
				errs = append(errs, fmt.Sprintf("%s: %s: %s", id, name, e.Err))
				continue
			}
			var ds []diag
			if err := json.Unmarshal(raw, &ds); err != nil {
				return nil, nil, fmt.Errorf("%s: %s %s: %v", file, id, name, err)
			}
			for _, d := range ds {
				k := key{name, d.Posn, d.Message}
				if i, ok := seen[k]; ok {
					diags[i].Fixed = diags[i].Fixed || len(d.SuggestedFixes) > 0
					continue
				}
				seen[k] = len(diags)
				diags = append(diags, vetDiag{Analyzer: name, Posn: d.Posn, Message: d.Message, Fixed: len(d.SuggestedFixes) > 0})
			}
		}
	}
	return diags, errs, nil
}

// summarizeVet prints the number of distinct diagnostics and of analysis
// errors in mcplint -json output; the errors themselves go to errw.
func summarizeVet(w, errw io.Writer, file string) error {
	diags, errs, err := readVet(file)
	if err != nil {
		return err
	}
	for _, e := range errs {
		fmt.Fprintln(errw, e)
	}
	_, err = fmt.Fprintf(w, "%d\t%d\n", len(diags), len(errs))
	return err
}

// errFixCheck is returned by fixCheck when the check found problems.
var errFixCheck = fmt.Errorf("fixes left findings behind or made new ones")

// fixCheck compares mcplint -json output from before and after mcplint
// -fix: every finding that had a fix must be gone, and no finding may be
// new. Findings are compared by analyzer, file and message, since fixes
// move lines. It prints "fixed N, remaining M, new K" and lists every
// problem on errw.
func fixCheck(w, errw io.Writer, beforeFile, afterFile string) error {
	before, berrs, err := readVet(beforeFile)
	if err != nil {
		return err
	}
	after, aerrs, err := readVet(afterFile)
	if err != nil {
		return err
	}
	type key struct{ analyzer, file, message string }
	keyOf := func(d vetDiag) key {
		return key{d.Analyzer, posnFile(d.Posn), citedLines.ReplaceAllString(sourceOf(d.Analyzer, d.Message), "$1:N")}
	}
	// allowed: how many findings with this key may remain.
	allowed := map[key]int{}
	fixed := map[key]int{}
	nfixed := 0
	for _, d := range before {
		if d.Fixed {
			fixed[keyOf(d)]++
			nfixed++
		} else {
			allowed[keyOf(d)]++
		}
	}
	problems := 0
	for _, e := range berrs {
		fmt.Fprintf(errw, "analysis error before the fixes: %s\n", e)
		problems++
	}
	for _, e := range aerrs {
		fmt.Fprintf(errw, "analysis error after the fixes: %s\n", e)
		problems++
	}
	remaining, added := 0, 0
	for _, d := range after {
		k := keyOf(d)
		if allowed[k] > 0 {
			allowed[k]--
			remaining++
			continue
		}
		problems++
		added++
		if fixed[k] > 0 {
			fixed[k]--
			fmt.Fprintf(errw, "still reported after its fix: %s: %s: %s\n", d.Posn, d.Analyzer, d.Message)
		} else {
			fmt.Fprintf(errw, "new after the fixes: %s: %s: %s\n", d.Posn, d.Analyzer, d.Message)
		}
	}
	fmt.Fprintf(w, "fixed %d, remaining %d, new or not fixed %d\n", nfixed, remaining, added)
	if problems > 0 {
		return errFixCheck
	}
	return nil
}

// citedLines matches a line a message cites ("the error of http.Get at
// before.go:50"): a fix that adds a line above it moves the cited line as
// it moves the finding's own, and the finding is the one it was.
var citedLines = regexp.MustCompile(`(\.go):\d+`)

// posnFile returns the file of a "file:line:col" position.
func posnFile(posn string) string {
	for range 2 {
		i := strings.LastIndexByte(posn, ':')
		if i < 0 {
			break
		}
		posn = posn[:i]
	}
	return posn
}

// sourceOf is the part of a finding's message that names its cause. For
// leak that is the source ("raw error from os (os.Open)"), not the sink it
// reaches: another analyzer's fix can move the same source from one
// channel to another (protomisuse turning a helper's JSON-RPC error into
// an isError result makes "reaches the JSON-RPC error message" read
// "reaches the tool result text"), and that finding is the one it was, not
// a new one.
func sourceOf(analyzer, message string) string {
	if analyzer != "leak" {
		return message
	}
	// "reaches" with one source, "reach" with several.
	for _, verb := range []string{" reaches the ", " reach the "} {
		if src, _, ok := strings.Cut(message, verb); ok {
			return src
		}
	}
	return message
}
