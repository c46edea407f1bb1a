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

// TestDefaultWords gives one real failure text per default phrase: a
// phrase dropped from the list (or matched differently) fails its text
// here, where a loop over the list would only shrink. A phrase added to
// the list needs its text here too.
func TestDefaultWords(t *testing.T) {
	texts := map[string]string{
		"error while reading the index":           "error",
		"3 errors in the manifest":                "errors",
		"checks fail on this branch":              "fail",
		"upload failed":                           "failed",
		"the build fails on arm64":                "fails",
		"the health probe is failing":             "failing",
		"authentication failure":                  "failure",
		"unable to reach the cluster":             "unable",
		"cannot open the repository":              "cannot",
		"can't parse the date":                    "can't",
		"could not resolve the host":              "could not",
		"couldn't resolve the host":               "couldn't",
		"access denied for this project":          "denied",
		"forbidden by the workspace policy":       "forbidden",
		"unauthorized: sign in again":             "unauthorized",
		"deleting the main branch is not allowed": "not allowed",
		"writes are not permitted on a replica":   "not permitted",
		"invalid date: use YYYY-MM-DD":            "invalid",
		"issue 42 not found":                      "not found",
		"the bucket does not exist":               "does not exist",
		"the bucket doesn't exist":                "doesn't exist",
		"no such file":                            "no such",
		"the title is required":                   "required",
		"the title is missing":                    "missing",
		"limit must be at most 100":               "must be",
		"name must not be empty":                  "must not",
		"connection refused":                      "refused",
		"the payment was rejected":                "rejected",
		"the query timed out":                     "timed out",
		"gateway timeout":                         "timeout",
		"rate limit exceeded":                     "exceeded",
		"unsupported media type":                  "unsupported",
		"streaming is not supported":              "not supported",
		"unknown region eu-north-9":               "unknown",
	}
	w := newWordList("")
	phrases := map[string]bool{}
	for text, want := range texts {
		phrases[want] = true
		if got := w.find(text); got != want {
			t.Errorf("find(%q) = %q, want %q", text, got, want)
		}
	}
	if len(defaultWords) != len(phrases) {
		t.Errorf("%d default phrases, %d with a text here: give each new phrase a text", len(defaultWords), len(phrases))
	}
}
