package ignoredtoolerr

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

const name = "ignoredtoolerr"

// Analyzer is ignoredtoolerr with its default configuration.
var Analyzer = New()

// config is one Analyzer's settings, bound to its flags.
type config struct {
	opts  report.Options
	tests bool
}

// New returns a new ignoredtoolerr Analyzer with its own flags:
//
//	-tests  also check _test.go files, which by default are left out
//	        because tests read the content of failing calls on purpose
func New() *analysis.Analyzer { return NewWith(report.Options{}) }

// NewWith is New for a driver that needs other report options than the
// defaults (report.Options): the vet tool under go fix.
func NewWith(opts report.Options) *analysis.Analyzer {
	c := &config{opts: opts}
	a := &analysis.Analyzer{
		Name: name,
		Doc:  "report MCP clients that treat a tool execution error as success\n\nA tool execution error arrives as a result with IsError set; code that reads the content without checking it, or that replaces the server's text with a generic error, loses the failure or its reason.\n\nDocumentation: " + docURL,
		URL:  docURL,
		// The handlers pass builds SSA only for packages that use an SDK,
		// the only ones that can hold a tool result; it also tells proxy
		// handlers, which pass a result on, from other functions.
		Requires:  []*analysis.Analyzer{handlers.Analyzer},
		FactTypes: []analysis.Fact{(*ResultFact)(nil)},
		Run:       c.run,
	}
	a.Flags.BoolVar(&c.tests, "tests", false, "also check _test.go files")
	return a
}

// checker holds one pass's state.
type checker struct {
	*config
	pass *analysis.Pass
	hres *handlers.Result
	m    *sdkmodel.Model
	rep  *report.Reporter
	// summaries are this package's facts, built up to a fixpoint.
	summaries map[*ssa.Function]*ResultFact
}

func (c *config) run(pass *analysis.Pass) (any, error) {
	hres := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	ch := &checker{
		config:    c,
		pass:      pass,
		hres:      hres,
		m:         hres.Model,
		rep:       report.New(pass, name, c.opts),
		summaries: map[*ssa.Function]*ResultFact{},
	}
	if hres.SSA != nil {
		infos := ch.summarize()
		ch.export()
		for _, fi := range infos {
			ch.judge(fi)
		}
	}
	ch.rep.Finish()
	return nil, nil
}

// maxSummaryRounds bounds summarize's fixpoint: facts on a call cycle
// need not settle at all. Summarizing in source order, a helper declared
// before the one it calls settles a round after it: eight rounds settle a
// helper seven such calls above the one that reads a result (testdata
// ignoredtoolerr/rounds). A caller declared before a helper settled in
// the last round is judged with what the helper had a round earlier.
const maxSummaryRounds = 8

// summarize computes the package's facts. A helper's fact can change
// what its callers in the package do, so this iterates to a fixpoint,
// bounded because facts on a call cycle need not settle.
func (c *checker) summarize() []*fnInfo {
	var infos []*fnInfo
	for round := 0; round < maxSummaryRounds; round++ {
		changed := false
		infos = infos[:0]
		for _, fn := range c.hres.Funcs {
			fi := c.collect(fn)
			infos = append(infos, fi)
			if f := fi.fact(); !f.equal(c.summaries[fn]) {
				c.summaries[fn] = f
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	return infos
}

// export exports the facts of the package's declared functions.
func (c *checker) export() {
	for fn, f := range c.summaries {
		if obj, ok := fn.Object().(*types.Func); ok && !f.empty() && obj.Pkg() == c.pass.Pkg {
			c.pass.ExportObjectFact(obj, f)
		}
	}
}

// fact summarizes fi for callers.
func (fi *fnInfo) fact() *ResultFact {
	f := &ResultFact{}
	res := fi.fn.Signature.Results()
	textSig := res.Len() == 1 && types.Identical(res.At(0).Type(), types.Typ[types.String])
	for _, r := range fi.order {
		for _, s := range r.sites {
			switch {
			case r.param >= 0 && s.kind == readSite:
				if !fi.checked(r, s.instr) {
					f.Reads = addTo(f.Reads, r.param)
				}
				if textSig {
					f.Text = addTo(f.Text, r.param)
				}
			case r.param >= 0 && s.kind == testSite && !s.printed:
				f.Checks = addTo(f.Checks, r.param)
			case r.param < 0 && s.kind == useSite:
				if ret, ok := s.instr.(*ssa.Return); ok && !fi.testedBefore(r, ret) {
					f.Returns = addTo(f.Returns, s.index)
				}
			}
		}
	}
	return f
}

// testedBefore reports whether r's IsError is looked at on every path to
// instr: a branch on it, or a forwarded or helper test, dominates it.
func (fi *fnInfo) testedBefore(r *root, instr ssa.Instruction) bool {
	if fi.guarded(r, instr.Block()) {
		return true
	}
	for _, t := range r.sites {
		if t.kind == testSite && (t.forwarded || t.callee != nil) && dominates(t.instr, instr) {
			return true
		}
	}
	return false
}

// resultPtr returns the result type row of t when t is a pointer to an
// SDK's CallToolResult.
func (c *checker) resultPtr(t types.Type) *sdkmodel.ResultType {
	return c.m.ResultPointedBy(t)
}

// returnsResult reports whether result idx of a call is a tool result
// fresh from a server: a client call's, or a helper's that passes one on
// unchecked.
func (c *checker) returnsResult(common *ssa.CallCommon, idx int) bool {
	if obj := flow.StaticFunc(common); obj != nil && idx == 0 {
		for _, cc := range c.m.ClientCalls {
			if cc.Func.Match(obj) {
				return true
			}
		}
		if common.IsInvoke() && c.clientShaped(obj) {
			return true
		}
	}
	return c.factOf(common).returns(idx)
}

// clientShaped reports whether an interface method has a client call's
// name and signature: a project's own interface over the SDK client.
func (c *checker) clientShaped(m *types.Func) bool {
	sig, ok := m.Type().(*types.Signature)
	if !ok || sig.Params().Len() != 2 || sig.Results().Len() != 2 ||
		!typeinfo.IsContext(sig.Params().At(0).Type()) || !typeinfo.IsErrorType(sig.Results().At(1).Type()) {
		return false
	}
	rt := c.resultPtr(sig.Results().At(0).Type())
	if rt == nil {
		return false
	}
	for _, cc := range c.m.ClientCalls {
		if cc.SDK == rt.SDK && cc.Func.Name == m.Name() && cc.Request.Match(sig.Params().At(1).Type()) {
			return true
		}
	}
	return false
}

// factOf returns what the statically called function does with results:
// its summary when it is in this package, its fact otherwise.
func (c *checker) factOf(common *ssa.CallCommon) *ResultFact {
	callee := common.StaticCallee()
	if callee == nil {
		return nil
	}
	if o := callee.Origin(); o != nil {
		callee = o
	}
	if f, ok := c.summaries[callee]; ok {
		return f
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok || obj.Pkg() == nil {
		return nil
	}
	if obj.Pkg() == c.pass.Pkg {
		if fn := c.hres.SSA.Prog.FuncValue(obj); fn != nil {
			return c.summaries[fn]
		}
		return nil
	}
	f := new(ResultFact)
	if !c.pass.ImportObjectFact(obj, f) {
		return nil
	}
	return f
}

// judge reports what fi does wrong with the client results it handles.
func (c *checker) judge(fi *fnInfo) {
	file := c.fileOf(fi.fn)
	if file == nil || srcfile.IsGenerated(file) {
		return
	}
	if !c.tests && srcfile.IsTest(c.pass.Fset, file) {
		return
	}
	for _, r := range fi.order {
		if r.param >= 0 {
			continue
		}
		var unchecked []*site
		for _, s := range r.sites {
			if s.kind == readSite && !fi.checked(r, s.instr) {
				unchecked = append(unchecked, s)
			}
		}
		if len(unchecked) > 0 {
			slices.SortFunc(unchecked, func(a, b *site) int { return int(a.pos - b.pos) })
			c.reportRead(fi, file, r, unchecked[0])
		}
		c.drops(fi, file, r)
	}
}

// fileOf returns the syntax file that holds fn.
func (c *checker) fileOf(fn *ssa.Function) *ast.File {
	pos := fn.Pos()
	if syn := fn.Syntax(); syn != nil {
		pos = syn.Pos()
	}
	return srcfile.FileOf(c.pass.Files, pos)
}
