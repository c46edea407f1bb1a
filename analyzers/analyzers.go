// Package analyzers lists the mcplint analyzers, for the mcplint command
// and the golangci-lint plugin.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/ignoredtoolerr"
	"github.com/mcplint-go/mcplint/analyzers/internal/assembly"
	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/summary"
	"github.com/mcplint-go/mcplint/analyzers/leak"
	"github.com/mcplint-go/mcplint/analyzers/opaquemsg"
	"github.com/mcplint-go/mcplint/analyzers/protomisuse"
	"github.com/mcplint-go/mcplint/analyzers/unflaggederr"
)

// All returns every mcplint analyzer with its default configuration, in
// the order README.md's table lists them.
func All() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		protomisuse.Analyzer,
		unflaggederr.Analyzer,
		opaquemsg.Analyzer,
		leak.Analyzer,
		ignoredtoolerr.Analyzer,
	}
}

// New returns fresh instances of the analyzers of All, in the same order,
// each with its own flags: setting a flag on one of them changes neither
// All's analyzers nor those of another call. The golangci-lint plugin uses
// it, since each configuration it reads needs analyzers of its own.
func New() []*analysis.Analyzer { return NewWith(Options{}) }

// NewAssembled is New for a driver that analyses only the packages it is
// given and never the packages that import them, as golangci-lint does
// when run on some packages of a module: before a package with handlers
// whose channel its importers settle is judged, the analyzers load its
// module's assembly (once per module for these analyzers) and report
// those handlers' findings where they are declared, with their fixes.
// golangci-lint shows each related information as an issue of its own,
// so the reason a finding has no fix is left out (RelatedAsFindings).
func NewAssembled() []*analysis.Analyzer {
	return NewWith(Options{Assembly: &assembly.Provider{}, RelatedAsFindings: true})
}

// Summary returns the analyzer through which the mcplint command learns
// what each package holds to check (one diagnostic of category
// SummaryCategory per package, which ParseSummary reads); it reports no
// finding.
func Summary() *analysis.Analyzer { return summary.Analyzer }

// SummaryCategory is the category of Summary's diagnostics.
const SummaryCategory = summary.Category

// Counts is what a package holds to check (Summary).
type Counts = summary.Counts

// ParseSummary reads the message of a Summary diagnostic.
func ParseSummary(msg string) (Counts, error) { return summary.Parse(msg) }

// Options say what the driver that runs the analyzers does with their
// diagnostics; the zero value suits every driver but go fix -fixtool.
type Options = report.Options

// NewWith is New for a driver that needs other options than the
// defaults: the vet tool under go fix -fixtool.
func NewWith(opts Options) []*analysis.Analyzer {
	return []*analysis.Analyzer{
		protomisuse.NewWith(opts),
		unflaggederr.NewWith(opts),
		opaquemsg.NewWith(opts),
		leak.NewWith(opts),
		ignoredtoolerr.NewWith(opts),
	}
}
