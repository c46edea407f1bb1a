// Package render writes the texts of the helpertext tools: functions that
// return a string, in another package than the handlers (flux-operator's
// docindex.Index.RenderUnknownPath shape).
package render

import (
	"fmt"
	"strings"
)

type Index struct{ paths []string }

// Lookup finds a document by path.
func (idx *Index) Lookup(path string) (string, bool) {
	for _, p := range idx.paths {
		if p == path {
			return p, true
		}
	}
	return "", false
}

// UnknownPath: one return, a template with the words "was not found".
func (idx *Index) UnknownPath(input string) string {
	return fmt.Sprintf("Doc path %q was not found. Closest paths: %s.", input, strings.Join(idx.paths, ", "))
}

// NoResults: an empty search, which is an answer, not a failure.
func NoResults(query string) string {
	return fmt.Sprintf("No results for %q. Try different keywords.", query)
}

// Outline has two returns: its text is not one template.
func Outline(found bool, heading string) string {
	if !found {
		return fmt.Sprintf("heading %q was not found", heading)
	}
	return "Headings:"
}

// Describe formats an error the caller passes.
func Describe(err error) string {
	return "reading the index failed: " + err.Error()
}

// Required opens with an error label.
func Required(name string) string {
	return "Error: " + name + " is required"
}
