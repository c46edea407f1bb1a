// Package glob is a stub of github.com/gobwas/glob's API surface: a
// pattern's syntax errors describe the pattern ("unexpected end of
// input"), as regexp's do.
package glob

import "errors"

// Glob matches strings against a compiled pattern.
type Glob interface {
	Match(string) bool
}

type matcher struct{ pattern string }

func (m matcher) Match(s string) bool { return s == m.pattern }

// Compile compiles pattern.
func Compile(pattern string, separators ...rune) (Glob, error) {
	if pattern == "[" {
		return nil, errors.New("unexpected end of input")
	}
	return matcher{pattern}, nil
}

// MustCompile is Compile that panics on a bad pattern.
func MustCompile(pattern string, separators ...rune) Glob {
	g, err := Compile(pattern, separators...)
	if err != nil {
		panic(err)
	}
	return g
}
