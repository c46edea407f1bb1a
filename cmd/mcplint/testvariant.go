package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// testVariant prepares the go command's request to analyze a unit with
// _test.go files (a package's test variant, p [p.test], or its external
// test package, p_test; cmd/go 1.26 gives both the package's plain import
// path as ID) so that those files are neither type-checked nor analyzed.
// It returns the arguments to run unitchecker with (the .cfg replaced by
// one without the test files), or nil when no file is left and the unit
// has been answered here, or args unchanged.
//
// Why this keeps the findings: go vet analyzes a package that has
// in-package tests only as its test variant, whose files are the
// package's plus its _test.go files; mcplint's analyzers leave _test.go
// files out (handlers, servers and results in test files say nothing of
// the program that runs), so the variant's findings are those of its
// non-test files, which type-check without the tests. An external test
// package has only test files: nothing to report. unitchecker reads its
// imports' types and facts from their units' facts files; only the
// external test package, the variants it imports for facts (q [p.test])
// and the test binary import a test variant (an in-package test cannot
// import what imports its package), and those variants use only the
// package's non-test declarations, so no unit that is analyzed misses
// what the test files would have added.
//
// args are the tool's arguments, the unit's .cfg file last (cmd/go's vet
// protocol; unitchecker.Config). With -ignoredtoolerr.tests, which judges
// test files, or when the .cfg cannot be read or rewritten, the unit is
// analyzed as go vet gives it.
func testVariant(args []string) []string {
	if len(args) == 0 || judgesTests(args[:len(args)-1]) {
		return args
	}
	path := args[len(args)-1]
	data, err := os.ReadFile(path)
	if err != nil {
		return args
	}
	var cfg map[string]json.RawMessage
	var unit struct {
		GoFiles    []string
		VetxOnly   bool
		VetxOutput string
		Stdout     string
	}
	if json.Unmarshal(data, &cfg) != nil || json.Unmarshal(data, &unit) != nil {
		return args
	}
	var kept []string
	for _, f := range unit.GoFiles {
		if !strings.HasSuffix(f, "_test.go") {
			kept = append(kept, f)
		}
	}
	if len(kept) == len(unit.GoFiles) {
		return args
	}
	if len(kept) == 0 {
		if answerEmpty(args, unit.VetxOnly, unit.VetxOutput, unit.Stdout) {
			return nil
		}
		return args
	}
	files, err := json.Marshal(kept)
	if err != nil {
		return args
	}
	cfg["GoFiles"] = files
	out, err := json.Marshal(cfg)
	if err != nil {
		return args
	}
	// The unit's directory of the go command's work tree, removed with it.
	rewritten := filepath.Join(filepath.Dir(path), "mcplint-"+filepath.Base(path))
	if os.WriteFile(rewritten, out, 0o666) != nil {
		return args
	}
	return append(append([]string{}, args[:len(args)-1]...), rewritten)
}

// answerEmpty writes what unitchecker writes for a unit without facts or
// diagnostics: an empty facts file and, with -json, "{}". It reports
// whether it could.
func answerEmpty(args []string, vetxOnly bool, vetx, stdout string) bool {
	if vetx != "" && os.WriteFile(vetx, nil, 0o666) != nil {
		return false
	}
	out := ""
	if !vetxOnly && hasFlag(args[:len(args)-1], "json") {
		out = "{}\n"
	}
	if stdout != "" {
		return os.WriteFile(stdout, []byte(out), 0o666) == nil
	}
	_, err := os.Stdout.WriteString(out)
	return err == nil
}

// judgesTests reports whether flags turn on an analyzer's judgement of
// _test.go files: -ignoredtoolerr.tests, true unless given a false value.
func judgesTests(flags []string) bool {
	for _, f := range flags {
		name, val, hasVal := strings.Cut(strings.TrimLeft(f, "-"), "=")
		if name != "ignoredtoolerr.tests" {
			continue
		}
		if !hasVal {
			return true
		}
		b, err := strconv.ParseBool(val)
		return err != nil || b
	}
	return false
}

// hasFlag reports whether flags set the boolean flag name.
func hasFlag(flags []string, name string) bool {
	for _, f := range flags {
		n, val, hasVal := strings.Cut(strings.TrimLeft(f, "-"), "=")
		if n == name {
			b, err := strconv.ParseBool(val)
			return !hasVal || err == nil && b
		}
	}
	return false
}
