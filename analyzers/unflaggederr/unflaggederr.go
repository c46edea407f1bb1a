package unflaggederr

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
)

// Analyzer is unflaggederr with its default configuration.
var Analyzer = New()

// config is one Analyzer's settings, bound to its flags.
type config struct {
	opts  report.Options
	words string
}

// New returns a new unflaggederr Analyzer with its own flags:
//
//	-words  comma-separated phrases that also make a text say failure,
//	        added to the default list ("quota", "rate limited")
func New() *analysis.Analyzer { return NewWith(report.Options{}) }

// NewWith is New for a driver that needs other report options than the
// defaults (report.Options): the vet tool under go fix.
func NewWith(opts report.Options) *analysis.Analyzer {
	c := &config{opts: opts}
	a := &analysis.Analyzer{
		Name:      "unflaggederr",
		Doc:       "report tool failures sent as success results\n\nA result without isError tells the model the call worked; a failure must set it.\n\nDocumentation: " + docURL,
		URL:       docURL,
		Requires:  []*analysis.Analyzer{results.Analyzer, errorigin.Analyzer},
		Run:       c.run,
		FactTypes: []analysis.Fact{(*deferred)(nil), (*helperText)(nil)},
	}
	a.Flags.StringVar(&c.words, "words", "", "comma-separated phrases that also make a text say failure, added to the default list")
	return a
}

// checker holds one pass's state.
type checker struct {
	pass  *analysis.Pass
	res   *results.Result
	hres  *handlers.Result
	cls   *errorigin.Classifier
	rep   *report.Reporter
	words *wordList
	// helperTexts are the helperText facts of this package's functions.
	helperTexts map[*types.Func]*helperText
}

func (c *config) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[results.Analyzer].(*results.Result)
	ch := &checker{
		pass:  pass,
		res:   res,
		hres:  res.Handlers,
		cls:   pass.ResultOf[errorigin.Analyzer].(*errorigin.Classifier),
		rep:   report.New(pass, "unflaggederr", c.opts),
		words: newWordList(c.words),
	}
	ch.exportHelperTexts()
	// A return with several result definitions (a φ) is reported at each
	// definition, so that each gets its own fix.
	perReturn := map[*handlers.Return]int{}
	for _, s := range res.Sends {
		if s.Build != nil {
			perReturn[s.Return]++
		}
	}
	ch.rep.Defer(newDeferred, res.Claims, res.Handlers.OpenKeys, res.Handlers.OpenWeak)
	for _, s := range res.Sends {
		ch.rep.Scope(s.Handler.Open, s.Handler.Variant)
		f := ch.judge(s)
		if f == nil {
			continue
		}
		pos := s.Return.Pos()
		if perReturn[s.Return] > 1 && ch.sameFile(s.Build.Pos, pos) {
			pos = s.Build.Pos
		}
		ch.report(f, pos)
	}
	ch.rep.Scope(nil, "")
	ch.rep.Finish()
	return nil, nil
}

// sameFile reports whether a and b are valid positions in one file.
func (c *checker) sameFile(a, b token.Pos) bool {
	if !a.IsValid() || !b.IsValid() {
		return false
	}
	return c.pass.Fset.File(a) == c.pass.Fset.File(b)
}
