package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/mcplint-go/mcplint/internal/vetrun"
)

// relPath is file relative to the working directory when it is under
// it.
func relPath(file string) string {
	if wd, err := os.Getwd(); err == nil {
		if r, err := filepath.Rel(wd, file); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
	}
	return file
}

// relPosn prints a position relative to the working directory when the
// file is under it, as the go command prints its errors.
func relPosn(file string, line, col int) string {
	name := relPath(file)
	if col > 0 {
		return fmt.Sprintf("%s:%d:%d", name, line, col)
	}
	return fmt.Sprintf("%s:%d", name, line)
}

// printText prints "file:line:col: message (analyzer)", one finding a
// line, and its related positions indented below it.
func printText(w io.Writer, fs []finding) {
	for _, f := range fs {
		fmt.Fprintf(w, "%s: %s (%s)\n", relPosn(f.File, f.Line, f.Col), f.Diag.Message, f.Analyzer)
		for _, r := range f.Diag.Related {
			file, line, col := vetrun.SplitPosn(r.Posn)
			fmt.Fprintf(w, "\t%s: %s\n", relPosn(file, line, col), r.Message)
		}
	}
}

// printJSON prints one object, package path → analyzer → diagnostics, in
// x/tools' JSON form, each finding once.
func printJSON(w io.Writer, fs []finding) error {
	tree := map[string]map[string][]json.RawMessage{}
	for _, f := range fs {
		m := tree[f.Pkg]
		if m == nil {
			m = map[string][]json.RawMessage{}
			tree[f.Pkg] = m
		}
		m[f.Analyzer] = append(m[f.Analyzer], f.Raw)
	}
	b, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", unescapeHTML(b))
	return err
}

// unescapeHTML undoes encoding/json's HTML escaping of <, > and & (go
// vet's JSON escapes them too): the messages' "<what failed and what to
// do>" placeholders read as written. An escaped backslash before "u003c"
// is left alone, so the result is the same JSON value.
func unescapeHTML(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 >= len(b) {
			out = append(out, b[i])
			continue
		}
		if b[i+1] == 'u' && i+6 <= len(b) {
			switch string(b[i+2 : i+6]) {
			case "003c":
				out, i = append(out, '<'), i+5
				continue
			case "003e":
				out, i = append(out, '>'), i+5
				continue
			case "0026":
				out, i = append(out, '&'), i+5
				continue
			}
		}
		// Any other escape, \\ included, is kept whole.
		out, i = append(out, b[i], b[i+1]), i+1
	}
	return out
}
