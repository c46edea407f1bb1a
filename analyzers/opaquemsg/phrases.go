package opaquemsg

import "regexp"

// The vocabulary opaquemsg judges texts with, in one place. Phrases are
// lower case words separated by single spaces; "<code>" stands for a
// number, an error code (ERR_42, E1234) or a formatted status code.

// genericPhrases say that something failed and nothing else. A text made
// only of these (and fillers) is opaque. -opaquemsg.phrases adds more.
var genericPhrases = []string{
	"error", "errors", "err", "failed", "failure", "fail", "fatal", "fatal error",
	"oops", "whoops", "uh oh", "unknown", "unexpected",
	"operation failed", "operation error", "operation unsuccessful",
	"something went wrong", "something bad happened", "something failed",
	"an error occurred", "error occurred", "an error has occurred", "error has occurred",
	"an error occured", "error occured", "an error happened",
	"an unexpected error occurred", "unexpected error occurred", "an unexpected error has occurred",
	"an unknown error occurred", "unknown error occurred",
	"an internal error occurred", "internal error occurred",
	"internal error", "internal server error", "server error", "unknown error", "unexpected error",
	"unexpected failure", "unknown failure", "general error", "generic error",
	"request failed", "request error", "bad request", "invalid request",
	"tool failed", "tool error", "tool call failed", "tool execution failed", "execution failed",
	"call failed", "command failed", "action failed", "task failed",
	"processing failed", "processing error",
	"could not complete the request", "could not complete request",
	"unable to complete the request", "unable to complete request",
	"could not process the request", "could not process request",
	"unable to process the request", "unable to process request",
	"failed to process request", "failed to process the request", "failed to complete request",
	"failed to execute", "failed to execute tool", "failed to run tool",
	"try again", "please try again", "try again later", "retry",
	"not implemented", "not yet implemented", "unimplemented",
	"invalid input", "invalid inputs", "invalid argument", "invalid arguments",
	"invalid parameter", "invalid parameters", "invalid params", "invalid value",
}

// statusPhrases are a bare code or status, with the words that usually
// come with it: "status: 400", "HTTP 500", "unexpected status code %d".
var statusPhrases = []string{
	"<code>", "code <code>", "error code <code>", "status <code>", "status code <code>",
	"http <code>", "http status <code>", "http status code <code>", "http error <code>", "http code <code>",
	"unexpected status <code>", "unexpected status code <code>", "unexpected http status <code>",
	"unexpected http status code <code>", "unexpected response <code>", "unexpected response code <code>",
	"unexpected response status <code>", "bad status <code>", "bad status code <code>",
	"with status <code>", "with status code <code>", "with code <code>", "with http status <code>",
	"with error <code>", "with error code <code>",
	"returned <code>", "returned status <code>", "returned status code <code>",
	"got status <code>", "got <code>", "received status <code>", "response status <code>", "response code <code>",
}

// fillerWords pad a generic phrase without adding meaning.
var fillerWords = []string{"please", "sorry", "unfortunately", "the", "a", "an"}

// labelWords lead a text as a label ("error: ...", "failed: ...").
var labelWords = []string{"error", "err", "failed", "failure", "fatal"}

// "failed to <verb> [<noun>]" shapes, judged only where the error that
// caused the failure was in scope and left out of the text.
var (
	// Leads followed by "to <verb>": "failed to scan project".
	toLeads = []string{"failed", "fail", "unable"}
	// Leads followed by the verb: "could not list pods". "cannot" is
	// left out: "cannot delete a protected branch" states a rule.
	negLeads = [][]string{{"could", "not"}, {"not", "able", "to"}, {"was", "not", "able", "to"}, {"couldn't"}}
	// Leads followed by a verb in -ing: "error listing pods".
	ingLeads = []string{"error", "failed", "failure", "problem", "trouble"}
	// Words allowed between an -ing lead and the verb.
	ingGlue = []string{"while", "when", "during"}
	// A trailing "failed": "ping failed".
	failedTail = "failed"
)

// maxDroppedRest is how many words may follow the verb of a "failed to
// <verb>" text: "failed to get the list of dashboards".
const maxDroppedRest = 4

// specificWords name a rule, a reason or a next step: a text that has
// one is not a bare "failed to <verb>".
var specificWords = []string{
	"must", "should", "required", "require", "requires", "only", "invalid", "missing", "empty",
	"exceed", "exceeds", "exceeded", "too", "retry", "retrying", "again", "later", "wait", "check",
	"ensure", "verify", "please", "use", "provide", "specify", "contact", "ask", "permission",
	"permissions", "denied", "unauthorized", "unauthenticated", "forbidden", "not", "no", "exist",
	"exists", "found", "timeout", "timed", "limit", "quota", "because", "since", "due", "expired",
	"already", "disabled", "allowed", "supported", "unsupported", "unavailable", "busy", "locked",
	"conflict", "expected", "got", "format", "malformed", "instead", "try", "cannot", "until", "rate",
	// Categories that classify the failure: "authentication failed"
	// tells the model to stop and ask the user.
	"auth", "authentication", "authorization", "login", "credentials", "access",
}

// retryHints say whether retrying can help (-opaquemsg.retry-hint).
var retryHints = []string{
	"retry", "retrying", "retried", "retries", "again", "later", "wait", "waiting", "try",
	"transient", "temporary", "temporarily", "permanent", "permanently", "will not help", "won't help",
}

// foundNothing matches a search that ran and found nothing, on the
// lower-cased words of a text: never opaque, the model can change its
// query.
var foundNothing = regexp.MustCompile(`\b(not found|no( \w+){0,3} (found|matched)|no (results?|matches|match|hits|items|records|entries|data)|nothing (was )?found|found nothing|no such|(does|do|did) ?n[o']?t exist|not exist)\b`)

// statusNames are names of fields, parameters and methods whose value is
// a bare status code: formatted into a text, they add no meaning.
var statusNames = []string{"status", "statuscode", "status_code", "httpstatus", "httpcode", "code", "errorcode", "errcode", "responsecode"}

// codeWord matches a word that is only a code: 500, ERR_42, E1234,
// 0x1F. A symbolic code without digits is words: INTERNAL_ERROR reads as
// "internal error", RATE_LIMITED as "rate limited".
var codeWord = regexp.MustCompile(`^([0-9]+|0x[0-9a-fA-F]+|[A-Z][A-Z0-9]*_[A-Z0-9_]*[0-9][A-Z0-9_]*|[A-Z][A-Z0-9_]*[0-9][A-Z0-9_]*_[A-Z0-9_]*|[A-Z]{1,5}[0-9]+)$`)

// symbolWord matches a symbolic code made of upper-case words.
var symbolWord = regexp.MustCompile(`^[A-Z]+(_[A-Z]+)+$`)

// fmtVerb matches a fmt verb left in a constant text.
var fmtVerb = regexp.MustCompile(`%[-+# 0]*([0-9]+|\*)?(\.([0-9]+|\*))?[a-zA-Z]`)

// quoted matches a quoted name: 'path', "limit", `yaml_path`.
var quoted = regexp.MustCompile("(^|[\\s(\\[:=,])('[^'\\s][^']*'|\"[^\"]+\"|`[^`]+`)($|[\\s)\\].,:;!?])")

// wordRE splits a text into words, keeping contractions whole.
var wordRE = regexp.MustCompile(`[A-Za-z0-9_]+('[A-Za-z]+)?`)
