// Package vetrun runs go vet with the mcplint binary as its vet tool on a
// scope of packages and reads what it prints: the machinery of the
// mcplint command, which its language server shares so that an editor's
// check costs what the command's does and finds the same.
package vetrun

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"slices"
	"strings"
)

// CmdFlag is the flag the mcplint command passes to go vet, and through
// it to every unit it runs the vet tool on (go vet forwards only the flags
// the tool lists with -flags, and keys its cache on them).
const CmdFlag = "mcplint.cmd"

// Go runs the go command with an mcplint binary as its vet tool.
type Go struct {
	// Tool is the mcplint binary go vet runs.
	Tool string
	// Tags are the build tags (-tags).
	Tags string
	// Flags are the vet tool's flags, -<analyzer>[.<flag>]=value,
	// passed to go vet unchanged.
	Flags []string
	// Dir is the go command's working directory; "" is this process's.
	Dir string
	// OwnGroup runs each go command in a process group of its own,
	// killed whole when the context is done: go vet's tool processes
	// are its children, and killing the go command alone leaves them
	// running. The command leaves it false, so that Ctrl-C in a
	// terminal reaches them with it.
	OwnGroup bool
}

// Result is what one go vet run found.
type Result struct {
	// Findings are the diagnostics of every package go vet printed,
	// each once, sorted by position.
	Findings []Finding
	// Summaries are the Summary analyzer's diagnostics, one a package.
	Summaries []Finding
	// Problems are lines to show the user, in order: the go command's
	// errors (load and type errors, without its "# package" headers),
	// then the packages left unanalysed and go vet's own failures.
	Problems []string
	// Failed are the import paths of the packages the go command could
	// not analyse (the "# package" headers of its errors, and packages
	// whose analysis failed).
	Failed []string
	// OK says that every package was analysed, or every package named:
	// then Missing lists the importers added to the run that were not
	// (forgiveAdded).
	OK      bool
	Missing []string
	// noMatch: a pattern matched no packages.
	noMatch bool
}

func (g *Go) command(ctx context.Context, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = g.Dir
	if g.OwnGroup {
		inOwnGroup(cmd)
	}
	return cmd
}

// Vet runs go vet -json on the scope's packages and returns the
// findings, each once, and the problems of the run.
func (g *Go) Vet(ctx context.Context, sc Scope) Result {
	args := []string{"vet", "-vettool=" + g.Tool}
	if g.Tags != "" {
		args = append(args, "-tags="+g.Tags)
	}
	args = append(args, g.Flags...)
	args = append(args, "-json", "-"+CmdFlag)
	args = append(args, sc.Vet...)
	cmd := g.command(ctx, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var r Result
	r.OK = r.passErrors(errb.Bytes(), err, sc.Patterns)
	fs, perr := parseJSON(&out)
	if perr != nil {
		r.Problems = append(r.Problems, fmt.Sprintf("mcplint: reading go vet's output: %v", perr))
		r.OK = false
	}
	for _, e := range fs.errors {
		r.Problems = append(r.Problems, fmt.Sprintf("mcplint: %s: %s", e.pkg, e.msg))
		if !slices.Contains(r.Failed, e.pkg) {
			r.Failed = append(r.Failed, e.pkg)
		}
		r.OK = false
	}
	r.Findings, r.Summaries = fs.findings, fs.summaries
	if perr == nil && len(fs.errors) == 0 && !r.noMatch {
		r.forgiveAdded(sc)
	}
	r.leftOut(sc)
	return r
}

// leftOut accounts for the packages Widen left out of the run because
// they do not load: their errors go first among the problems; named ones
// fail the run, and then one line names every package not analysed;
// importers are Missing (addMissing) unless a named package failed too.
func (r *Result) leftOut(sc Scope) {
	if len(sc.Broken) == 0 && len(sc.Unloaded) == 0 {
		return
	}
	var errs []string
	for _, e := range append(slices.Clone(sc.brokenErrs), sc.loadErrs...) {
		if !slices.Contains(errs, e) {
			errs = append(errs, e)
		}
	}
	r.Problems = append(errs, r.Problems...)
	namedFailed := len(sc.Broken) > 0 || slices.ContainsFunc(r.Failed, func(p string) bool { return !slices.Contains(sc.Added, p) })
	if !namedFailed {
		r.addMissing(sc.Unloaded)
		return
	}
	r.OK = false
	for _, p := range append(slices.Clone(sc.Broken), sc.Unloaded...) {
		if !slices.Contains(r.Failed, p) {
			r.Failed = append(r.Failed, p)
		}
	}
	// One line names every package not analysed, the go command's and
	// these.
	r.Problems = slices.DeleteFunc(r.Problems, isNotAnalysed)
	r.Problems = append(r.Problems, fmt.Sprintf("mcplint: not analysed: %s, and the packages that import %s", strings.Join(r.Failed, ", "), pronoun(len(r.Failed))))
}

// forgiveAdded makes a run whose only failures are importers the scope
// added (a main package that does not build while its tool package
// does) a run that analysed what was named: the user asked for those
// packages, and they were analysed. What the importers would have
// settled for the named packages' handlers is missing, and the last
// problem line says so instead of failing the run. A failed importer
// that a named package depends on (through another importer) left that
// package unanalysed: then the run fails as before. Vet calls it only
// when the go command's failures are build failures (not an analyzer's
// error, not a pattern that matched nothing).
func (r *Result) forgiveAdded(sc Scope) {
	if r.OK || len(r.Failed) == 0 {
		return
	}
	for _, p := range r.Failed {
		if !slices.Contains(sc.Added, p) || sc.deps[p] {
			return
		}
	}
	r.OK = true
	// The go command's line named only these.
	r.Problems = slices.DeleteFunc(r.Problems, isNotAnalysed)
	r.addMissing(r.Failed)
}

// missingLine marks addMissing's line among the "not analysed" ones.
const missingLine = "which mcplint added to the run"

func isNotAnalysed(line string) bool { return strings.HasPrefix(line, "mcplint: not analysed: ") }

// addMissing adds importers the run added (or would have) but did not
// analyse to Missing, and says so in one problem line, which replaces an
// earlier one of its own.
func (r *Result) addMissing(pkgs []string) {
	for _, p := range pkgs {
		if !slices.Contains(r.Missing, p) {
			r.Missing = append(r.Missing, p)
		}
	}
	r.Problems = slices.DeleteFunc(r.Problems, func(p string) bool { return isNotAnalysed(p) && strings.Contains(p, missingLine) })
	r.Problems = append(r.Problems, fmt.Sprintf("mcplint: not analysed: %s and the packages that import %s, %s because they import the packages named; the findings they would settle at their handlers are missing",
		strings.Join(r.Missing, ", "), pronoun(len(r.Missing)), missingLine))
}

// passErrors reads the go command's stderr into problems, one line per
// problem: the "# package" headers go away and the packages left
// unanalysed are named once at the end. It reports whether the command
// succeeded.
func (r *Result) passErrors(b []byte, err error, patterns []string) bool {
	for _, line := range strings.Split(string(b), "\n") {
		switch {
		case line == "":
		case strings.HasPrefix(line, "# "):
			// "# [p]" and "# p [p.test]" are p with its tests.
			p := strings.Trim(strings.TrimPrefix(line, "# "), "[]")
			if i := strings.Index(p, " ["); i >= 0 {
				p = p[:i]
			}
			if !slices.Contains(r.Failed, p) {
				r.Failed = append(r.Failed, p)
			}
		case line == "no packages to vet":
		default:
			r.Problems = append(r.Problems, line)
		}
	}
	// go vet only warns when one pattern of several matches nothing; for
	// mcplint a pattern that checks nothing is a mistake to stop on.
	noMatch := strings.Contains(string(b), "matched no packages")
	r.noMatch = noMatch || strings.Contains(string(b), "no packages to vet")
	if err == nil && !noMatch {
		return true
	}
	if err == nil {
		return false
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		r.Problems = append(r.Problems, fmt.Sprintf("mcplint: running go: %v", err))
		return false
	}
	if len(r.Failed) > 0 {
		r.Problems = append(r.Problems, fmt.Sprintf("mcplint: not analysed: %s, and the packages that import %s", strings.Join(r.Failed, ", "), pronoun(len(r.Failed))))
	} else if strings.Contains(string(b), "matched no packages") || strings.Contains(string(b), "no packages to vet") {
		r.Problems = append(r.Problems, fmt.Sprintf("mcplint: %s matched no packages", strings.Join(patterns, " ")))
	}
	return false
}

func pronoun(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}
