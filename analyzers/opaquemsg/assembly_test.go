package opaquemsg_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/marktest"
	"github.com/mcplint-go/mcplint/analyzers/opaquemsg"
)

// TestResultField: the failure texts tool functions of a project handler
// type write into their result's fields are judged where an adapter in
// another package sends them as isError texts (returned as a typed
// handler's error, put into a result literal, read by a helper); a field
// the adapter sends after words of its own is not judged alone.
func TestResultField(t *testing.T) {
	marktest.Assembled(t, []*analysis.Analyzer{opaquemsg.Analyzer}, "opaquemsg/resultfield/...")
}
