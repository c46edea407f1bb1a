package opaquemsg

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// Analyzer is opaquemsg with its default configuration.
var Analyzer = New()

// config is one Analyzer's settings, bound to its flags.
type config struct {
	opts      report.Options
	retryHint bool
	phrases   string
}

// New returns a new opaquemsg Analyzer with its own flags:
//
//	-retry-hint  also report tool failure texts that do not say whether
//	             retrying can help
//	-phrases     comma-separated generic phrases to report besides the
//	             built-in list
func New() *analysis.Analyzer { return NewWith(report.Options{}) }

// NewWith is New for a driver that needs other report options than the
// defaults (report.Options): the vet tool under go fix.
func NewWith(opts report.Options) *analysis.Analyzer {
	c := &config{opts: opts}
	a := &analysis.Analyzer{
		Name:      "opaquemsg",
		Doc:       "report tool failure texts that give the model nothing to act on\n\nA tool failure text must say what failed, which input or rule, and whether retrying can work.\n\nDocumentation: " + docURL,
		URL:       docURL,
		Requires:  []*analysis.Analyzer{results.Analyzer, errorigin.Analyzer},
		Run:       c.run,
		FactTypes: []analysis.Fact{(*deferred)(nil)},
	}
	a.Flags.BoolVar(&c.retryHint, "retry-hint", false, "also report tool failure texts that do not say whether retrying can help")
	a.Flags.StringVar(&c.phrases, "phrases", "", "comma-separated generic phrases to report besides the built-in list")
	return a
}

// checker holds one pass's state.
type checker struct {
	*config
	pass  *analysis.Pass
	res   *results.Result
	cls   *errorigin.Classifier
	voc   *vocab
	rep   *report.Reporter
	names map[*handlers.Handler]map[string]bool
	held  *heldSet
	// paramText caches paramTexts by continuation.
	paramText map[*ssa.Function]bool
}

// candidate is one text a tool failure can carry, and where it is made.
type candidate struct {
	send *results.Send
	text textval.Text
	// anchor is where the text is made (an errors.New call, a result
	// constructor); origin is the definition, for failure-path checks.
	anchor token.Pos
	origin flow.Origin
	// holeAt holds, by index into text.Holes(), a block the hole's text
	// is sent through besides origin's (where a text appended to the
	// content is appended), or nil.
	holeAt []*ssa.BasicBlock
	// from is the error (or string) value whose texts were followed to
	// this one (textval.Sources), or nil: the text is one that value
	// can have, not one written for it.
	from ssa.Value
}

func (c *config) run(pass *analysis.Pass) (any, error) {
	ch := &checker{
		config:    c,
		pass:      pass,
		res:       pass.ResultOf[results.Analyzer].(*results.Result),
		cls:       pass.ResultOf[errorigin.Analyzer].(*errorigin.Classifier),
		voc:       newVocab(strings.Split(c.phrases, ",")),
		rep:       report.New(pass, "opaquemsg", c.opts),
		names:     map[*handlers.Handler]map[string]bool{},
		held:      newHeld(),
		paramText: map[*ssa.Function]bool{},
	}
	// A text is judged as the model reads it: a field the adapter
	// sends with words of its own around it is not judged alone.
	ch.rep.WholeTextsOnly()
	ch.rep.Defer(newDeferred, ch.res.Claims, ch.res.Handlers.OpenKeys, ch.res.Handlers.OpenWeak)
	for _, s := range ch.res.Sends {
		if !s.IsFailure() {
			continue
		}
		ch.rep.Scope(s.Handler.Open, s.Handler.Variant)
		for _, cand := range ch.candidates(s) {
			ch.check(cand)
		}
	}
	ch.flush()
	ch.rep.Finish()
	return nil, nil
}

// candidates lists the texts a failure send can carry. An error's text,
// or a result text that is only an error's or a string variable's text,
// is followed to where it is written (a helper's errors.New, a sentinel,
// each assignment of a message variable) in this package.
func (ch *checker) candidates(s *results.Send) []candidate {
	if s.Build == nil {
		if s.Err == nil {
			return nil
		}
		return ch.fromSources(s, s.Err, ch.sources(s.Err, s.Origin.Block))
	}
	b := s.Build
	if b.Opaque || len(b.Texts) == 0 {
		return nil // content the analysis cannot see may say more
	}
	if b.Kind == results.Helper && b.Call != nil {
		if fn := b.Call.Call.StaticCallee(); fn != nil && ch.res.Handlers.HandlerOf(fn) != nil {
			ch.continued(fn, s.Handler.Fn)
			if !ch.paramTexts(fn) {
				return nil // a continuation: judged at its own returns
			}
			// A continuation that sends the text it is given
			// (ToolErrorf(logger, format, args...)) cannot judge it: the
			// text is judged here, with this call's arguments.
		}
	}
	if len(b.Texts) == 1 {
		// A text appended to the content alone is judged where it is
		// appended: a "failed to <verb>" appended inside an error branch
		// leaves out that branch's error.
		at, anchor := s.Origin, b.Pos
		if site, ok := b.SiteOf(0); ok {
			at.Block, anchor = site.Block, site.Pos
		}
		if h := onlyValue(b.Texts[0]); h != nil {
			return ch.fromSources(s, h, ch.sources(h, at.Block))
		}
		// SetError(errors.New("...")): judge the text where the error is
		// made.
		for _, e := range b.Errs {
			if slices.Equal(textval.Error(e).Parts, b.Texts[0].Parts) {
				return ch.fromSources(s, e, ch.sources(e, s.Origin.Block))
			}
		}
		return []candidate{{send: s, text: b.Texts[0], anchor: anchor, origin: at}}
	}
	var t textval.Text
	var holeAt []*ssa.BasicBlock
	for i, x := range b.Texts {
		if i > 0 {
			t = textval.Append(t, textval.Text{Parts: []textval.Part{{Const: "\n"}}})
		}
		t = textval.Append(t, x)
		site, _ := b.SiteOf(i)
		for range x.Holes() {
			holeAt = append(holeAt, site.Block)
		}
	}
	return []candidate{{send: s, text: t, anchor: b.Pos, origin: s.Origin, holeAt: holeAt}}
}

// sources evaluates the texts error err can carry where it is sent, in
// block at, following it to where it is written (textval.Sources) unless
// a check on the way sorted some errors out.
func (ch *checker) sources(err ssa.Value, at *ssa.BasicBlock) []textval.Source {
	if at != nil && sortedOut(at, err) {
		return []textval.Source{{Text: textval.Error(err), Origin: flow.Origin{Value: err, Block: at}, Pos: err.Pos()}}
	}
	return textval.Sources(err, at)
}

// fromSources makes the candidates of the texts value from can carry.
func (ch *checker) fromSources(s *results.Send, from ssa.Value, srcs []textval.Source) []candidate {
	var out []candidate
	for _, src := range srcs {
		anchor := src.Pos
		if !anchor.IsValid() {
			anchor = s.Return.Pos()
		}
		out = append(out, candidate{send: s, text: src.Text, anchor: anchor, origin: src.Origin, from: from})
	}
	return out
}

// onlyValue returns the error or string a text is made of, when the
// text is nothing but that value's text.
func onlyValue(t textval.Text) ssa.Value {
	if len(t.Parts) != 1 || !t.Parts[0].IsHole() {
		return nil
	}
	p := t.Parts[0]
	switch p.Verb {
	case "", "%v", "%s", "%w":
	default:
		return nil
	}
	if !typeinfo.ImplementsError(p.Hole.Type()) && !isString(p.Hole.Type()) {
		return nil
	}
	return p.Hole
}

func (ch *checker) check(c candidate) {
	if ch.nilError(c) {
		return
	}
	t := tokenize(ch.pieces(c.text))
	last := false
	v := ch.voc.judge(t, ch.argNames(c.send.Handler), func() bool {
		if ch.causeDropped(c.origin) {
			return true
		}
		last = lastReturn(c.send)
		return last
	})
	var why string
	switch v {
	case generic:
		why = "is a generic phrase: the model cannot tell what failed or what to do next"
	case statusOnly:
		why = "is only a code or status: the model cannot tell what failed or what to do next"
	case genericStatus:
		why = "is a generic phrase with a bare status code: the model cannot tell what failed or what to do next"
	case dropped:
		why = "leaves out the error it handles: the model cannot tell why it failed or whether retrying helps"
		if last {
			why = "is the handler's last return, after every case it handles: the model cannot tell why it failed or whether retrying helps"
		}
	default:
		if ch.misclassified(c, t) {
			return
		}
		if ch.retryHint && hasWords(t) && !hasRetryHint(t) {
			ch.report(c, "does not say whether retrying can help: add the next step (retry later, change the input, or do not retry and tell the user)", true)
		}
		return
	}
	ch.report(c, why+"; say what failed, which input or rule, and the next step (retry later, change the input, or do not retry and tell the user)", v != dropped)
}

// report holds a finding for flush. A text whose words are written in a
// result helper of the package is reported there, once, when what is
// wrong is the text itself (inHelper); a text that leaves out the error
// its caller handles is the caller's to fix, and is reported there.
func (ch *checker) report(c candidate, why string, inHelper bool) {
	pos := ch.textPos(c, inHelper)
	ch.hold(c.send.Handler, analysis.Diagnostic{
		Pos:     pos,
		Message: fmt.Sprintf("tool failure text %q %s", render(c.text), why),
	})
}

// pieces converts a text for judging, telling bare status codes from
// other formatted values.
func (ch *checker) pieces(t textval.Text) []piece {
	var out []piece
	for _, p := range t.Parts {
		if !p.IsHole() {
			out = append(out, piece{text: p.Const})
			continue
		}
		out = append(out, piece{hole: true, status: isStatus(p.Hole)})
	}
	return out
}

// causeDropped reports whether a text made at origin is on the failure
// path of an error check (err != nil) and not under a check that
// classifies that error: the cause was in scope and the text leaves it
// out. An error of an SDK call that sends to the client (sdkmodel
// TransportCalls: go-sdk ServerSession.Log, mcp-go
// SendNotificationToClient) only says that the connection failed, which
// the model cannot act on: leaving it out drops nothing.
func (ch *checker) causeDropped(o flow.Origin) bool {
	if o.Block == nil {
		return false
	}
	r := failpath.ErrCheck(o.Block)
	if r == nil || r.Err == nil || ch.fromTransport(r.Err) {
		return false
	}
	for _, g := range flow.Guards(o.Block) {
		if classifies(g, r.Err) {
			return false
		}
	}
	return true
}

// lastReturn reports whether s is sent by the last statement of its
// handler's body, after earlier returns: the handler fell through every
// case it handles (github-mcp-server's get_file_contents ends with
// "failed to get file contents" when the path is neither a file nor a
// directory), so no cause is in scope for a "failed to <verb>" text.
func lastReturn(s *results.Send) bool {
	body := s.Handler.Body()
	if body == nil || len(body.List) < 2 || s.Return.Stmt == nil {
		return false
	}
	if body.List[len(body.List)-1] != ast.Stmt(s.Return.Stmt) {
		return false
	}
	earlier := false
	for _, st := range body.List[:len(body.List)-1] {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				earlier = true
			}
			return !earlier
		})
	}
	return earlier
}

// fromTransport reports whether every definition of err is the error of
// a transport call.
func (ch *checker) fromTransport(err ssa.Value) bool {
	origins := flow.Origins(err, nil)
	for _, o := range origins {
		call, _ := flow.CallOf(o.Value)
		if call == nil {
			return false
		}
		fn := flow.StaticFunc(call.Common())
		if fn == nil || !ch.res.Handlers.Model.IsTransportCall(fn) {
			return false
		}
	}
	return len(origins) > 0
}

// render shows a text as the model would read it, with formatted values
// as their verbs, shortened for a diagnostic.
func render(t textval.Text) string {
	s := t.Render(textval.Part.ShownVerb)
	const max = 80
	if r := []rune(s); len(r) > max {
		s = string(r[:max-1]) + "…"
	}
	return s
}
