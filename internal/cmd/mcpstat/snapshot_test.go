package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFiles writes name → content under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o666); err != nil {
			t.Fatal(err)
		}
	}
}

const (
	snapA = `{"server": "a", "module": "example.com/a", "version": "v1.0.0", "analyzers": ["protomisuse", "leak"],
  "packages": 2, "handlers": 5, "handlersByKind": {},
  "findings": [
    {"analyzer": "protomisuse", "posn": "a.go:10:3", "message": "m1"},
    {"analyzer": "protomisuse", "posn": "a.go:20:3", "message": "m2"},
    {"analyzer": "leak", "posn": "b.go:5:10", "message": "m3"}
  ], "errors": []}`
	snapB = `{"server": "b", "module": "example.com/b", "version": "v0.2.0", "analyzers": ["protomisuse", "leak"],
  "packages": 1, "handlers": 1, "handlersByKind": {}, "findings": [], "errors": []}`
	corpusAB = "# comment\na example.com/a@v1.0.0 local ./...\nb example.com/b@v0.2.0 local ./...\n"
	header   = "# triage\nserver\tversion\tposition\tanalyzer\tverdict\treason\ttest\n"
)

func runPrecision(t *testing.T, files map[string]string) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, files)
	var out strings.Builder
	problems, err := precision(&out, filepath.Join(dir, "findings"), filepath.Join(dir, "triage.tsv"), filepath.Join(dir, "corpus.txt"), dir)
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), problems
}

func TestPrecision(t *testing.T) {
	out, problems := runPrecision(t, map[string]string{
		"findings/a.json":              snapA,
		"findings/b.json":              snapB,
		"corpus.txt":                   corpusAB,
		"testdata/src/leak/fp1/fp1.go": "package fp1\n",
		"triage.tsv": header +
			"a\tv1.0.0\ta.go:10:3\tprotomisuse\tTP\tvalidation failure\n" +
			"a\tv1.0.0\ta.go:20:3\tprotomisuse\tTP\tAPI failure\t\n" +
			"a\tv1.0.0\tb.go:5:10\tleak\tFP\tthe error is written in the module\ttestdata/src/leak/fp1\n",
	})
	if len(problems) > 0 {
		t.Errorf("problems: %q", problems)
	}
	for _, want := range []string{
		"| protomisuse | 2 | 2 | 0 | 100.0% | ≥ 90%: met |",
		"| leak | 1 | 0 | 1 | 0.0% | ≥ 90%: **not met** |",
		"| **all** | 3 | 2 | 1 | 66.7% | ≥ 95%: **not met** |",
		"| a | v1.0.0 | 5 | 100.0% (2/2) | 0.0% (0/1) | 66.7% (2/3) |",
		"| b | v0.2.0 | 1 | — | — | — |",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestPrecisionProblems(t *testing.T) {
	_, problems := runPrecision(t, map[string]string{
		"findings/a.json": snapA,
		"findings/c.json": strings.ReplaceAll(snapB, `"b"`, `"c"`),
		"corpus.txt":      corpusAB,
		"triage.tsv": header +
			// a.go:20:3 has no verdict.
			"a\tv1.0.0\ta.go:10:3\tprotomisuse\tTP\tvalidation failure\n" +
			"a\tv1.0.0\ta.go:10:3\tprotomisuse\tTP\tagain\n" + // duplicate
			"a\tv0.9.0\tb.go:5:10\tleak\tTP\told version\n" + // stale: b.go:5:10 at v1.0.0 has none
			"a\tv1.0.0\tb.go:5:10\tleak\tFP\tno test\n" +
			"a\tv1.0.0\tc.go:1:1\tleak\tFP\tmissing test\ttestdata/nope\n" +
			"a\tv1.0.0\tc.go:2:1\tleak\tmaybe\tbad verdict\n" +
			"a\tv1.0.0\tc.go:3:1\tleak\tTP\t\n", // no reason
	})
	want := []string{
		"no verdict: a\tv1.0.0\ta.go:20:3\tprotomisuse",
		"same server, version, position and analyzer as line 3",
		"no such finding in the snapshot any more (a v0.9.0 b.go:5:10 leak)",
		"no verdict: a\tv1.0.0\tb.go:5:10\tleak",
		"a false positive needs the must-not-report test",
		"test testdata/nope of a false positive does not exist",
		`verdict "maybe": want TP or FP`,
		"a verdict needs a one-line reason",
		"c is not in",
		"no snapshot",
	}
	all := strings.Join(problems, "\n")
	for _, w := range want {
		if !strings.Contains(all, w) {
			t.Errorf("problems lack %q:\n%s", w, all)
		}
	}
	if len(problems) != len(want) {
		t.Errorf("got %d problems, want %d:\n%s", len(problems), len(want), all)
	}
}

func TestSnapshotRoundTrip(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"stat.json": `{"analyzers": ["protomisuse"], "packages": 3, "handlers": 2,
  "handlersByKind": {"mcp-go": 2}, "findings": [{"analyzer": "protomisuse", "posn": "x.go:1:2", "message": "m"}], "errors": []}`})
	var out strings.Builder
	if err := writeSnapshot(&out, filepath.Join(dir, "stat.json"), "x", "example.com/x@v1.2.3"); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{"findings/x.json": out.String()})
	snaps, err := readSnapshots(filepath.Join(dir, "findings"))
	if err != nil {
		t.Fatal(err)
	}
	s := snaps[0]
	if s.Server != "x" || s.Module != "example.com/x" || s.Version != "v1.2.3" || s.Handlers != 2 || len(s.Findings) != 1 || s.Findings[0].Posn != "x.go:1:2" {
		t.Errorf("snapshot = %+v", s)
	}
	if err := writeSnapshot(&out, filepath.Join(dir, "stat.json"), "x", "example.com/x"); err == nil {
		t.Error("-modver without a version: no error")
	}
}
