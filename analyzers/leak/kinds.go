package leak

import (
	"fmt"
	"strings"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
)

// kindNames are the names the -sources flag takes, in the order String
// prints them, and the source kind each stands for. Each finding's
// message starts with its kind's words: "credential", "stack trace",
// "raw upstream output", "raw error from".
var kindNames = [...]struct {
	name string
	kind errorigin.Kind
}{
	{"credential", errorigin.Secret},
	{"stack", errorigin.Stack},
	{"body", errorigin.Body},
	{"errtext", errorigin.Foreign},
}

// allKinds is the default of -sources: every kind is reported, since raw
// error text in tool output is part of what leak exists to report.
const allKinds = "credential,stack,body,errtext"

// sourceKinds is the value of the -sources flag: the kinds of source
// leak reports, comma-separated.
type sourceKinds errorigin.Kind

func (s *sourceKinds) String() string {
	var names []string
	for _, k := range kindNames {
		if errorigin.Kind(*s)&k.kind != 0 {
			names = append(names, k.name)
		}
	}
	return strings.Join(names, ",")
}

// Set parses a comma list of kind names. A name it does not know, or no
// name at all, is an error naming the valid kinds: a typo must not turn
// a kind off without a word.
func (s *sourceKinds) Set(v string) error {
	var set errorigin.Kind
	for _, e := range strings.Split(v, ",") {
		e = strings.TrimSpace(e)
		if e == "" {
			continue
		}
		k, ok := kindOf(e)
		if !ok {
			return fmt.Errorf("unknown source kind %q: the kinds are %s", e, strings.ReplaceAll(allKinds, ",", ", "))
		}
		set |= k
	}
	if set == 0 {
		return fmt.Errorf("no source kind given: name one or more of %s (to turn leak off, use -leak=false)", strings.ReplaceAll(allKinds, ",", ", "))
	}
	*s = sourceKinds(set)
	return nil
}

func kindOf(name string) (errorigin.Kind, bool) {
	for _, k := range kindNames {
		if k.name == name {
			return k.kind, true
		}
	}
	return 0, false
}

// reports reports whether sources of kind k are reported.
func (s sourceKinds) reports(k errorigin.Kind) bool {
	return errorigin.Kind(s)&k != 0
}
