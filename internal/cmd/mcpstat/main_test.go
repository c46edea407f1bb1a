package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// vetJSON writes body, mcplint -json output, to a file called name and
// returns its path.
func vetJSON(t *testing.T, name, body string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(file, []byte(body), 0o666); err != nil {
		t.Fatal(err)
	}
	return file
}

const fixed = `[{"filename": "/m/a.go", "start": 1, "end": 2, "new": "x"}]`

func TestFixCheck(t *testing.T) {
	before := vetJSON(t, "before.json", `{
	"p": {"protomisuse": [
		{"posn": "/m/a.go:10:3", "message": "returns a Go error", "suggested_fixes": [{"message": "fix", "edits": `+fixed+`}]},
		{"posn": "/m/a.go:20:3", "message": "returns a Go error"},
		{"posn": "/m/a.go:30:3", "message": "panic"}
	]},
	"p [p.test]": {"protomisuse": [
		{"posn": "/m/a.go:10:3", "message": "returns a Go error", "suggested_fixes": [{"message": "fix", "edits": `+fixed+`}]}
	]}
}`)
	for _, tc := range []struct {
		name, after string
		before2     string // instead of before, when set
		ok          bool
		summary     string
		problems    []string
	}{
		{
			name:    "fixed",
			after:   `{"p": {"protomisuse": [{"posn": "/m/a.go:21:3", "message": "returns a Go error"}, {"posn": "/m/a.go:31:3", "message": "panic"}]}}`,
			ok:      true,
			summary: "fixed 1, remaining 2, new or not fixed 0",
		},
		{
			name:     "not fixed",
			after:    `{"p": {"protomisuse": [{"posn": "/m/a.go:10:3", "message": "returns a Go error"}, {"posn": "/m/a.go:20:3", "message": "returns a Go error"}, {"posn": "/m/a.go:30:3", "message": "panic"}]}}`,
			summary:  "fixed 1, remaining 2, new or not fixed 1",
			problems: []string{"still reported after its fix: /m/a.go:"},
		},
		{
			name:     "new",
			after:    `{"p": {"protomisuse": [{"posn": "/m/a.go:20:3", "message": "returns a Go error"}, {"posn": "/m/a.go:30:3", "message": "panic"}], "leak": [{"posn": "/m/a.go:10:3", "message": "raw error text"}]}}`,
			summary:  "fixed 1, remaining 2, new or not fixed 1",
			problems: []string{"new after the fixes: /m/a.go:10:3: leak: raw error text"},
		},
		{
			// protomisuse's fix moved a leak source from the JSON-RPC
			// message to the isError text: the same finding.
			name:    "leak sink moved by another fix",
			before2: `{"p": {"leak": [{"posn": "/m/b.go:5:3", "message": "raw error from os (os.Open) reaches the JSON-RPC error message: log it"}]}}`,
			after:   `{"p": {"leak": [{"posn": "/m/b.go:5:10", "message": "raw error from os (os.Open) reaches the tool result text: log it"}]}}`,
			ok:      true,
			summary: "fixed 0, remaining 1, new or not fixed 0",
		},
		{
			// A fix added an import line: the line the message cites
			// moved with the finding.
			name:    "cited line moved by a fix",
			before2: `{"p": {"opaquemsg": [{"posn": "/m/b.go:9:3", "message": "calls Error on an error that is nil here (the error of p.f at b.go:8, which succeeded)"}]}}`,
			after:   `{"p": {"opaquemsg": [{"posn": "/m/b.go:10:3", "message": "calls Error on an error that is nil here (the error of p.f at b.go:9, which succeeded)"}]}}`,
			ok:      true,
			summary: "fixed 0, remaining 1, new or not fixed 0",
		},
		{
			name:     "analysis error",
			after:    `{"p": {"protomisuse": {"error": "boom"}}}`,
			summary:  "fixed 1, remaining 0, new or not fixed 0",
			problems: []string{"analysis error after the fixes: p: protomisuse: boom"},
		},
	} {
		after := vetJSON(t, "after.json", tc.after)
		b := before
		if tc.before2 != "" {
			b = vetJSON(t, "before2.json", tc.before2)
		}
		var out, errs bytes.Buffer
		err := fixCheck(&out, &errs, b, after)
		if (err == nil) != tc.ok {
			t.Errorf("%s: fixCheck error %v, want ok=%v", tc.name, err, tc.ok)
		}
		if got := strings.TrimSpace(out.String()); got != tc.summary {
			t.Errorf("%s: summary %q, want %q", tc.name, got, tc.summary)
		}
		for _, p := range tc.problems {
			if !strings.Contains(errs.String(), p) {
				t.Errorf("%s: problems %q lack %q", tc.name, errs.String(), p)
			}
		}
		if tc.ok && errs.Len() > 0 {
			t.Errorf("%s: unexpected problems %q", tc.name, errs.String())
		}
	}
}

func TestPosnFile(t *testing.T) {
	for in, want := range map[string]string{
		"/m/a.go:10:3":   "/m/a.go",
		"/m/a.go:10":     "/m/a.go",
		"C:/m/a.go:10:3": "C:/m/a.go",
		"a.go":           "a.go",
	} {
		if got := posnFile(in); got != want {
			t.Errorf("posnFile(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSourceOf: a leak finding is keyed by its source, whichever sink it
// reaches, with one source ("reaches") or several ("reach").
func TestSourceOf(t *testing.T) {
	for msg, want := range map[string]string{
		"raw error from os (os.Open) reaches the tool result text: log it":                                      "raw error from os (os.Open)",
		"raw error from os (os.Open) and 1 other source (os.Stat) reach the JSON-RPC error message: log it":     "raw error from os (os.Open) and 1 other source (os.Stat)",
		"credential (environment variable X) and 2 other sources (a, b) reach the tool result text: never show": "credential (environment variable X) and 2 other sources (a, b)",
	} {
		if got := sourceOf("leak", msg); got != want {
			t.Errorf("sourceOf(%q) = %q, want %q", msg, got, want)
		}
	}
	if got := sourceOf("opaquemsg", "x reaches the y"); got != "x reaches the y" {
		t.Errorf("sourceOf of another analyzer's message = %q, want it whole", got)
	}
}
