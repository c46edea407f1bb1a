package opaquemsg

import "testing"

func TestSaysWhat(t *testing.T) {
	for s, want := range map[string]bool{
		"error":                                  false,
		"Operation failed":                       false,
		"":                                       false,
		"failed to read file":                    false, // may have dropped its cause
		"the query is empty: pass a search term": true,
		"rate limited: retry in a minute":        true,
		"item not found: check the id":           true,
	} {
		if got := SaysWhat(s); got != want {
			t.Errorf("SaysWhat(%q) = %v, want %v", s, got, want)
		}
	}
}
