package ifaces

import (
	"strconv"
	"testing"
)

// fakeLabeler is a test's fake of Labeler, with a foreign error: calls
// through Labeler in the package's test variant do not see it.
type fakeLabeler struct{}

func (fakeLabeler) Label(id string) error {
	_, err := strconv.Atoi(id)
	return err
}

func TestLabel(t *testing.T) {
	var l Labeler = fakeLabeler{}
	errSink(l.Label("x")) // want `^written \[\]$`
}
