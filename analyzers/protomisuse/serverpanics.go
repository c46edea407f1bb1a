package protomisuse

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// mayPanic is the fact of a function of the module that can panic on a
// path nothing in it recovers, on what another program does or sends
// back: it calls, directly or through functions of the module, a Must
// method of another module, which panics where its plain form returns an
// error (go-rod's page.MustNavigate on a navigation that times out), or
// asserts or indexes what an upstream sent (upstream.go). Site names the
// first such operation and where it is: "(rod.Page).MustNavigate at
// xiaohongshu/search.go:159"; Why says when it panics ("" in facts of
// older builds: a Must method's).
type mayPanic struct {
	Site string
	Why  string
}

func (*mayPanic) AFact() {}

func (f *mayPanic) String() string { return "mayPanic(" + f.Site + ")" }

// site is one operation that can panic on what another program does or
// sends back, for messages: Desc names it and where it is, Why says when
// it panics.
type site struct {
	Desc, Why string
}

// mustWhy is the Why of a Must method.
const mustWhy = "panics where its plain form returns an error"

func (f *mayPanic) site() site {
	if f.Why == "" {
		return site{f.Site, mustWhy}
	}
	return site{f.Site, f.Why}
}

// maxPanicDepth bounds how deep calls of the package's functions are
// followed for a Must call.
const maxPanicDepth = 4

// panicSites finds, for the functions of one package, the first Must call
// each can reach.
type panicSites struct {
	c *checker
	// memo is by function and depth: a walk cut off by maxPanicDepth, or
	// inside a cycle, says nothing of the same function nearer the top.
	memo map[siteKey]site
	// upstream is by function: its decoded values and API results.
	upstream map[*ssa.Function]*upstream
	// args is by function: what panics on each parameter (argpanics.go).
	args map[*ssa.Function]map[int][]argUse
}

type siteKey struct {
	fn    *ssa.Function
	depth int
}

// siteOf returns the first operation fn can reach, on a path nothing in
// it recovers, that panics on what another program does or sends back:
// a Must method's call or an upstream site (upstream.go). The zero site
// when there is none.
func (p *panicSites) siteOf(fn *ssa.Function, depth int) site {
	if fn == nil || depth > maxPanicDepth || handlers.Recovers(fn) {
		return site{}
	}
	key := siteKey{fn, depth}
	if s, ok := p.memo[key]; ok {
		return s
	}
	if fn.Pkg == nil || fn.Pkg.Pkg != p.c.pass.Pkg {
		// A handler of another package assembled here: its fact.
		var f mayPanic
		if obj, ok := fn.Object().(*types.Func); ok && p.c.pass.ImportObjectFact(obj, &f) {
			return f.site()
		}
		return site{}
	}
	p.memo[key] = site{} // a recursive call at this depth adds nothing
	_, s := p.first(fn, depth)
	p.memo[key] = s
	return s
}

// first returns the first instruction of fn that is, or reaches, a site,
// and the site.
func (p *panicSites) first(fn *ssa.Function, depth int) (ssa.Instruction, site) {
	up := p.upstream[fn]
	if up == nil {
		up = newUpstream(p.c, fn)
		p.upstream[fn] = up
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			var s site
			if call, ok := instr.(*ssa.Call); ok {
				if s = p.callSite(call, depth); s != (site{}) && guardedMust(call) {
					s = site{}
				}
				if s == (site{}) {
					s = p.argSite(up, call)
				}
			} else {
				s = up.at(instr)
			}
			if s != (site{}) {
				return instr, s
			}
		}
	}
	return nil, site{}
}

// callSite describes call if it is, or reaches, a site.
func (p *panicSites) callSite(call *ssa.Call, depth int) site {
	c := p.c
	if c.perSite[call.Pos()] {
		return site{} // reported where it is (the input-panic rule)
	}
	common := call.Common()
	if obj := flow.StaticFunc(common); obj != nil && obj.Pkg() != nil {
		if !errorigin.InModule(obj.Pkg().Path(), c.cls.Module()) {
			// A Must method fails on the state of what it drives (a
			// browser tab, a connection); a Must function fails on its
			// arguments, which the input-panic rule judges.
			if isMust(obj) && obj.Signature().Recv() != nil {
				return site{fmt.Sprintf("%s at %s", sdkmodel.Label(obj), c.shortPos(call.Pos())), mustWhy}
			}
			return site{}
		}
		if obj.Pkg() != c.pass.Pkg {
			var f mayPanic
			if c.pass.ImportObjectFact(obj, &f) {
				return f.site()
			}
			return site{}
		}
	}
	if common.IsInvoke() {
		if iface, ok := common.Value.Type().Underlying().(*types.Interface); ok && common.Method.Pkg() == c.pass.Pkg {
			return p.implSite(iface, common.Method.Name(), depth)
		}
		return site{}
	}
	if g := common.StaticCallee(); g != nil {
		if g.Origin() != nil {
			g = g.Origin() // an instance of a generic function has no Pkg
		}
		if g.Pkg != nil && g.Pkg.Pkg == c.pass.Pkg {
			return p.siteOf(g, depth+1)
		}
	}
	return site{}
}

// implSite returns the first site that a method named name of the
// package's implementations of iface reaches: a call through one of the
// module's interfaces runs one of them (k8sgpt's ai.IAI, whose OpenAI
// client indexes resp.Choices[0]). Implementations in test files are no
// server's.
func (p *panicSites) implSite(iface *types.Interface, name string, depth int) site {
	for _, fn := range p.c.cls.Funcs() {
		recv := fn.Signature.Recv()
		// types.Implements is unspecified for uninstantiated type
		// parameters: a generic type's methods are left out.
		if recv == nil || fn.Name() != name || fn.Parent() != nil || fn.Synthetic != "" || fn.TypeParams().Len() > 0 || !types.Implements(recv.Type(), iface) {
			continue
		}
		if f := srcfile.FileOf(p.c.pass.Files, fn.Pos()); f == nil || srcfile.IsTest(p.c.pass.Fset, f) {
			continue
		}
		if s := p.siteOf(fn, depth+1); s != (site{}) {
			return s
		}
	}
	return site{}
}

// recoveryAdvice says how the SDK's server is given a recovery, from the
// SDK table: its recovery options (mcp-go server.WithRecovery) and the
// calls that install a middleware (go-sdk AddReceivingMiddleware).
func (c *checker) recoveryAdvice(sdk sdkmodel.SDK) string {
	var ways []string
	for _, r := range c.res.Model.Recoveries {
		if r.SDK == sdk {
			ways = append(ways, r.Func.String()+"()")
		}
	}
	for _, m := range c.res.Model.Middleware {
		if m.SDK == sdk {
			ways = append(ways, m.Func.String()+" with a middleware that recovers")
		}
	}
	if len(ways) == 0 {
		return "recover the panics, log them and answer an isError result"
	}
	return "install a recovery (" + strings.Join(ways, ", or ") + "), log the panic and answer an isError result"
}

// guardedMust reports whether call is of a Must getter (no arguments)
// on one branch of a dominating condition that is a method of the same
// receiver giving a bool, or its negation: the author tested the state
// the getter panics on (gitlab-mcp-server's
// `if !n.IsSpecified() || n.IsNull() { return 0 }` before n.MustGet()).
// Which branch is not judged: the test's meaning is the library's.
// Not guards: a Must method with arguments (page.MustNavigate(u) fails on
// what it drives, whatever its receiver's state), a call after both
// branches, a nil check, the error of another of its methods. A test
// that is itself a Must method is the first site, reached before this.
func guardedMust(call *ssa.Call) bool {
	obj := flow.StaticFunc(call.Common())
	if obj == nil || !isMust(obj) || obj.Signature().Recv() == nil || len(call.Call.Args) == 0 || obj.Signature().Params().Len() != 0 {
		return false
	}
	recv := call.Call.Args[0]
	same := func(x ssa.Value) bool {
		return sameExpr(x, recv, 0) || sameExpr(loaded(x), recv, 0) || sameExpr(x, loaded(recv), 0)
	}
	for b := call.Block().Idom(); b != nil; b = b.Idom() {
		if len(b.Instrs) == 0 {
			continue
		}
		ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		cond := ifi.Cond
		if u, ok := cond.(*ssa.UnOp); ok && u.Op == token.NOT {
			cond = u.X
		}
		test, ok := cond.(*ssa.Call)
		if !ok || len(test.Call.Args) == 0 {
			continue
		}
		if m := flow.StaticFunc(test.Common()); m != nil && m.Signature().Recv() != nil && same(test.Call.Args[0]) && edgeDominates(ifi.Block(), call.Block()) {
			return true
		}
	}
	return false
}

// isMust reports whether obj is named as a function that panics where
// its plain form returns an error: MustNavigate, MustElement, Must.
func isMust(obj *types.Func) bool {
	rest, ok := strings.CutPrefix(obj.Name(), "Must")
	if !ok {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || unicode.IsUpper(r)
}

// shortPos renders pos as file:line, the file relative to its package's
// directory's parent: search/search.go:159.
func (c *checker) shortPos(pos token.Pos) string {
	p := c.pass.Fset.Position(pos)
	parts := strings.Split(p.Filename, "/")
	if len(parts) > 2 {
		parts = parts[len(parts)-2:]
	}
	return fmt.Sprintf("%s:%d", strings.Join(parts, "/"), p.Line)
}

// exportMayPanic exports a mayPanic fact for each exported function of
// the package that can reach a Must call, for the packages whose
// handlers call it.
func (c *checker) exportMayPanic(p *panicSites) {
	for _, fn := range c.cls.Funcs() {
		obj, _ := fn.Object().(*types.Func)
		if obj == nil || obj.Pkg() != c.pass.Pkg || fn.Parent() != nil || !obj.Exported() {
			continue
		}
		if s := p.siteOf(fn, 0); s != (site{}) {
			c.pass.ExportObjectFact(obj, &mayPanic{Site: s.Desc, Why: s.Why})
		}
	}
	// The methods of the package's interfaces, for calls through them in
	// other packages.
	scope := c.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
			continue // see implSite
		}
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		for m := range iface.Methods() {
			if m.Pkg() != c.pass.Pkg {
				continue // an embedded interface's: its own package says
			}
			if s := p.implSite(iface, m.Name(), 0); s != (site{}) {
				c.pass.ExportObjectFact(m, &mayPanic{Site: s.Desc, Why: s.Why})
			}
		}
	}
}

// checkServerRecovery reports, once at each server the package builds,
// that nothing recovers the panics its handlers can reach through Must
// calls, when some handler of the package for that SDK is unrecovered,
// the SDK does not answer a panic, and one can reach such a call. The
// per-site rules (checkTerminators, checkInputPanics) report what a
// handler itself panics with; this covers what the calls it makes do
// (xiaohongshu-mcp's handlers reach go-rod's MustNavigate through the
// module's browser actions; its maintainers added recovery after the
// server crashed).
func (c *checker) checkServerRecovery(p *panicSites) {
	var builds []*ssa.Call
	for _, fn := range c.cls.Funcs() {
		for call := range flow.Calls(fn) {
			// A server a test builds (for a context, or to drive a
			// handler) serves no client: the package's handlers are
			// another's. By the call's file: a package variable's
			// initializer runs in init, which has no position.
			if f := srcfile.FileOf(c.pass.Files, call.Pos()); f != nil && srcfile.IsTest(c.pass.Fset, f) {
				continue
			}
			if c.res.Model.ServerOf(flow.StaticFunc(call.Common())) != nil {
				builds = append(builds, call)
			}
		}
	}
	perSDK := map[sdkmodel.SDK]int{}
	for _, call := range builds {
		perSDK[c.res.Model.ServerOf(flow.StaticFunc(call.Common())).SDK]++
	}
	for _, call := range builds {
		sdk := c.res.Model.ServerOf(flow.StaticFunc(call.Common())).SDK
		if perSDK[sdk] > 1 {
			// Which handlers each server has is not known here: the
			// handlers of one may be another's, recovered or not.
			continue
		}
		var sites []string
		seen := map[string]bool{}
		n := 0
		allMust := true
		var first *handlers.Handler
		for _, h := range c.res.Handlers {
			if h.Spec == nil || h.Spec.SDK != sdk || h.Field != nil || h.How == handlers.AsContinuation || !c.unrecovered(h) || !c.panicCrashes(h) {
				continue
			}
			s := p.siteOf(h.Fn, 0)
			if s == (site{}) {
				continue
			}
			n++
			if first == nil {
				first = h
			}
			if !seen[s.Desc] {
				seen[s.Desc] = true
				sites = append(sites, s.Desc)
				allMust = allMust && s.Why == mustWhy
			}
		}
		if n == 0 {
			continue
		}
		list := strings.Join(sites, ", ")
		if len(sites) > 3 {
			list = strings.Join(sites[:3], ", ") + fmt.Sprintf(" and %d more", len(sites)-3)
		}
		handlersWord := "1 of its handlers reaches"
		if n > 1 {
			handlersWord = fmt.Sprintf("%d of its handlers reach", n)
		}
		what := "a Must method that " + mustWhy
		if !allMust {
			what = "code that panics on what another program does or sends back"
		}
		diag := analysis.Diagnostic{
			Pos:      call.Pos(),
			Category: catServerRecovery,
			Message: fmt.Sprintf("this %s server recovers no handler panic, and %s %s: %s (%s); %s",
				sdk, handlersWord, what, list, c.panicOutcome(first), c.recoveryAdvice(sdk)),
		}
		if fix := c.recoveryFix(call, sdk); fix != nil {
			diag.SuggestedFixes = []analysis.SuggestedFix{*fix}
		}
		c.rep.Report(diag)
	}
}

// checkMustReach reports, in a handler whose server is built in another
// package, the first call that reaches a Must method (as
// checkServerRecovery counts them), into the addendum that package
// claims when nothing recovers its server (handlers.Unrecovered): the
// package that builds the server does not see this package's handlers,
// and it is this line that changes. vault-mcp-server's and
// xiaohongshu-mcp's layouts build the server in main and register the
// tools elsewhere.
func (c *checker) checkMustReach(h *handlers.Handler, p *panicSites) {
	if h.Field != nil || h.How == handlers.AsContinuation || c.serverInView(h) || !c.unrecovered(h) || !c.panicCrashes(h) {
		return
	}
	if !c.addendumScope(h, handlers.Unrecovered) {
		return
	}
	defer c.rep.Scope(nil, "")
	if handlers.Recovers(h.Fn) {
		return
	}
	at, s := p.first(h.Fn, 0)
	if at == nil || !at.Pos().IsValid() {
		return
	}
	what := s.Desc
	if call, ok := at.(*ssa.Call); ok {
		what = "call of " + c.callName(call) + " reaches " + s.Desc + ", which"
		if obj := flow.StaticFunc(call.Common()); obj != nil && isMust(obj) && obj.Signature().Recv() != nil {
			what = sdkmodel.Label(obj)
		}
	}
	c.rep.Report(analysis.Diagnostic{
		Pos:      at.Pos(),
		Category: catServerRecovery,
		Message: fmt.Sprintf("%s %s, and the server this %s is registered on recovers no handler panic (%s); %s",
			what, s.Why, subject(h), c.panicOutcome(h), c.recoveryAdvice(h.Spec.SDK)),
	})
}

// callName names the callee of call for a message: "open" (of this
// package), "actions.Search", "(browser.Page).Open".
func (c *checker) callName(call *ssa.Call) string {
	obj := flow.StaticFunc(call.Common())
	switch {
	case obj == nil && call.Call.StaticCallee() != nil:
		return "a function literal"
	case obj == nil:
		return "a function value"
	case obj.Pkg() == c.pass.Pkg && obj.Signature().Recv() == nil:
		return obj.Name()
	}
	return sdkmodel.Label(obj)
}

// edgeDominates reports whether at is dominated by a successor of b
// whose only predecessor is b: at is on one branch of b's If, not after
// both.
func edgeDominates(b, at *ssa.BasicBlock) bool {
	for _, s := range b.Succs {
		if len(s.Preds) == 1 && s.Dominates(at) {
			return true
		}
	}
	return false
}
