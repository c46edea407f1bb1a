package leak

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/safesrc"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// Analyzer is leak with its default configuration.
var Analyzer = New()

// config is one Analyzer's settings, bound to its flags.
type config struct {
	opts    report.Options
	safe    safeList
	sources sourceKinds
}

// New returns a new leak Analyzer with its own flags:
//
//	-safe     error sources whose text is safe to show: package paths, or
//	          package paths with a type or function name, comma-separated
//	-sources  the kinds of source to report: credential, stack, body,
//	          errtext, comma-separated (all by default)
func New() *analysis.Analyzer { return NewWith(report.Options{}) }

// NewWith is New for a driver that needs other report options than the
// defaults (report.Options): the vet tool under go fix.
func NewWith(opts report.Options) *analysis.Analyzer {
	c := &config{opts: opts}
	_ = c.safe.Set(safesrc.Default)
	_ = c.sources.Set(allKinds())
	a := &analysis.Analyzer{
		Name:      "leak",
		Doc:       "report raw error text, stack traces, upstream bodies and secrets in tool output\n\nTool output is read by a model and often shown to the user: log such details and return a written message.\n\nDocumentation: " + docURL,
		URL:       docURL,
		Requires:  []*analysis.Analyzer{results.Analyzer, errorigin.Analyzer},
		Run:       c.run,
		FactTypes: []analysis.Fact{(*deferred)(nil)},
	}
	a.Flags.Var(&c.safe, "safe", "error sources safe to show: package paths, package paths with a type or function name, or *.Name for a method of any package's type, or Marshal* for in-memory encoders, comma-separated; the list replaces the default one, so start from the default to add to it")
	a.Flags.Var(&c.sources, "sources", "kinds of source to report, comma-separated: credential (secrets), stack (stack traces, panic values), body (upstream bodies, command stderr), errtext (foreign error text)")
	return a
}

// checker holds one pass's state.
type checker struct {
	*config
	pass *analysis.Pass
	res  *results.Result
	cls  *errorigin.Classifier
	rep  *report.Reporter

	// held are the diagnostics judged so far, reported by flush; open and
	// variant the scope they are judged in.
	held    []pending
	open    *types.Func
	variant string
	// callers records, for a function of the package, the functions that
	// return or wrap what it makes (see via).
	callers map[*ssa.Function]map[*ssa.Function]bool
	// rejudge lists the handlers to judge again under another open
	// handler's scope (see rejudgeUnder).
	rejudge  []rejudgeKey
	rejudged map[rejudgeKey]bool
	// ssaCalls and importUses are indexes built on first use (see
	// ssaCallAt and removeUnused): asked once per source and per fix, a
	// scan of the package each time made a package of many handlers
	// quadratic.
	ssaCalls   map[token.Pos]*ssa.Call
	importUses map[*types.PkgName][]token.Pos
}

func (c *config) run(pass *analysis.Pass) (any, error) {
	ch := &checker{
		config: c,
		pass:   pass,
		res:    pass.ResultOf[results.Analyzer].(*results.Result),
		cls:    pass.ResultOf[errorigin.Analyzer].(*errorigin.Classifier),
		rep:    report.New(pass, "leak", c.opts),

		callers:  map[*ssa.Function]map[*ssa.Function]bool{},
		rejudged: map[rejudgeKey]bool{},
	}
	ch.rep.Defer(newDeferred, ch.res.Claims, ch.res.Handlers.OpenKeys, ch.res.Handlers.OpenWeak)
	if ch.res.Handlers.SSA != nil {
		for _, s := range ch.res.Sends {
			ch.scope(s.Handler.Open, s.Handler.Variant)
			ch.checkSend(s)
		}
		ch.judgeAgain()
		for _, fn := range ch.res.Handlers.Funcs {
			ch.checkBuilder(fn)
		}
		// Where each SDK's server sends a handler's panic, when it shows
		// the panic's value (panicSink): mcp-go's WithRecovery and stdio
		// server; go-sdk's show none.
		sinks := map[sdkmodel.SDK]string{}
		for _, h := range ch.res.Handlers.Handlers {
			if h.Field != nil {
				continue // judged by its sends alone
			}
			ch.scope(h.Open, h.Variant)
			ch.checkRecovered(h)
			sink, ok := sinks[h.Spec.SDK]
			if !ok {
				sink = ch.panicSink(h.Spec.SDK)
				sinks[h.Spec.SDK] = sink
			}
			if sink != "" {
				ch.checkPanics(h, sink)
			}
		}
		ch.scope(nil, "")
		ch.flush()
	}
	ch.rep.Finish()
	return nil, nil
}

// scope sets the open handler variant the next diagnostics belong to
// (report.Reporter.Scope), for flush.
func (c *checker) scope(fn *types.Func, variant string) {
	c.open, c.variant = fn, variant
}

// isUserCode reports whether fn is in a file the analyzers check: not a
// test and not generated, like the handlers the shared pass finds.
func (c *checker) isUserCode(fn *ssa.Function) bool {
	f := c.fileAt(fn.Pos())
	return f != nil && !srcfile.IsGenerated(f) && !srcfile.IsTest(c.pass.Fset, f)
}
