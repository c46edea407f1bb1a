package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcplint-go/mcplint/analyzers"
	"github.com/mcplint-go/mcplint/internal/baseline"
)

// Exit statuses of the standalone command.
const (
	exitClean    = 0
	exitFailed   = 1 // a package could not be analysed
	exitUsage    = 2
	exitFindings = 3
)

// run is the standalone command: it parses args, runs go vet with this
// binary as the tool on the named packages and the packages that import
// them (scope.go), prints what it found in the named ones, and with -fix
// applies their fixes (applyfix.go).
func run(args []string, stdout, stderr io.Writer) int {
	as := analyzers.All()
	if len(args) > 0 && args[0] == "help" {
		return help(stdout, stderr, as, args[1:])
	}
	var opts options
	fs := newFlagSet(as, &opts, stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitClean
		}
		return exitUsage
	}
	if opts.writeBaseline && opts.baseline == "" {
		fmt.Fprintln(stderr, "mcplint: -write-baseline needs -baseline=FILE")
		return exitUsage
	}
	if opts.diff {
		opts.fix = true
	}
	if opts.fix && opts.writeBaseline {
		fmt.Fprintln(stderr, "mcplint: -fix and -write-baseline do not go together")
		return exitUsage
	}
	excl, err := parseExclude(opts.exclude)
	if err != nil {
		fmt.Fprintf(stderr, "mcplint: -exclude: %v\n", err)
		return exitUsage
	}
	pkgs := fs.Args()
	for _, p := range pkgs {
		if strings.HasPrefix(p, "-") {
			fmt.Fprintf(stderr, "mcplint: flag %s after the packages: flags come first (mcplint [flags] [packages])\n", p)
			return exitUsage
		}
	}
	if len(pkgs) == 0 {
		pkgs = []string{"."}
	}
	tool, err := toolPath()
	if err != nil {
		fmt.Fprintf(stderr, "mcplint: %v\n", err)
		return exitFailed
	}
	g := &goCmd{tool: tool, opts: &opts, pkgs: pkgs, stderr: stderr}
	sc := g.widen()

	var bl *baseline.File
	if opts.baseline != "" && !opts.writeBaseline {
		// Before the analysis: a misspelt path fails at once.
		bl, err = baseline.Read(opts.baseline)
		if err != nil {
			fmt.Fprintf(stderr, "mcplint: %v\n", err)
			return exitFailed
		}
	}
	fs1, ok := g.vet(sc)
	fs1 = excl.filter(sc.keep(fs1))
	if opts.fix {
		res, err := applyFixes(fs1)
		if err != nil {
			fmt.Fprintf(stderr, "mcplint: applying fixes: %v\n", err)
			return exitFailed
		}
		if opts.diff {
			// The diff on stdout; on stderr the findings it leaves.
			d := res.diff()
			stdout.Write(d)
			var left []finding
			for i, f := range fs1 {
				if !res.fixed[i] {
					left = append(left, f)
				}
			}
			printText(stderr, left)
			switch {
			case !ok:
				return exitFailed
			case len(d) > 0 || len(left) > 0:
				return exitFindings
			}
			return exitClean
		}
		if err := res.write(); err != nil {
			fmt.Fprintf(stderr, "mcplint: applying fixes: %v\n", err)
			return exitFailed
		}
		if len(res.names()) > 0 {
			// What remains, on the fixed files.
			var ok2 bool
			fs1, ok2 = g.vet(sc)
			ok = ok && ok2
			fs1 = excl.filter(sc.keep(fs1))
		}
	}
	if opts.writeBaseline {
		if !ok {
			fmt.Fprintln(stderr, "mcplint: baseline not written: some packages could not be analysed")
			return exitFailed
		}
		es, err := entries(fs1, opts.baseline)
		if err == nil {
			err = baseline.Write(opts.baseline, es)
		}
		if err != nil {
			fmt.Fprintf(stderr, "mcplint: %v\n", err)
			return exitFailed
		}
		noun := "findings"
		if len(fs1) == 1 {
			noun = "finding"
		}
		fmt.Fprintf(stderr, "mcplint: wrote %d %s to %s\n", len(fs1), noun, opts.baseline)
		return exitClean
	}
	if bl != nil {
		var stale int
		fs1, stale, err = filterBaseline(fs1, bl, opts.baseline)
		if err != nil {
			fmt.Fprintf(stderr, "mcplint: %v\n", err)
			return exitFailed
		}
		if stale > 0 && ok {
			entries := "entries"
			if stale == 1 {
				entries = "entry"
			}
			fmt.Fprintf(stderr, "mcplint: %d baseline %s in %s no longer match a finding of this run (fixed, or in packages or analyzers this run left out); after a run over every package, -write-baseline drops them\n", stale, entries, opts.baseline)
		}
	}
	checked := g.checked(sc, stderr)
	if opts.json {
		if err := printJSON(stdout, fs1); err != nil {
			fmt.Fprintf(stderr, "mcplint: %v\n", err)
			return exitFailed
		}
	} else {
		printText(stderr, fs1)
	}
	if ok && len(fs1) == 0 && checked == 0 {
		fmt.Fprintf(stderr, "mcplint: nothing to check: no MCP tool handler or client call in %s\n", strings.Join(pkgs, " "))
	}
	switch {
	case !ok:
		return exitFailed
	case len(fs1) > 0:
		return exitFindings
	}
	return exitClean
}

// checked returns how many tool handlers, handler candidates and client
// calls the named packages hold, from the Summary analyzer's diagnostics
// of the last vet; with -v it prints them per package on w.
func (g *goCmd) checked(sc scope, w io.Writer) int {
	byPkg := map[string]analyzers.Counts{}
	var pkgs []string
	for _, f := range sc.keep(g.summaries) {
		c, err := analyzers.ParseSummary(f.diag.Message)
		if err != nil {
			continue
		}
		if old, ok := byPkg[f.pkg]; !ok || c.Total() > old.Total() {
			if !ok {
				pkgs = append(pkgs, f.pkg)
			}
			byPkg[f.pkg] = c
		}
	}
	slices.Sort(pkgs)
	total := 0
	for _, p := range pkgs {
		c := byPkg[p]
		total += c.Total()
		if g.opts.verbose {
			fmt.Fprintf(w, "mcplint: %s: %s\n", p, describe(c))
		}
	}
	return total
}

// describe writes what a package holds in words.
func describe(c analyzers.Counts) string {
	var parts []string
	kinds := make([]string, 0, len(c.Tools))
	n := 0
	for k, m := range c.Tools {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, m))
		n += m
	}
	slices.Sort(kinds)
	s := plural(n, "tool handler", "tool handlers")
	if len(kinds) > 0 {
		s += " (" + strings.Join(kinds, ", ") + ")"
	}
	parts = append(parts, s)
	if c.Candidates > 0 {
		parts = append(parts, plural(c.Candidates, "function", "functions")+" of a typed or structured handler's shape (judged where a package wraps them)")
	}
	if c.Middleware > 0 {
		parts = append(parts, plural(c.Middleware, "middleware handler", "middleware handlers"))
	}
	if c.Registered > 0 {
		parts = append(parts, plural(c.Registered, "handler", "handlers")+" of other packages registered here")
	}
	parts = append(parts, plural(c.Clients, "client call", "client calls")+" of a tool")
	return strings.Join(parts, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// toolPath returns the path go vet must run: the name this process was
// started as when it is a path or on PATH (under a test's re-exec the
// executable itself is a test binary), else os.Executable.
func toolPath() (string, error) {
	name := os.Args[0]
	if strings.ContainsRune(name, os.PathSeparator) {
		return filepath.Abs(name)
	}
	if p, err := exec.LookPath(name); err == nil {
		return filepath.Abs(p)
	}
	return os.Executable()
}

// goCmd runs the go command on the packages with this binary as its tool.
type goCmd struct {
	tool   string
	opts   *options
	pkgs   []string
	stderr io.Writer
	// summaries are the Summary diagnostics of the last vet.
	summaries []finding
}

func (g *goCmd) args(verb, toolFlag string, pkgs []string, extra ...string) []string {
	a := []string{verb, toolFlag + "=" + g.tool}
	if g.opts.tags != "" {
		a = append(a, "-tags="+g.opts.tags)
	}
	a = append(a, g.opts.forward...)
	a = append(a, extra...)
	return append(a, pkgs...)
}

// vet runs go vet -json on the scope's packages and returns the
// findings, each once, and whether every package was analysed. What the go command prints on stderr (load
// and type errors) is passed on without its "# package" headers.
func (g *goCmd) vet(sc scope) ([]finding, bool) {
	fs, sums, ok := g.vetAll(sc)
	g.summaries = sums
	return fs, ok
}

// vetAll is vet that also returns the Summary analyzer's diagnostics.
func (g *goCmd) vetAll(sc scope) ([]finding, []finding, bool) {
	cmd := exec.Command("go", g.args("vet", "-vettool", sc.vet, "-json", "-"+cmdFlag)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	ok := g.passErrors(errb.Bytes(), err)
	fs, perr := parseVetJSON(&out)
	if perr != nil {
		fmt.Fprintf(g.stderr, "mcplint: reading go vet's output: %v\n", perr)
		ok = false
	}
	for _, e := range fs.errors {
		fmt.Fprintf(g.stderr, "mcplint: %s: %s\n", e.pkg, e.msg)
		ok = false
	}
	return fs.findings, fs.summaries, ok
}

// passErrors prints the go command's stderr, one line per problem: the
// "# package" headers go away and the packages left unanalysed are named
// once at the end. It reports whether the command succeeded.
func (g *goCmd) passErrors(b []byte, err error) bool {
	var failed []string
	for _, line := range strings.Split(string(b), "\n") {
		switch {
		case line == "":
		case strings.HasPrefix(line, "# "):
			// "# [p]" and "# p [p.test]" are p with its tests.
			p := strings.Trim(strings.TrimPrefix(line, "# "), "[]")
			if i := strings.Index(p, " ["); i >= 0 {
				p = p[:i]
			}
			if !slices.Contains(failed, p) {
				failed = append(failed, p)
			}
		case line == "no packages to vet":
		default:
			fmt.Fprintln(g.stderr, line)
		}
	}
	// go vet only warns when one pattern of several matches nothing; for
	// mcplint a pattern that checks nothing is a mistake to stop on.
	noMatch := strings.Contains(string(b), "matched no packages")
	if err == nil && !noMatch {
		return true
	}
	if err == nil {
		return false
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		fmt.Fprintf(g.stderr, "mcplint: running go: %v\n", err)
		return false
	}
	if len(failed) > 0 {
		fmt.Fprintf(g.stderr, "mcplint: not analysed: %s, and the packages that import %s\n", strings.Join(failed, ", "), pronoun(len(failed)))
	} else if strings.Contains(string(b), "matched no packages") || strings.Contains(string(b), "no packages to vet") {
		fmt.Fprintf(g.stderr, "mcplint: %s matched no packages\n", strings.Join(g.pkgs, " "))
	}
	return false
}

func pronoun(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}
