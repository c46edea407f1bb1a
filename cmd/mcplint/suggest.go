package main

import (
	"flag"
	"strings"
)

// closest returns the name among names nearest to typed (edit distance),
// or "" when none is near enough to be a likely typo: at most a third of
// the longer name's letters differ, and never more than 3.
//
// A name that differs only in case is the closest; a name of one or two
// letters gets no other suggestion (any such typo is one edit from -v).
func closest(typed string, names []string) string {
	best, bestD := "", 0
	for _, n := range names {
		if n == typed {
			continue
		}
		if strings.EqualFold(n, typed) {
			return n
		}
		d := editDistance(strings.ToLower(typed), strings.ToLower(n))
		limit := min(max(len(typed), len(n))/3, 3)
		if len(typed) < 3 || d > max(limit, 1) {
			continue
		}
		if best == "" || d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance of a and b, in bytes (flag
// and analyzer names are ASCII).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// undefinedFlag returns the flag name of the flag package's "flag
// provided but not defined: -name" error, or "".
func undefinedFlag(err error) string {
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: ")
	if !ok {
		return ""
	}
	return strings.TrimLeft(name, "-")
}

// flagNames lists the flags of fs.
func flagNames(fs *flag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
}
