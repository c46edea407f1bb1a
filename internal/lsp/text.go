package lsp

import (
	"unicode/utf8"

	"go.lsp.dev/protocol"
)

// A text is a file's content with its line starts. go vet gives
// positions as lines and byte columns and edits as byte offsets; LSP
// counts characters in UTF-16 code units, so a line with an "é" before a
// finding moves its column.
type text struct {
	src   []byte
	lines []int // the offset of each line's first byte
}

func newText(src []byte) *text {
	t := &text{src: src, lines: []int{0}}
	for i, b := range src {
		if b == '\n' {
			t.lines = append(t.lines, i+1)
		}
	}
	return t
}

// offset returns the byte offset of line:col as go/token prints them
// (both from 1, the column in bytes; a column of 0 is the line's start),
// kept inside the file and the line.
func (t *text) offset(line, col int) int {
	if line < 1 {
		return 0
	}
	if line > len(t.lines) {
		return len(t.src)
	}
	start := t.lines[line-1]
	end := len(t.src)
	if line < len(t.lines) {
		end = t.lines[line] - 1 // the newline
	}
	return min(start+max(col-1, 0), end)
}

// position returns the LSP position of a byte offset: its line from 0,
// and the UTF-16 code units before it on its line. An offset inside a
// multi-byte character counts that character whole.
func (t *text) position(off int) protocol.Position {
	off = max(0, min(off, len(t.src)))
	line := 0
	for lo, hi := 0, len(t.lines); lo < hi; {
		m := (lo + hi) / 2
		if t.lines[m] <= off {
			line, lo = m, m+1
		} else {
			hi = m
		}
	}
	units := 0
	for i := t.lines[line]; i < off; {
		r, n := utf8.DecodeRune(t.src[i:])
		i += n
		if r >= 0x10000 {
			units += 2 // a surrogate pair
		} else {
			units++
		}
	}
	return protocol.Position{Line: uint32(line), Character: uint32(units)}
}

// lineStart returns the offset of the start of the line holding off.
func (t *text) lineStart(off int) int {
	p := t.position(off)
	return t.lines[p.Line]
}

// rangeOf returns the LSP range of the bytes [start, end).
func (t *text) rangeOf(start, end int) protocol.Range {
	return protocol.Range{Start: t.position(start), End: t.position(max(start, end))}
}

// text returns the bytes [start, end) as a string.
func (t *text) text(start, end int) string { return string(t.src[start:end]) }
