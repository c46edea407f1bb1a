package vetrun

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzers"
)

// A Finding is one diagnostic of go vet -json's output, with the package
// path it is listed under (test variants folded into their package).
type Finding struct {
	Pkg      string
	Analyzer string
	Diag     Diag
	Raw      json.RawMessage // the diagnostic as the tool wrote it
	File     string
	Line     int
	Col      int // in bytes, from 1; 0 when the position has none
}

// Diag is the part of x/tools' JSON diagnostic (driverutil.JSONDiagnostic)
// that mcplint reads.
type Diag struct {
	Category string    `json:"category,omitempty"`
	Posn     string    `json:"posn"`
	End      string    `json:"end"`
	Message  string    `json:"message"`
	Related  []Related `json:"related,omitempty"`
}

// Related is a position a diagnostic names besides its own.
type Related struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

// Fix is a suggested fix as go vet -json prints it
// (x/tools' driverutil.JSONSuggestedFix).
type Fix struct {
	Message string `json:"message"`
	Edits   []struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"`
		End      int    `json:"end"`
		New      string `json:"new"`
	} `json:"edits"`
}

// Fixes returns the suggested fixes of f, read from its raw diagnostic
// (the rest of mcplint has no use for them).
func (f Finding) Fixes() ([]Fix, error) {
	var d struct {
		Fixes []Fix `json:"suggested_fixes"`
	}
	if err := json.Unmarshal(f.Raw, &d); err != nil {
		return nil, err
	}
	return d.Fixes, nil
}

type pkgError struct{ pkg, msg string }

type vetOutput struct {
	findings []Finding
	errors   []pkgError
	// summaries are the Summary analyzer's diagnostics, one a package.
	summaries []Finding
}

// parseJSON reads go vet -json's stdout: a stream of objects, package
// ID → analyzer → diagnostics or {"error": ...}. A finding that both a
// package and its test variant report (or that an assembling package
// claims twice) is kept once.
func parseJSON(r io.Reader) (vetOutput, error) {
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
					var d Diag
					if err := json.Unmarshal(raw, &d); err != nil {
						return out, fmt.Errorf("%s: %s: %v", id, name, err)
					}
					key := name + "\x00" + d.Posn + "\x00" + d.Message
					if seen[key] {
						continue
					}
					seen[key] = true
					f := Finding{Pkg: pkg, Analyzer: name, Diag: d, Raw: raw}
					f.File, f.Line, f.Col = SplitPosn(d.Posn)
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
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		if a.Analyzer != b.Analyzer {
			return a.Analyzer < b.Analyzer
		}
		return a.Diag.Message < b.Diag.Message
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

// SplitPosn splits "file:line:col" (or "file:line").
func SplitPosn(p string) (string, int, int) {
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
