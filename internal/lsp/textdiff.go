package lsp

import (
	"bytes"
	"slices"

	"github.com/mcplint-go/mcplint/internal/fixapply"
)

// lineEdits returns edits that turn old into new, each replacing whole
// lines of old, found by Myers' diff of the lines: a quick fix that
// removes an import and rewrites a return far below is two small edits,
// not one that rewrites every line between (which would move the
// editor's marks and undo history over the whole stretch).
func lineEdits(old, new []byte) []fixapply.Edit {
	x, y := splitLines(old), splitLines(new)
	// The common head and tail cost nothing to skip and keep the
	// diff's work to the changed stretch.
	pre := 0
	for pre < len(x) && pre < len(y) && bytes.Equal(x[pre], y[pre]) {
		pre++
	}
	suf := 0
	for suf < len(x)-pre && suf < len(y)-pre && bytes.Equal(x[len(x)-1-suf], y[len(y)-1-suf]) {
		suf++
	}
	xs, ys := x[pre:len(x)-suf], y[pre:len(y)-suf]
	if len(xs) == 0 && len(ys) == 0 {
		return nil
	}
	offs := make([]int, len(x)+1) // the offset of each line of old, and the end
	for i, l := range x {
		offs[i+1] = offs[i] + len(l)
	}
	var edits []fixapply.Edit
	add := func(x0, x1, y0, y1 int) { // old lines [x0,x1) become new lines [y0,y1), in xs and ys
		if x0 == x1 && y0 == y1 {
			return
		}
		edits = append(edits, fixapply.Edit{Start: offs[pre+x0], End: offs[pre+x1], New: string(bytes.Join(ys[y0:y1], nil))})
	}
	matches, ok := myers(xs, ys)
	if !ok {
		add(0, len(xs), 0, len(ys))
		return edits
	}
	px, py := 0, 0
	for _, m := range append(matches, [2]int{len(xs), len(ys)}) {
		add(px, m[0], py, m[1])
		px, py = m[0]+1, m[1]+1
	}
	return edits
}

// splitLines splits b after each newline; a last line without one is a
// line too.
func splitLines(b []byte) [][]byte {
	var lines [][]byte
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			i = len(b) - 1
		}
		lines = append(lines, b[:i+1])
		b = b[i+1:]
	}
	return lines
}

// maxDiffWork bounds the memory of myers (ints kept for backtracking): a
// fix changes a few lines, and a diff that needs more falls back to one
// edit over the changed stretch, which is as exact.
const maxDiffWork = 1 << 22

// myers returns the pairs of equal lines (index in a, index in b) of a
// shortest edit script from a to b, in order, or false when finding it
// would take more than maxDiffWork.
func myers(a, b [][]byte) ([][2]int, bool) {
	n, m := len(a), len(b)
	most := n + m
	off := most + 1
	v := make([]int, 2*most+3)
	var trace [][]int
	for d := 0; d <= most; d++ {
		if (d+1)*len(v) > maxDiffWork {
			return nil, false
		}
		trace = append(trace, slices.Clone(v))
		for k := -d; k <= d; k += 2 {
			var i int
			if k == -d || (k != d && v[off+k-1] < v[off+k+1]) {
				i = v[off+k+1] // down: a line of b inserted
			} else {
				i = v[off+k-1] + 1 // right: a line of a deleted
			}
			j := i - k
			for i < n && j < m && bytes.Equal(a[i], b[j]) {
				i, j = i+1, j+1
			}
			v[off+k] = i
			if i >= n && j >= m {
				return backtrack(trace, off, n, m), true
			}
		}
	}
	return nil, false // not reached: d = n+m always ends
}

// backtrack walks the trace of myers back from (n, m) and collects the
// diagonal moves, the equal lines.
func backtrack(trace [][]int, off, n, m int) [][2]int {
	var pairs [][2]int
	i, j := n, m
	for d := len(trace) - 1; d >= 0; d-- {
		v := trace[d]
		k := i - j
		var pk int
		if k == -d || (k != d && v[off+k-1] < v[off+k+1]) {
			pk = k + 1
		} else {
			pk = k - 1
		}
		pi := v[off+pk]
		pj := pi - pk
		if d == 0 {
			pi, pj = 0, 0
		}
		for i > pi && j > pj {
			i, j = i-1, j-1
			pairs = append(pairs, [2]int{i, j})
		}
		i, j = pi, pj
	}
	slices.Reverse(pairs)
	return pairs
}
