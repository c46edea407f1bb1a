package opaquemsg

import (
	"regexp"
	"testing"
)

// parse turns a test text into pieces: {arg} is a formatted argument,
// {status} a formatted status code, the rest constant text.
func parse(s string) []piece {
	var out []piece
	for len(s) > 0 {
		loc := holeRE.FindStringIndex(s)
		if loc == nil {
			out = append(out, piece{text: s})
			break
		}
		if loc[0] > 0 {
			out = append(out, piece{text: s[:loc[0]]})
		}
		out = append(out, piece{hole: true, status: s[loc[0]:loc[1]] == "{status}"})
		s = s[loc[1]:]
	}
	return out
}

var holeRE = regexp.MustCompile(`\{(arg|status)\}`)

func TestJudge(t *testing.T) {
	names := map[string]bool{"limit": true}
	tests := []struct {
		text    string
		dropped bool // the text is made where a checked error is left out
		want    verdict
	}{
		// Generic phrases: case, punctuation, labels, fillers.
		{"Operation failed", false, generic},
		{"operation failed.", false, generic},
		{"OPERATION FAILED!", false, generic},
		{"Error: operation failed", false, generic},
		{"failed: operation failed", false, generic},
		{"error: Something went wrong. Please try again.", false, generic},
		{"An error occurred", false, generic},
		{"an error occurred: ", false, generic},
		{"Sorry, an unexpected error occurred.", false, generic},
		{"Internal error", false, generic},
		{"internal server error", false, generic},
		{"Unknown error", false, generic},
		{"unexpected error", false, generic},
		{"Error", false, generic},
		{"ERROR:", false, generic},
		{"failed", false, generic},
		{"Failed.", false, generic},
		{"request failed", false, generic},
		{"Tool failed", false, generic},
		{"Try again", false, generic},
		{"Oops!", false, generic},
		{"oops, something went wrong", false, generic},
		{"Not implemented", false, generic},
		{"bad request", false, generic},
		{"invalid arguments", false, generic},
		{"something went wrong (try again later)", false, generic},
		{"Error - failed", false, generic},
		{"failed: %s", false, generic}, // a verb without an operand
		{"%v", false, fine},            // nothing left
		// Only a code or a status.
		{"500", false, statusOnly},
		{"ERR_42", false, statusOnly},
		{"ERR_UPSTREAM_42", false, statusOnly},
		{"INTERNAL_ERROR", false, generic},
		{"RATE_LIMITED", false, fine},
		{"PERMISSION_DENIED", false, fine},
		{"E1234", false, statusOnly},
		{"status: 400", false, statusOnly},
		{"HTTP 500", false, statusOnly},
		{"status code 503", false, statusOnly},
		{"code=42", false, statusOnly},
		{"status: {status}", false, statusOnly},
		{"unexpected status code: {status}", false, statusOnly},
		{"{status}", false, statusOnly},
		// Generic phrases with a bare status code.
		{"request failed: 500", false, genericStatus},
		{"error 500", false, genericStatus},
		{"failed with status {status}", false, genericStatus},
		{"Internal error (ERR_42)", false, genericStatus},
		{"request failed with status code {status}", false, genericStatus},
		// Specific texts.
		{"operation failed: {arg}", false, fine},
		{"error: {arg}", false, fine},
		{"{arg}", false, fine},
		{"request failed with status {status}: {arg}", false, fine},
		{"path is required", false, fine},
		{"limit must be between 1 and 100", false, fine},
		{"unknown tool {arg}", false, fine},
		{"upstream API returned status 503, retry in a minute", false, fine},
		{"invalid argument 'limit'", false, fine},
		{"invalid yaml_path", false, fine},
		{"Error: the index is being rebuilt", false, fine},
		{"rate limited: try again in 30 seconds", false, fine},
		// A search that found nothing.
		{"No results found", false, fine},
		{"not found", false, fine},
		{"NOT_FOUND", false, fine},
		{"no matching dashboards found", false, fine},
		{"the dashboard does not exist", false, fine},
		// "failed to <verb> [<noun>]" with the cause dropped.
		{"failed to scan project", true, dropped},
		{"Failed to scan project.", true, dropped},
		{"error: failed to scan project", true, dropped},
		{"failed to get the list of dashboards", true, dropped},
		{"could not list pods", true, dropped},
		{"couldn't list pods", true, dropped},
		{"cannot load config", true, fine},
		{"unable to connect", true, dropped},
		{"was not able to reach the cluster", true, dropped},
		{"error listing pods", true, dropped},
		{"Error while fetching dashboards", true, dropped},
		{"ping failed", true, dropped},
		{"log failed", true, dropped},
		// ... but not where the cause is kept or was never there.
		{"failed to scan project", false, fine},
		{"failed to scan project: {arg}", true, fine},
		{"failed to scan project {arg}", true, fine},
		{"failed to scan project, retry later", true, fine},
		{"failed to scan project: the scanner is offline, retry later", true, fine},
		{"failed to parse 'limit'", true, fine},
		{"failed to parse yaml_path", true, fine},
		{"failed to parse apiVersion", true, fine},
		{"failed to get GitHub client", true, dropped}, // a proper noun, not a name
		{"failed to get GitHub client", false, fine},
		{"failed to get GitHub client: {arg}", true, fine},
		{"failed to get GitHub client, retry later", true, fine},
		{"failed to upload the file: AccessDenied", true, fine}, // a symbolic code that names the reason
		{"failed to fetch: RateLimited", true, fine},
		{"failed to parse Limit", true, fine}, // names a tool argument
		{"InternalError", true, fine},
		{"failed to parse limit", true, fine}, // names a tool argument
		{"failed to scan project because the scanner is offline", true, fine},
		{"failed to find dashboard: not found", true, fine},
		{"failed to", true, fine},
		{"failed to scan: {status}", true, fine},
		{"error: permission denied", true, fine},
		{"the project scan failed after three attempts", true, fine},
		{"listing roots failed", true, dropped},
		{"authentication failed", true, fine},
		{"failed to access the cluster", true, fine},
		{"cannot delete a protected branch", true, fine},
		{"cannot delete a protected branch: ask an admin", true, fine},
	}
	v := newVocab(nil)
	for _, tt := range tests {
		got := v.judge(tokenize(parse(tt.text)), names, func() bool { return tt.dropped })
		if got != tt.want {
			t.Errorf("judge(%q, dropped=%v) = %v, want %v", tt.text, tt.dropped, got, tt.want)
		}
	}
}

func TestExtraPhrases(t *testing.T) {
	v := newVocab([]string{"Computer says no", "  ", "kaput"})
	for _, tt := range []struct {
		text string
		want verdict
	}{
		{"Computer says no!", generic},
		{"error: computer says no", generic},
		{"kaput", generic},
		{"computer says no to {arg}", fine},
		{"computer says", fine},
	} {
		if got := v.judge(tokenize(parse(tt.text)), nil, func() bool { return false }); got != tt.want {
			t.Errorf("judge(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestRetryHint(t *testing.T) {
	for text, want := range map[string]bool{
		"the index is rebuilding: try again later": true,
		"limit must be at most 100, do not retry":  true,
		"quota exceeded; retrying won't help":      true,
		"Retrying will not help":                   true,
		"wait a minute and call again":             true,
		"the cluster is temporarily unreachable":   true,
		"path is required":                         false,
		"the retryable flag is unset":              false,
		"failed to scan project":                   false,
	} {
		if got := hasRetryHint(tokenize(parse(text))); got != want {
			t.Errorf("hasRetryHint(%q) = %v, want %v", text, got, want)
		}
	}
}
