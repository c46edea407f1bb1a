package main

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// excluder drops findings in files the user excluded with -exclude.
// Generated files need no pattern: the analyzers skip them already.
type excluder struct {
	wd       string
	patterns [][]string // each pattern split into its path elements
}

// parseExclude parses -exclude's comma-separated patterns. A pattern is
// a slash-separated path relative to the current directory whose elements
// use path.Match syntax ("internal/gen", "*/mocks", "tools/*_legacy.go");
// it excludes the files it matches and everything under the directories it
// matches. A malformed pattern is an error.
func parseExclude(list string) (*excluder, error) {
	e := &excluder{}
	for _, p := range strings.Split(list, ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		p = path.Clean(filepath.ToSlash(p))
		if strings.HasPrefix(p, "../") || p == ".." || path.IsAbs(p) {
			return nil, fmt.Errorf("%q: patterns are relative to the current directory, below it", p)
		}
		if _, err := path.Match(p, ""); err != nil {
			return nil, fmt.Errorf("%q: %v", p, err)
		}
		e.patterns = append(e.patterns, strings.Split(p, "/"))
	}
	if len(e.patterns) > 0 {
		wd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		e.wd = wd
	}
	return e, nil
}

// filter returns the findings whose files no pattern matches.
func (e *excluder) filter(fs []finding) []finding {
	if len(e.patterns) == 0 {
		return fs
	}
	var kept []finding
	for _, f := range fs {
		if !e.excluded(f.File) {
			kept = append(kept, f)
		}
	}
	return kept
}

func (e *excluder) excluded(file string) bool {
	rel, err := filepath.Rel(e.wd, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return false
	}
	elems := strings.Split(filepath.ToSlash(rel), "/")
	for _, p := range e.patterns {
		if len(p) > len(elems) {
			continue
		}
		match := true
		for i, pe := range p {
			if ok, _ := path.Match(pe, elems[i]); !ok {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}
