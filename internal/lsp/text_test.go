package lsp

import (
	"testing"

	"go.lsp.dev/protocol"
)

// TestPosition: LSP characters are UTF-16 code units, go/token columns
// bytes: "é" is 2 bytes and 1 unit, "𝄞" 4 bytes and 2 units, "世" 3
// bytes and 1 unit.
func TestPosition(t *testing.T) {
	src := []byte("package p\n\nvar s = \"é𝄞世\" + x\n\tlast")
	tx := newText(src)
	for _, c := range []struct {
		line, col int // go/token's
		want      protocol.Position
	}{
		{1, 1, protocol.Position{Line: 0, Character: 0}},
		{1, 9, protocol.Position{Line: 0, Character: 8}},
		{2, 1, protocol.Position{Line: 1, Character: 0}},
		{3, 10, protocol.Position{Line: 2, Character: 9}},                    // é
		{3, 12, protocol.Position{Line: 2, Character: 10}},                   // 𝄞
		{3, 16, protocol.Position{Line: 2, Character: 12}},                   // 世
		{3, 23, protocol.Position{Line: 2, Character: 17}},                   // x
		{3, 99, protocol.Position{Line: 2, Character: 18}},                   // past the line: its end
		{4, 2, protocol.Position{Line: 3, Character: 1}},                     // no newline at the end
		{9, 1, protocol.Position{Line: 3, Character: uint32(len("\tlast"))}}, // past the file: its end
	} {
		if got := tx.position(tx.offset(c.line, c.col)); got != c.want {
			t.Errorf("%d:%d: %v, want %v", c.line, c.col, got, c.want)
		}
	}
}
