package main

import (
	"encoding/json"
	"testing"
)

func TestUnescapeHTML(t *testing.T) {
	for _, s := range []string{
		"return mcp.NewToolResultError(<what failed and what to do>), nil",
		"a && b > c",
		`a backslash then u003c: \u003c, and \\u003e`,
		`quotes " and \ and tabs	and ünïcödé`,
		"",
	} {
		esc, err := json.Marshal(s) // escapes <, > and &
		if err != nil {
			t.Fatal(err)
		}
		got := unescapeHTML(esc)
		var back string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("%q: %s is not JSON: %v", s, got, err)
		}
		if back != s {
			t.Errorf("%s unescaped to %s, which decodes to %q, want %q", esc, got, back, s)
		}
	}
	if got, want := string(unescapeHTML([]byte(`"\u003cx\u003e \u0026"`))), `"<x> &"`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
