package vetrun

import (
	"github.com/mcplint-go/mcplint/internal/baseline"
)

// Entries makes the baseline entries of findings, for a baseline file at
// path. A finding whose file cannot be read gets an entry without line
// text.
func Entries(fs []Finding, path string) ([]baseline.Entry, error) {
	m, err := baseline.NewMaker(path)
	if err != nil {
		return nil, err
	}
	es := make([]baseline.Entry, len(fs))
	for i, f := range fs {
		e, err := m.Entry(f.Analyzer, f.File, f.Line, f.Col, f.Diag.Message)
		if err != nil {
			return nil, err
		}
		es[i] = e
	}
	return es, nil
}

// FilterBaseline returns the findings bl (read from path) does not
// record and the number of bl's entries that matched none.
func FilterBaseline(fs []Finding, bl *baseline.File, path string) ([]Finding, int, error) {
	es, err := Entries(fs, path)
	if err != nil {
		return nil, 0, err
	}
	known, stale := bl.Match(es)
	var fresh []Finding
	for i, f := range fs {
		if !known[i] {
			fresh = append(fresh, f)
		}
	}
	return fresh, stale, nil
}
