package iface

import (
	"context"
	"os"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// fakeLabels reads labels from a fixture: a test's fake, which the
// server never runs, so the test variant's handlers are not reported.
type fakeLabels struct{}

func (fakeLabels) Label(id string) (string, error) {
	b, err := os.ReadFile("testdata/" + id)
	return string(b), err
}

func TestLabel(t *testing.T) {
	h := &handlers{labels: fakeLabels{}}
	if _, err := h.label(context.Background(), mcp.CallToolRequest{}); err != nil {
		t.Fatal(err)
	}
}
