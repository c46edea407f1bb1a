package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzers"
)

// A finding is one diagnostic of go vet -json's output, with the package
// path it is listed under (test variants folded into their package).
type finding struct {
	pkg      string
	analyzer string
	diag     jsonDiag
	raw      json.RawMessage // the diagnostic as the tool wrote it
	file     string
	line     int
	col      int
}

// jsonDiag is the part of x/tools' JSON diagnostic (driverutil.JSONDiagnostic)
// that the command reads.
type jsonDiag struct {
	Category string `json:"category,omitempty"`
	Posn     string `json:"posn"`
	End      string `json:"end"`
	Message  string `json:"message"`
	Related  []struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
	} `json:"related,omitempty"`
}

type pkgError struct{ pkg, msg string }

type vetOutput struct {
	findings []finding
	errors   []pkgError
	// summaries are the Summary analyzer's diagnostics, one a package.
	summaries []finding
}

// parseVetJSON reads go vet -json's stdout: a stream of objects, package
// ID → analyzer → diagnostics or {"error": ...}. A finding that both a
// package and its test variant report (or that an assembling package
// claims twice) is kept once.
func parseVetJSON(r io.Reader) (vetOutput, error) {
	var out vetOutput
	seen := map[string]bool{}
	errSeen := map[string]bool{}
	dec := json.NewDecoder(r)
	for {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return out, err
		}
		for id, byAnalyzer := range tree {
			pkg, ok := packageOf(id)
			if !ok {
				continue
			}
			for name, v := range byAnalyzer {
				var e struct{ Error string }
				if json.Unmarshal(v, &e) == nil && e.Error != "" {
					if !errSeen[pkg] {
						errSeen[pkg] = true
						out.errors = append(out.errors, pkgError{pkg, publicError(e.Error)})
					}
					continue
				}
				var diags []json.RawMessage
				if err := json.Unmarshal(v, &diags); err != nil {
					return out, fmt.Errorf("%s: %s: %v", id, name, err)
				}
				for _, raw := range diags {
					var d jsonDiag
					if err := json.Unmarshal(raw, &d); err != nil {
						return out, fmt.Errorf("%s: %s: %v", id, name, err)
					}
					key := name + "\x00" + d.Posn + "\x00" + d.Message
					if seen[key] {
						continue
					}
					seen[key] = true
					f := finding{pkg: pkg, analyzer: name, diag: d, raw: raw}
					f.file, f.line, f.col = splitPosn(d.Posn)
					if d.Category == analyzers.SummaryCategory {
						out.summaries = append(out.summaries, f)
						continue
					}
					out.findings = append(out.findings, f)
				}
			}
		}
	}
	sort.Slice(out.findings, func(i, j int) bool {
		a, b := out.findings[i], out.findings[j]
		if a.file != b.file {
			return a.file < b.file
		}
		if a.line != b.line {
			return a.line < b.line
		}
		if a.col != b.col {
			return a.col < b.col
		}
		if a.analyzer != b.analyzer {
			return a.analyzer < b.analyzer
		}
		return a.diag.Message < b.diag.Message
	})
	sort.Slice(out.errors, func(i, j int) bool { return out.errors[i].pkg < out.errors[j].pkg })
	return out, nil
}

// packageOf folds a go list package ID into the package it checks:
// "p [p.test]" is p with its tests, "p_test [p.test]" its external test
// package. (go vet does not vet the generated test main "p.test"; a
// module may well be named "mcp.test", so the suffix alone means nothing.)
func packageOf(id string) (string, bool) {
	if i := strings.Index(id, " ["); i >= 0 {
		id = id[:i]
	}
	return id, true
}

// publicError drops the names of mcplint's internal passes from an
// analysis error: "failed prerequisites: mcpssa@p" says nothing a user
// can act on.
func publicError(msg string) string {
	if strings.HasPrefix(msg, "failed prerequisites") {
		return "could not be analysed (an earlier analysis of the package failed)"
	}
	return msg
}

// splitPosn splits "file:line:col".
func splitPosn(p string) (string, int, int) {
	file, line, col := p, 0, 0
	if i := strings.LastIndexByte(file, ':'); i >= 0 {
		if n, err := strconv.Atoi(file[i+1:]); err == nil {
			col, file = n, file[:i]
			if j := strings.LastIndexByte(file, ':'); j >= 0 {
				if n, err := strconv.Atoi(file[j+1:]); err == nil {
					line, file = n, file[:j]
				}
			}
		}
	}
	if line == 0 { // only "file:line"
		line, col = col, 0
	}
	return file, line, col
}

// relPosn prints a position relative to the working directory when the
// file is under it, as the go command prints its errors.
func relPosn(file string, line, col int) string {
	name := file
	if wd, err := os.Getwd(); err == nil {
		if r, err := filepath.Rel(wd, file); err == nil && !strings.HasPrefix(r, "..") {
			name = r
		}
	}
	if col > 0 {
		return fmt.Sprintf("%s:%d:%d", name, line, col)
	}
	return fmt.Sprintf("%s:%d", name, line)
}

// printText prints "file:line:col: message (analyzer)", one finding a
// line, and its related positions indented below it.
func printText(w io.Writer, fs []finding) {
	for _, f := range fs {
		fmt.Fprintf(w, "%s: %s (%s)\n", relPosn(f.file, f.line, f.col), f.diag.Message, f.analyzer)
		for _, r := range f.diag.Related {
			file, line, col := splitPosn(r.Posn)
			fmt.Fprintf(w, "\t%s: %s\n", relPosn(file, line, col), r.Message)
		}
	}
}

// printJSON prints one object, package path → analyzer → diagnostics, in
// x/tools' JSON form, each finding once.
func printJSON(w io.Writer, fs []finding) error {
	tree := map[string]map[string][]json.RawMessage{}
	for _, f := range fs {
		m := tree[f.pkg]
		if m == nil {
			m = map[string][]json.RawMessage{}
			tree[f.pkg] = m
		}
		m[f.analyzer] = append(m[f.analyzer], f.raw)
	}
	b, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}
