package main

import (
	"fmt"
	"go/scanner"
	"go/token"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
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

// fixWords compares the Go files of orig (a copy taken before mcplint
// -fix) with those of fixed (the same tree after it): in every file the
// fixes changed, each word of the module's string literals must still be
// there as often as before. A fix keeps the words the module wrote and
// drops only the foreign error (issue 15 §6); it may add words (a log
// line). It prints "files changed N, words removed K" on w, each removed
// word with its file on problems, and returns an error when one was.
func fixWords(w, problems io.Writer, orig, fixed string) error {
	changed, removed := 0, 0
	err := filepath.WalkDir(fixed, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		rel, err := filepath.Rel(fixed, path)
		if err != nil {
			return err
		}
		after, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		before, err := os.ReadFile(filepath.Join(orig, rel))
		if os.IsNotExist(err) {
			return nil // a file the fixes made
		}
		if err != nil {
			return err
		}
		if string(before) == string(after) {
			return nil
		}
		changed++
		had, have := literalWords(before), literalWords(after)
		for _, word := range slices.Sorted(maps.Keys(had)) {
			if n, m := had[word], have[word]; m < n {
				removed++
				fmt.Fprintf(problems, "%s: the fixes removed %q from a string literal (%d before, %d after)\n", rel, word, n, m)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "files changed %d, words removed %d\n", changed, removed)
	if removed > 0 {
		return fmt.Errorf("the fixes removed %d words the module wrote", removed)
	}
	return nil
}

// literalWords counts the words (runs of letters and digits) of src's
// string literals, fmt verbs left out.
func literalWords(src []byte) map[string]int {
	words := map[string]int{}
	fset := token.NewFileSet()
	var s scanner.Scanner
	s.Init(fset.AddFile("", -1, len(src)), src, nil, 0)
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return words
		}
		if tok != token.STRING {
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
