package main

import (
	"encoding/json"
	"fmt"
	"go/parser"
	"go/scanner"
	"go/token"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// fmtVerb matches a fmt verb in a literal ("%v", "%-8s", "%[1]q", "%%"),
// which a fix that drops a formatted error drops with it: a verb says
// nothing to the model.
var fmtVerb = regexp.MustCompile(`%[-+# 0-9.*\[\]]*[a-zA-Z%]`)

// fixWords reads the output of mcplint -json, before mcplint -fix, and
// checks each suggested fix against the files as they are (not fixed
// yet): every word of the string literals an edit replaces must be in the
// new text of one of the fix's edits, as often as before (issue 15 §6: a
// fix keeps the words the module wrote and drops only the foreign error;
// it may add words, such as a log line). Exempt are the values the SDK
// never sent: an edit whose new text is nil or empty, and the fixes of
// protomisuse's "result beside a non-nil error", which keep the one of
// the two values the model is to see (the SDK dropped the other, words
// and all); and import paths are not words. It
// prints "fixes N, words removed K", each removed word on problems, and
// returns an error when one was.
func fixWords(w, problems io.Writer, before string) error {
	data, err := os.ReadFile(before)
	if err != nil {
		return err
	}
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(data, &tree); err != nil {
		return fmt.Errorf("%s: %v", before, err)
	}
	type edit struct {
		Filename   string `json:"filename"`
		Start, End int
		New        string `json:"new"`
	}
	type diag struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
		Fixes   []struct {
			Edits []edit `json:"edits"`
		} `json:"suggested_fixes"`
	}
	files := map[string][]byte{}
	fixes, removed := 0, 0
	seen := map[string]bool{}
	for _, pkg := range slices.Sorted(maps.Keys(tree)) {
		for _, name := range slices.Sorted(maps.Keys(tree[pkg])) {
			var diags []diag
			if json.Unmarshal(tree[pkg][name], &diags) != nil {
				continue // an error object, not diagnostics
			}
			for _, d := range diags {
				for _, f := range d.Fixes {
					key := d.Posn + "\x00" + d.Message
					if seen[key] || name == "protomisuse" && strings.Contains(d.Message, "beside a non-nil error") {
						continue // a test variant's copy
					}
					seen[key] = true
					fixes++
					had, have := map[string]int{}, map[string]int{}
					for _, e := range f.Edits {
						addWords(have, []byte(e.New), nil)
						if n := strings.TrimSpace(e.New); n == "nil" || n == "" {
							continue
						}
						src, ok := files[e.Filename]
						if !ok {
							if src, err = os.ReadFile(e.Filename); err != nil {
								return err
							}
							files[e.Filename] = src
						}
						if e.Start < 0 || e.End > len(src) || e.Start > e.End {
							return fmt.Errorf("%s: an edit of %s is out of the file (%d-%d)", d.Posn, e.Filename, e.Start, e.End)
						}
						addWords(had, src[e.Start:e.End], importPaths(src))
					}
					for _, word := range slices.Sorted(maps.Keys(had)) {
						if n, m := had[word], have[word]; m < n {
							removed++
							fmt.Fprintf(problems, "%s: %s: the fix removes %q (%d in the replaced text, %d in the new)\n", d.Posn, name, word, n, m)
						}
					}
				}
			}
		}
	}
	fmt.Fprintf(w, "fixes %d, words removed %d\n", fixes, removed)
	if removed > 0 {
		return fmt.Errorf("the fixes remove %d words the module wrote", removed)
	}
	return nil
}

// importPaths returns the import path literals of a Go file, by their
// text, or nil when it does not parse.
func importPaths(src []byte) map[string]bool {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly)
	if err != nil {
		return nil
	}
	paths := map[string]bool{}
	for _, is := range f.Imports {
		paths[is.Path.Value] = true
	}
	return paths
}

// addWords counts into words the words (runs of letters and digits) of
// the string literals of src, a fragment of Go source, fmt verbs and the
// literals in skip left out.
func addWords(words map[string]int, src []byte, skip map[string]bool) {
	fset := token.NewFileSet()
	var s scanner.Scanner
	s.Init(fset.AddFile("", -1, len(src)), src, func(token.Position, string) {}, 0)
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return
		}
		if tok != token.STRING || skip[lit] {
			continue
		}
		text, err := strconv.Unquote(lit)
		if err != nil {
			continue
		}
		for _, word := range strings.FieldsFunc(fmtVerb.ReplaceAllString(text, " "), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}) {
			words[word]++
		}
	}
}
