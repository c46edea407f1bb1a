package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFixWords checks robust-fixes' word check on fixes of one file: a
// fix may drop a formatted error, its verb and an import, and add words,
// but not drop a word the module wrote; nil edits and protomisuse's
// beside-an-error fixes are exempt.
func TestFixWords(t *testing.T) {
	const src = `package p

import "fmt"

func f(err error) string {
	return fmt.Sprintf("read the config file: %v", err) + "access denied - path outside allowed directories"
}
`
	span := func(s string) (int, int) {
		i := strings.Index(src, s)
		if i < 0 {
			t.Fatalf("%q not in the source", s)
		}
		return i, i + len(s)
	}
	type edit struct{ from, to string }
	for _, tc := range []struct {
		name     string
		analyzer string
		message  string
		edits    []edit
		ok       bool
		problem  string
	}{
		{name: "error dropped", edits: []edit{
			{`fmt.Sprintf("read the config file: %v", err)`, `"read the config file"`},
			{`"fmt"`, ``},
		}, ok: true},
		{name: "words in a log line", edits: []edit{
			{`fmt.Sprintf("read the config file: %v", err)`, `"read the config"`},
			{`return`, `slog.Error("read the config file", "err", err); return`},
		}, ok: true},
		{name: "words dropped", edits: []edit{
			{`"access denied - path outside allowed directories"`, `"access denied"`},
		}, problem: `removes "allowed"`},
		{name: "a word lost of two", edits: []edit{
			{`"read the config file: %v"`, `"read config: %v"`},
		}, problem: `removes "file"`},
		{name: "value dropped", edits: []edit{
			{`fmt.Sprintf("read the config file: %v", err)`, `nil`},
		}, ok: true},
		{name: "beside an error", analyzer: "protomisuse", message: "tool handler returns a result beside a non-nil error: mcp-go drops the result", edits: []edit{
			{`"access denied - path outside allowed directories"`, `"the index is rebuilding"`},
		}, ok: true},
		{name: "other protomisuse fix", analyzer: "protomisuse", message: "tool handler returns a Go error", edits: []edit{
			{`"access denied - path outside allowed directories"`, `"the index is rebuilding"`},
		}, problem: `removes "access"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "p.go")
			if err := os.WriteFile(file, []byte(src), 0o666); err != nil {
				t.Fatal(err)
			}
			var edits []map[string]any
			for _, e := range tc.edits {
				start, end := span(e.from)
				edits = append(edits, map[string]any{"filename": file, "start": start, "end": end, "new": e.to})
			}
			analyzer, message := cmpOr(tc.analyzer, "leak"), cmpOr(tc.message, "raw error from os reaches the tool result text")
			diag := map[string]any{"posn": file + ":6:9", "message": message, "suggested_fixes": []any{map[string]any{"message": "fix", "edits": edits}}}
			// The test variant's copy of the finding is judged once.
			tree := map[string]map[string][]any{"p": {analyzer: {diag}}, "p [p.test]": {analyzer: {diag}}}
			data, err := json.Marshal(tree)
			if err != nil {
				t.Fatal(err)
			}
			before := filepath.Join(dir, "before.json")
			if err := os.WriteFile(before, data, 0o666); err != nil {
				t.Fatal(err)
			}
			var out, problems bytes.Buffer
			err = fixWords(&out, &problems, before)
			if (err == nil) != tc.ok {
				t.Fatalf("fixWords: %v, want ok=%v (problems: %s)", err, tc.ok, problems.String())
			}
			if tc.ok && problems.Len() > 0 || !strings.Contains(problems.String(), tc.problem) {
				t.Errorf("problems %q, want %q", problems.String(), tc.problem)
			}
			if !tc.ok && strings.Count(problems.String(), tc.problem) != 1 {
				t.Errorf("problems %q, want %q once (the test variant's copy is the same fix)", problems.String(), tc.problem)
			}
		})
	}
}

func cmpOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
