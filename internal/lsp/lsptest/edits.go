package lsptest

import (
	"fmt"
	"sort"
	"unicode/utf16"
	"unicode/utf8"

	"go.lsp.dev/protocol"
)

// Apply makes LSP text edits to src as an editor does: positions are
// lines and UTF-16 code units, and the edits, which must not overlap,
// all refer to src.
func Apply(src []byte, edits []protocol.TextEdit) ([]byte, error) {
	type span struct {
		start, end int
		text       string
	}
	var spans []span
	for _, e := range edits {
		s, err := offset(src, e.Range.Start)
		if err != nil {
			return nil, err
		}
		t, err := offset(src, e.Range.End)
		if err != nil {
			return nil, err
		}
		if t < s {
			return nil, fmt.Errorf("edit ends before it starts: %v", e.Range)
		}
		spans = append(spans, span{s, t, e.NewText})
	}
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	var out []byte
	at := 0
	for _, sp := range spans {
		if sp.start < at {
			return nil, fmt.Errorf("overlapping edits at byte %d", sp.start)
		}
		out = append(out, src[at:sp.start]...)
		out = append(out, sp.text...)
		at = sp.end
	}
	return append(out, src[at:]...), nil
}

// offset converts an LSP position in src to a byte offset, decoding the
// line to UTF-16 as a JavaScript editor holds it.
func offset(src []byte, p protocol.Position) (int, error) {
	line := 0
	start := 0
	for line < int(p.Line) {
		i := indexByte(src[start:], '\n')
		if i < 0 {
			return 0, fmt.Errorf("line %d past the end (%d lines)", p.Line, line+1)
		}
		start += i + 1
		line++
	}
	units := 0
	off := start
	for units < int(p.Character) {
		if off >= len(src) || src[off] == '\n' {
			return 0, fmt.Errorf("character %d past the end of line %d", p.Character, p.Line)
		}
		r, n := utf8.DecodeRune(src[off:])
		units += len(utf16.Encode([]rune{r}))
		off += n
	}
	if units != int(p.Character) {
		return 0, fmt.Errorf("character %d of line %d is inside a surrogate pair", p.Character, p.Line)
	}
	return off, nil
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}
