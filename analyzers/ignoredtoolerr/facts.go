package ignoredtoolerr

import (
	"fmt"
	"slices"
	"strings"
)

// ResultFact says what a function does with the MCP tool results passed
// to it or returned by it, so that callers in other packages can follow a
// result through helpers, as x/tools' printf follows printf wrappers:
//
//	func resultText(r *mcp.CallToolResult) string { ... r.Content ... }
//
// gets {Reads [0], Text [0]}: a caller that passes a result to it reads
// the result's content, and may use it to put that text in an error.
type ResultFact struct {
	// Reads lists the parameters whose content the function reads on a
	// path where it did not check IsError first.
	Reads []int
	// Checks lists the parameters whose IsError the function tests.
	Checks []int
	// Returns lists the results that carry a client's tool result whose
	// IsError the function did not test.
	Returns []int
	// Text lists the parameters whose content's text the function
	// returns as its only result, a string.
	Text []int
}

func (*ResultFact) AFact() {}

func (f *ResultFact) String() string {
	var parts []string
	add := func(what string, idx []int) {
		if len(idx) > 0 {
			parts = append(parts, fmt.Sprintf("%s %v", what, idx))
		}
	}
	add("reads", f.Reads)
	add("checks", f.Checks)
	add("returns", f.Returns)
	add("text", f.Text)
	return "toolresult(" + strings.Join(parts, "; ") + ")"
}

func (f *ResultFact) empty() bool {
	return f == nil || len(f.Reads)+len(f.Checks)+len(f.Returns)+len(f.Text) == 0
}

func (f *ResultFact) equal(g *ResultFact) bool {
	if f.empty() || g.empty() {
		return f.empty() == g.empty()
	}
	return slices.Equal(f.Reads, g.Reads) && slices.Equal(f.Checks, g.Checks) &&
		slices.Equal(f.Returns, g.Returns) && slices.Equal(f.Text, g.Text)
}

func (f *ResultFact) reads(i int) bool   { return f != nil && slices.Contains(f.Reads, i) }
func (f *ResultFact) checks(i int) bool  { return f != nil && slices.Contains(f.Checks, i) }
func (f *ResultFact) returns(i int) bool { return f != nil && slices.Contains(f.Returns, i) }
func (f *ResultFact) text(i int) bool    { return f != nil && slices.Contains(f.Text, i) }

// addTo appends i to a sorted set.
func addTo(set []int, i int) []int {
	if slices.Contains(set, i) {
		return set
	}
	set = append(set, i)
	slices.Sort(set)
	return set
}
