package unflaggederr

import (
	"strings"
	"unicode"

	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// defaultWords are the phrases that make a text say failure. They are
// matched as whole words, case-insensitively, and only count on a failure
// path: "No events found" says nothing of the kind, and a search that
// found nothing is a success.
var defaultWords = []string{
	"error", "errors", "fail", "failed", "fails", "failing", "failure",
	"unable", "cannot", "can't", "could not", "couldn't",
	"denied", "forbidden", "unauthorized", "not allowed", "not permitted",
	"invalid", "not found", "does not exist", "doesn't exist", "no such",
	"required", "missing", "must be", "must not",
	"refused", "rejected", "timed out", "timeout", "exceeded",
	"unsupported", "not supported", "unknown",
}

// negations before a phrase undo it: "no errors", "without error".
var negations = map[string]bool{"no": true, "without": true, "zero": true, "0": true, "never": true}

// wordList matches failure phrases in texts.
type wordList struct {
	phrases [][]string
}

// newWordList returns the default phrases plus extra, a comma-separated
// list from the -words flag.
func newWordList(extra string) *wordList {
	w := &wordList{}
	for _, p := range defaultWords {
		w.phrases = append(w.phrases, tokens(p))
	}
	for _, p := range strings.Split(extra, ",") {
		if t := tokens(p); len(t) > 0 {
			w.phrases = append(w.phrases, t)
		}
	}
	return w
}

// find returns the first failure phrase in text, or "".
func (w *wordList) find(text string) string {
	toks := tokens(text)
	for i := range toks {
		if i > 0 && negations[toks[i-1]] {
			continue
		}
		for _, p := range w.phrases {
			if hasPrefix(toks[i:], p) {
				return strings.Join(p, " ")
			}
		}
	}
	return ""
}

func hasPrefix(toks, p []string) bool {
	if len(p) > len(toks) {
		return false
	}
	for i := range p {
		if toks[i] != p[i] {
			return false
		}
	}
	return true
}

// tokens splits text into lower-case words; an apostrophe inside a word
// is kept ("can't").
func tokens(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
}

// splitCamel splits an identifier into words: "ErrorMessage" → "Error
// Message", so that field names can be matched like texts.
func splitCamel(name string) string {
	var b strings.Builder
	for i, r := range name {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// generic words say nothing about what failed: "An error occurred",
// "Operation failed", "Something went wrong".
var generic = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "while": true, "when": true,
	"occurred": true, "operation": true, "request": true, "something": true, "went": true,
	"wrong": true, "internal": true, "unexpected": true, "unknown": true, "tool": true,
	"call": true, "processing": true, "please": true, "has": true, "was": true, "is": true,
}

// specific reports whether a text says more than that something failed:
// it formats a value in (hasHole) or has two words that are neither
// failure phrases nor generic. A fix must not flag a text the opaquemsg
// analyzer would then report as saying nothing.
func (c *checker) specific(text string, hasHole bool) bool {
	if hasHole {
		return true
	}
	n := 0
	for _, tok := range c.words.rest(tokens(text)) {
		if !generic[tok] {
			n++
		}
	}
	return n >= 2
}

// rest returns toks without the failure phrases in them.
func (w *wordList) rest(toks []string) []string {
	var out []string
next:
	for i := 0; i < len(toks); i++ {
		for _, p := range w.phrases {
			if hasPrefix(toks[i:], p) {
				i += len(p) - 1
				continue next
			}
		}
		out = append(out, toks[i])
	}
	return out
}

// errorNames are the words that make a map key or struct field of
// structured content an error report: {"error": ...}, ErrorMessage.
// Narrower than the failure phrases: {"required": [...]} is a schema.
var errorNames = map[string]bool{"error": true, "errors": true, "err": true, "failure": true, "failed": true}

// namesError reports whether a key or field name is an error's.
func namesError(name string) bool {
	for _, tok := range tokens(name) {
		if errorNames[tok] {
			return true
		}
	}
	return false
}

// errorLabel returns the error label t's text opens with ("Error:",
// "ERROR -", "Failed to"), or "". A label is the word error, failed or
// failure right before a colon or a dash, or "failed to": a text that
// names itself an error. "Error rate: 3%" and "No errors found" are not
// labels.
func errorLabel(t textval.Text) string {
	if len(t.Parts) == 0 || t.Parts[0].IsHole() {
		return ""
	}
	s := strings.TrimLeftFunc(t.Parts[0].Const, unicode.IsSpace)
	for _, w := range []string{"error", "failed", "failure"} {
		if len(s) < len(w) || !strings.EqualFold(s[:len(w)], w) {
			continue
		}
		rest := strings.TrimLeft(s[len(w):], " ")
		switch {
		case strings.HasPrefix(rest, ":"), strings.HasPrefix(rest, "-") && len(s[len(w):]) > len(rest):
			return s[:len(s)-len(rest)+1]
		case w == "failed" && len(s) > len(w) && s[len(w)] == ' ' && strings.HasPrefix(strings.ToLower(rest), "to "):
			return s[:len(w)] + " to"
		}
	}
	return ""
}
