package main

import (
	"github.com/mcplint-go/mcplint/internal/baseline"
)

// entries makes the baseline entries of findings. A finding whose file
// cannot be read gets an entry without line text.
func entries(fs []finding, path string) ([]baseline.Entry, error) {
	m, err := baseline.NewMaker(path)
	if err != nil {
		return nil, err
	}
	es := make([]baseline.Entry, len(fs))
	for i, f := range fs {
		e, err := m.Entry(f.analyzer, f.file, f.line, f.col, f.diag.Message)
		if err != nil {
			return nil, err
		}
		es[i] = e
	}
	return es, nil
}

// filterBaseline returns the findings bl does not record and the number
// of bl's entries that matched none.
func filterBaseline(fs []finding, bl *baseline.File, path string) ([]finding, int, error) {
	es, err := entries(fs, path)
	if err != nil {
		return nil, 0, err
	}
	known, stale := bl.Match(es)
	var fresh []finding
	for i, f := range fs {
		if !known[i] {
			fresh = append(fresh, f)
		}
	}
	return fresh, stale, nil
}
