package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFixWords checks robust-fixes' word check: a fix may drop a
// formatted error and its verb, and add words, but not drop a word the
// module wrote.
func TestFixWords(t *testing.T) {
	const orig = `package p

func f(err error) string {
	return fmt.Sprintf("read the config file: %v", err) + "access denied - path outside allowed directories"
}
`
	for _, tc := range []struct {
		name, fixed string
		ok          bool
		problem     string
	}{
		{"unchanged", orig, true, ""},
		{"error dropped", strings.Replace(orig, `fmt.Sprintf("read the config file: %v", err)`, `slog.Error("read the config file", "err", err); "read the config file"`, 1), true, ""},
		{"words dropped", strings.Replace(orig, `"access denied - path outside allowed directories"`, `"access denied"`, 1), false, `removed "allowed"`},
		{"twice to once", strings.Replace(orig, `+ "access denied - path outside allowed directories"`, "", 1) + "\nvar s = `read the config file access denied path outside allowed directories`\n", true, ""},
		{"a word lost of two", strings.Replace(orig, `"read the config file: %v"`, `"read config: %v"`, 1), false, `removed "file"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			write := func(tree, src string) {
				if err := os.MkdirAll(filepath.Join(dir, tree, "p"), 0o777); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, tree, "p", "p.go"), []byte(src), 0o666); err != nil {
					t.Fatal(err)
				}
			}
			write("orig", orig)
			write("fixed", tc.fixed)
			// A file only the fixed tree has is not compared.
			if err := os.WriteFile(filepath.Join(dir, "fixed", "p", "new.go"), []byte("package p\n"), 0o666); err != nil {
				t.Fatal(err)
			}
			var out, problems bytes.Buffer
			err := fixWords(&out, &problems, filepath.Join(dir, "orig"), filepath.Join(dir, "fixed"))
			if (err == nil) != tc.ok {
				t.Fatalf("fixWords: %v, want ok=%v (problems: %s)", err, tc.ok, problems.String())
			}
			if !strings.Contains(problems.String(), tc.problem) || tc.problem == "" && problems.Len() > 0 {
				t.Errorf("problems %q, want %q", problems.String(), tc.problem)
			}
		})
	}
}
