package opaquemsg

import (
	"slices"
	"strings"
	"unicode"
)

// piece is a part of a text to judge: a constant, or a hole where a value
// is formatted in.
type piece struct {
	text string
	hole bool
	// status: the hole is a bare status code, which adds no meaning.
	status bool
}

type wordKind int

const (
	plain wordKind = iota
	code           // a number, an error code, a status code
	field          // a name: yaml_path, apiVersion
	arg            // a formatted argument
)

type word struct {
	s    string // lower case; "<code>" for codes
	kind wordKind
	// humps are the lower-case words a capitalized camel-case word is
	// made of (GitHub: git, hub; AccessDenied: access, denied), judged
	// for rule and reason words like the words of a symbolic code.
	humps []string
}

// text is a tokenized text.
type text struct {
	words []word
	// quoted: the text names something in quotes.
	quoted bool
	// lower is the constant words in lower case, one space apart.
	lower string
}

func tokenize(pieces []piece) text {
	var t text
	var lower []string
	for _, p := range pieces {
		switch {
		case p.hole && p.status:
			t.words = append(t.words, word{s: "<code>", kind: code})
		case p.hole:
			t.words = append(t.words, word{kind: arg})
		default:
			s := fmtVerb.ReplaceAllString(p.text, " ")
			if quoted.MatchString(s) {
				t.quoted = true
			}
			for _, raw := range wordRE.FindAllString(s, -1) {
				if symbolWord.MatchString(raw) {
					for _, w := range strings.Split(raw, "_") {
						t.words = append(t.words, word{s: strings.ToLower(w)})
					}
				} else {
					t.words = append(t.words, classify(raw))
				}
				lower = append(lower, strings.ReplaceAll(strings.ToLower(raw), "_", " "))
			}
		}
	}
	t.lower = strings.Join(lower, " ")
	return t
}

func classify(raw string) word {
	switch {
	case codeWord.MatchString(raw):
		return word{s: "<code>", kind: code}
	case strings.Contains(raw, "_") || camel(raw) && !unicode.IsUpper([]rune(raw)[0]):
		return word{s: strings.ToLower(raw), kind: field}
	case camel(raw):
		// A capitalized camel-case word is a proper noun (GitHub,
		// PostgreSQL) or a symbolic code (AccessDenied, RateLimited),
		// not the name of a field or parameter, which are in lower camel
		// case: read it as words.
		return word{s: strings.ToLower(raw), humps: humps(raw)}
	}
	return word{s: strings.ToLower(raw)}
}

// humps splits a camel-case word before each upper case letter that
// follows a lower case one, in lower case: HTTPServerError is httpserver,
// error.
func humps(s string) []string {
	var out []string
	start, prevLower := 0, false
	for i, r := range s {
		if unicode.IsUpper(r) && prevLower {
			out = append(out, strings.ToLower(s[start:i]))
			start = i
		}
		prevLower = unicode.IsLower(r)
	}
	return append(out, strings.ToLower(s[start:]))
}

// camel reports whether a word has an upper case letter after a lower
// case one, as identifiers do: apiVersion, kubeContext.
func camel(s string) bool {
	prevLower := false
	for _, r := range s {
		if unicode.IsUpper(r) && prevLower {
			return true
		}
		prevLower = unicode.IsLower(r)
	}
	return false
}

// hasHoles reports whether the text formats in any value.
func (t text) hasHoles() bool {
	for _, w := range t.words {
		if w.kind == arg {
			return true
		}
	}
	return false
}

// findsNothing reports whether the text says a search found nothing.
func (t text) findsNothing() bool { return foundNothing.MatchString(t.lower) }

// verdict is what is wrong with a text.
type verdict int

const (
	fine          verdict = iota
	generic               // only generic phrases
	statusOnly            // only a code or status
	genericStatus         // generic phrases and a bare status code
	dropped               // "failed to <verb> [<noun>]" with the cause dropped
)

type phraseKind uint8

const (
	fillerPhrase  phraseKind = 0
	genericPhrase phraseKind = 1 << iota
	statusPhrase
)

type phrase struct {
	words []string
	kind  phraseKind
}

// vocab is the set of phrases a generic text is made of.
type vocab struct {
	byFirst map[string][]phrase
}

func newVocab(extra []string) *vocab {
	v := &vocab{byFirst: map[string][]phrase{}}
	add := func(s string, k phraseKind) {
		ws := strings.Fields(s)
		if len(ws) > 0 {
			v.byFirst[ws[0]] = append(v.byFirst[ws[0]], phrase{words: ws, kind: k})
		}
	}
	for _, s := range genericPhrases {
		add(s, genericPhrase)
	}
	for _, s := range extra {
		// User phrases are tokenized like texts: "Not Allowed!" is
		// "not allowed".
		var ws []string
		for _, w := range tokenize([]piece{{text: s}}).words {
			ws = append(ws, w.s)
		}
		add(strings.Join(ws, " "), genericPhrase)
	}
	for _, s := range statusPhrases {
		add(s, statusPhrase)
	}
	for _, s := range fillerWords {
		add(s, fillerPhrase)
	}
	return v
}

// generic tells whether the text is made only of generic phrases,
// fillers and bare codes, and of which.
func (v *vocab) generic(t text) verdict {
	n := len(t.words)
	if n == 0 {
		return fine
	}
	// reach[i] holds the sets of phrase kinds with which words[:i] can be
	// covered.
	reach := make([]map[phraseKind]bool, n+1)
	reach[0] = map[phraseKind]bool{0: true}
	for i := 0; i < n; i++ {
		if len(reach[i]) == 0 {
			continue
		}
		w := t.words[i]
		key := w.s
		if w.kind != plain && w.kind != code {
			return fine // a name or an argument: not generic
		}
		for _, p := range v.byFirst[key] {
			if !matches(p.words, t.words[i:]) {
				continue
			}
			j := i + len(p.words)
			if reach[j] == nil {
				reach[j] = map[phraseKind]bool{}
			}
			for k := range reach[i] {
				reach[j][k|p.kind] = true
			}
		}
	}
	switch {
	case reach[n][statusPhrase]:
		return statusOnly
	case reach[n][genericPhrase|statusPhrase]:
		return genericStatus
	case reach[n][genericPhrase]:
		return generic
	}
	return fine
}

func matches(phrase []string, words []word) bool {
	if len(phrase) > len(words) {
		return false
	}
	for i, p := range phrase {
		w := words[i]
		if p == "<code>" {
			if w.kind != code {
				return false
			}
			continue
		}
		if w.kind != plain || w.s != p {
			return false
		}
	}
	return true
}

// droppedShape reports whether the text is "failed to <verb> [<noun>]",
// "could not <verb> ...", "error <verb>ing ..." or "<noun> failed", with
// a leading label allowed, no formatted value, no quoted name, no word
// in names (the tool's arguments), and no word that names a rule, a
// reason or a next step.
func droppedShape(t text, names map[string]bool) bool {
	if t.quoted {
		return false
	}
	ws := make([]string, 0, len(t.words))
	for _, w := range t.words {
		if w.kind != plain || names[w.s] {
			return false
		}
		for _, h := range w.humps {
			if names[h] || slices.Contains(specificWords, h) {
				return false
			}
		}
		ws = append(ws, w.s)
	}
	for {
		if shape(ws) {
			return true
		}
		if len(ws) < 2 || !slices.Contains(labelWords, ws[0]) {
			return false
		}
		ws = ws[1:]
	}
}

// shape matches one "failed to <verb>" form; rest is checked by tail.
func shape(ws []string) bool {
	if len(ws) >= 3 && slices.Contains(toLeads, ws[0]) && ws[1] == "to" {
		return tail(ws[2:])
	}
	for _, lead := range negLeads {
		if len(ws) > len(lead) && slices.Equal(ws[:len(lead)], lead) {
			return tail(ws[len(lead):])
		}
	}
	if len(ws) >= 2 && slices.Contains(ingLeads, ws[0]) {
		rest := ws[1:]
		if slices.Contains(ingGlue, rest[0]) && len(rest) > 1 {
			rest = rest[1:]
		}
		if v := rest[0]; len(v) > 4 && strings.HasSuffix(v, "ing") {
			return tail(rest)
		}
	}
	if n := len(ws); n >= 2 && n <= 4 && ws[n-1] == failedTail {
		return plainWords(ws[:n-1])
	}
	return false
}

// tail checks a verb and what follows it.
func tail(ws []string) bool {
	return len(ws) >= 1 && len(ws) <= 1+maxDroppedRest && plainWords(ws)
}

func plainWords(ws []string) bool {
	for _, w := range ws {
		if slices.Contains(specificWords, w) || slices.Contains(labelWords, w) {
			return false
		}
	}
	return true
}

// hasRetryHint reports whether the text says whether retrying can help.
func hasRetryHint(t text) bool {
	padded := " " + t.lower + " "
	for _, h := range retryHints {
		if strings.Contains(padded, " "+h+" ") {
			return true
		}
	}
	return false
}

// hasWords reports whether the text has constant words of its own.
func hasWords(t text) bool {
	for _, w := range t.words {
		if w.kind == plain || w.kind == field {
			return true
		}
	}
	return false
}

// judge tells what is wrong with a tool failure text. causeDropped says
// whether the text is made where a checked error was left out of it;
// it is asked only for texts of the "failed to <verb>" shape.
func (v *vocab) judge(t text, names map[string]bool, causeDropped func() bool) verdict {
	if t.findsNothing() {
		return fine
	}
	if g := v.generic(t); g != fine {
		return g
	}
	if !t.hasHoles() && droppedShape(t, names) && causeDropped() {
		return dropped
	}
	return fine
}
