package unflaggederr

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

func TestWords(t *testing.T) {
	w := newWordList("quota exhausted, throttled")
	for text, want := range map[string]string{
		"Failed to list dashboards":       "failed",
		"cannot read file: permission":    "cannot",
		"Dashboard NOT FOUND":             "not found",
		"can't parse the query":           "can't",
		"No events found":                 "",
		"no errors, all 3 items imported": "",
		"completed without error":         "",
		"Error rate: 0.1%":                "error",
		"errorRate is 3":                  "",
		"the daily quota exhausted":       "quota exhausted",
		"request throttled":               "throttled",
		"quota left: 3":                   "",
	} {
		if got := w.find(text); got != want {
			t.Errorf("find(%q) = %q, want %q", text, got, want)
		}
	}
	if got := newWordList("").find("request throttled"); got != "" {
		t.Errorf("default list finds %q in %q", got, "request throttled")
	}
}

func TestSpecific(t *testing.T) {
	c := &checker{words: newWordList("")}
	for text, want := range map[string]bool{
		"An error occurred":                 false,
		"Operation failed":                  false,
		"Something went wrong":              false,
		"Error":                             false,
		"could not connect":                 false,
		"Failed to list dashboards":         true,
		"lookup failed: check the id":       true,
		"item x cannot be used: choose one": true,
	} {
		if got := c.specific(text, false); got != want {
			t.Errorf("specific(%q) = %v, want %v", text, got, want)
		}
	}
	if !c.specific("failed: ", true) {
		t.Errorf("a text with a value formatted in is specific")
	}
}

func TestNamesError(t *testing.T) {
	for name, want := range map[string]bool{
		"error":                    true,
		splitCamel("ErrorMessage"): true,
		splitCamel("Err"):          true,
		"required":                 false,
		splitCamel("ErrorRate"):    true,
		"status":                   false,
	} {
		if got := namesError(name); got != want {
			t.Errorf("namesError(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestErrorLabel(t *testing.T) {
	for text, want := range map[string]string{
		"Error: name is required":           "Error:",
		"error: text and id are required":   "error:",
		"ERROR - cluster not ready":         "ERROR -",
		"  Failed: the index is rebuilding": "Failed:",
		"Failed to open the file":           "Failed to",
		"Failure : quota exceeded":          "Failure :",
		"Error rate: 3%":                    "",
		"No errors found":                   "",
		"Errors: none":                      "",
		"Failed jobs: 3":                    "",
		"error-free run":                    "",
		"Errorless":                         "",
		"":                                  "",
	} {
		if got := errorLabel(textval.Text{Parts: []textval.Part{{Const: text}}}); got != want {
			t.Errorf("errorLabel(%q) = %q, want %q", text, got, want)
		}
	}
}
