// Package analyzers lists the mcplint analyzers, for the mcplint command
// and the golangci-lint plugin.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/protomisuse"
	"github.com/mcplint-go/mcplint/analyzers/unflaggederr"
)

// All returns every mcplint analyzer with its default configuration, in
// the order the README documents them.
func All() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		protomisuse.Analyzer,
		unflaggederr.Analyzer,
	}
}
