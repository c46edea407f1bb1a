package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestUnescapeHTML(t *testing.T) {
	for _, s := range []string{
		"return mcp.NewToolResultError(<what failed and what to do>), nil",
		"a && b > c",
		`a backslash then u003c: \u003c, and \\u003e`,
		`quotes " and \ and tabs	and ünïcödé`,
		"",
	} {
		esc, err := json.Marshal(s) // escapes <, > and &
		if err != nil {
			t.Fatal(err)
		}
		got := unescapeHTML(esc)
		var back string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("%q: %s is not JSON: %v", s, got, err)
		}
		if back != s {
			t.Errorf("%s unescaped to %s, which decodes to %q, want %q", esc, got, back, s)
		}
	}
	if got, want := string(unescapeHTML([]byte(`"\u003cx\u003e \u0026"`))), `"<x> &"`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestFixesOfChangedFiles: the fixes are offsets into the files as the
// analysis read them, so a file modified after the analysis began gets
// none, and a file modified between computing the fixes and writing
// them is not written.
func TestFixesOfChangedFiles(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a.go")
	src := "package a\n\nvar x = 1\n"
	if err := os.WriteFile(name, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	raw := fmt.Sprintf(`{"posn": %q, "message": "m", "suggested_fixes": [{"message": "f", "edits": [{"filename": %q, "start": 19, "end": 20, "new": "2"}]}]}`, name+":3:9", name)
	fs := []finding{{Pkg: "a", Analyzer: "leak", Raw: json.RawMessage(raw), File: name, Line: 3, Col: 9}}

	// Modified after the analysis began: no fix.
	res, err := applyFixes(fs, time.Now().Add(-time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if res.fixed[0] || len(res.names()) != 0 || !slices.Equal(res.changed, []string{name}) {
		t.Errorf("file changed during the run: fixed %v, files %v, changed %v; want no fix and the file named", res.fixed, res.names(), res.changed)
	}

	// Unchanged: fixed; then changed before the write: not written.
	res, err = applyFixes(fs, time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if !res.fixed[0] || len(res.changed) != 0 {
		t.Fatalf("fixed %v, changed %v; want the fix applied", res.fixed, res.changed)
	}
	edited := "package a\n\nvar x = 1 // edited\n"
	if err := os.WriteFile(name, []byte(edited), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := res.write(); err == nil || !strings.Contains(err.Error(), "changed while mcplint ran") {
		t.Errorf("write after an edit: %v, want an error saying the file changed", err)
	}
	if b, _ := os.ReadFile(name); string(b) != edited {
		t.Errorf("file is %q, want the user's edit %q kept", b, edited)
	}
	if err := os.WriteFile(name, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := res.write(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(name); string(b) != "package a\n\nvar x = 2\n" {
		t.Errorf("fixed file is %q", b)
	}
}

func TestClosest(t *testing.T) {
	names := []string{"fix", "json", "diff", "v", "leak", "leak.sources", "protomisuse.converted", "protomisuse"}
	for typed, want := range map[string]string{
		"fixx": "fix", "jsn": "json", "FIX": "fix", "LEAK": "leak", "leek": "leak",
		"leak.sorces": "leak.sources", "protomisuse.convertd": "protomisuse.converted",
		"x": "", "vv": "", "nosuch": "", "fix": "",
	} {
		if got := closest(typed, names); got != want {
			t.Errorf("closest(%q) = %q, want %q", typed, got, want)
		}
	}
}
