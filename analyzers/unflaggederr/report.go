package unflaggederr

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/safesrc"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// report emits the diagnostic for f at pos, with its fix if one is safe.
func (c *checker) report(f *finding, pos token.Pos) {
	h := f.send.Handler
	rt := c.hres.Model.ResultFor(h.Spec.SDK)
	if rt == nil {
		return
	}
	sdk := string(h.Spec.SDK)
	where := where(f.reason)
	if h.Field != nil {
		c.reportField(f, pos, where)
		return
	}
	var msg string
	switch f.kind {
	case failureText:
		msg = fmt.Sprintf("%s reports a failure in a result without %s: %s%s, and %s sends %s, so the model is told the call worked; %s",
			subject(h), rt.IsErrorField, f.evidence, where, sdk, sdkmodel.Success, c.todo(f, rt))
	case emptyResult:
		msg = fmt.Sprintf("%s returns an empty result%s: %s sends %s, so the model is told the call worked and never learns what failed; %s",
			subject(h), where, sdk, sdkmodel.Success, c.writeMessage(rt))
	case typedNil:
		msg = fmt.Sprintf("%s returns nil, a zero output and a nil error%s: %s sends %s, and the failure is lost; %s",
			subject(h), where, sdk, c.outcome(h.Spec.OnNilResult), c.typedTodo(f, rt))
	case flagCleared:
		msg = fmt.Sprintf("%s sets %s to false%s: %s sends %s, so the model is told the call worked; set it to true",
			subject(h), rt.IsErrorField, where, sdk, sdkmodel.Success)
	}
	diag := analysis.Diagnostic{Pos: pos, Message: msg}
	if fix := c.fix(f, rt, pos); fix != nil {
		diag.SuggestedFixes = []analysis.SuggestedFix{*fix}
	}
	c.rep.Report(diag)
}

// reportField emits the diagnostic for f, a text a tool function writes
// into its project result beside a flag field the adapter copies into
// isError (handlers.ResultField). No fix: the flag may be written in
// another package's constructor, and the text is often the result's
// only field.
func (c *checker) reportField(f *finding, pos token.Pos, where string) {
	rf := f.send.Handler.Field
	flag := rf.Type + "." + rf.Flag
	var msg string
	switch f.kind {
	case failureText:
		msg = fmt.Sprintf("tool function reports a failure in a result without %s: %s%s, and the adapter copies %s into isError, so the model is told the call worked; set %s to true",
			flag, f.evidence, where, flag, rf.Flag)
	case flagCleared:
		msg = fmt.Sprintf("tool function sets %s to false%s: the adapter copies it into isError, so the model is told the call worked; set it to true",
			flag, where)
	default:
		return
	}
	c.rep.Report(analysis.Diagnostic{Pos: pos, Message: msg})
}

// outcome renders what the SDK sends, on the versions in view.
func (c *checker) outcome(b sdkmodel.Behaviour) string {
	var parts []string
	for _, o := range b.Resolve(c.hres.Pkgs) {
		s := o.Describe()
		if o.Note != "" {
			s += " " + o.Note
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return sdkmodel.Success.String()
	}
	return strings.Join(parts, ", or ")
}

// where renders the failure path for a message.
func where(r *failpath.Reason) string {
	switch {
	case r == nil:
		return ""
	case r.Kind == failpath.SwitchDefault:
		return " in " + r.Describe()
	}
	return " after " + r.Describe()
}

// subject names what returns, for messages.
func subject(h *handlers.Handler) string {
	switch {
	case h.How == handlers.AsMiddleware:
		return "tool middleware"
	case h.Spec.OutputIndex >= 0:
		return "typed tool handler"
	}
	return "tool handler"
}

// todo says how to flag the result of a failureText finding and, when
// its text shows another module's error, that flagging is not enough:
// flagged as it is, the text would be leak's finding, so the advice
// followed literally would lead to another one.
func (c *checker) todo(f *finding, rt *sdkmodel.ResultType) string {
	flag := c.flagTodo(f, rt)
	if via := c.foreignVia(f.send.Build); via != "" {
		flag += ", and since the text shows another module's error (" + via + "), log that error and write instead what failed and whether to retry, change the input or stop"
	}
	return flag
}

// foreignVia returns the call that made the first foreign error text
// shown in b's texts ("os.ReadFile"), or "" when they show none.
func (c *checker) foreignVia(b *results.Build) string {
	origins := make([]errorigin.Origin, 0, len(b.Errs))
	for _, e := range b.Errs {
		origins = append(origins, c.cls.Error(e))
	}
	for _, t := range b.Texts {
		for _, h := range t.Holes() {
			switch {
			case typeinfo.ImplementsError(h.Hole.Type()):
				origins = append(origins, c.cls.Error(h.Hole))
			case isString(h.Hole.Type()):
				origins = append(origins, c.cls.Text(h.Hole))
			}
		}
	}
	// A source leak shows by default (strconv's, json's: they repeat the
	// model's input) needs no text of the author's: flagging is enough.
	safe := safesrc.DefaultList()
	for _, o := range origins {
		for _, s := range o.Sources {
			if s.Kind == errorigin.Foreign && s.Via != "" && !safe.Covers(s) {
				return s.Via
			}
		}
	}
	return ""
}

// flagTodo says how to flag the result of a failureText finding.
func (c *checker) flagTodo(f *finding, rt *sdkmodel.ResultType) string {
	b := f.send.Build
	switch b.Kind {
	case results.Ctor:
		if b.Ctor.FlaggedTwin.Name != "" {
			return fmt.Sprintf("call %s instead of %s", b.Ctor.FlaggedTwin, b.Ctor.Func)
		}
		return fmt.Sprintf("set %s = true on the result", rt.IsErrorField)
	case results.Literal:
		return fmt.Sprintf("set %s: true in the result literal", rt.IsErrorField)
	case results.Helper:
		if twin := c.helperTwin(b.Call); twin != nil {
			return fmt.Sprintf("call %s instead of %s", c.funcName(twin), c.funcName(flow.StaticFunc(b.Call.Common())))
		}
		return fmt.Sprintf("build it with a helper that sets %s, or set %s = true on the result", rt.IsErrorField, rt.IsErrorField)
	}
	return fmt.Sprintf("set %s on the result", rt.IsErrorField)
}

// writeMessage says what to return instead of an empty result: a message
// only the author can write.
func (c *checker) writeMessage(rt *sdkmodel.ResultType) string {
	if rt.ErrorCtor.Name != "" {
		return fmt.Sprintf("return %s(<what failed and what to do>)", rt.ErrorCtor)
	}
	return fmt.Sprintf("return a result with %s: true and a text saying what failed and what to do", rt.IsErrorField)
}

// typedTodo says what a typed handler returns instead of nil, zero, nil:
// the error itself when the SDK turns it into an isError result, unless
// the checked error is another module's: its text would be leak's
// finding, so the advice is then to log it and write the text.
func (c *checker) typedTodo(f *finding, rt *sdkmodel.ResultType) string {
	h := f.send.Handler
	if r := f.reason; r != nil && r.Err != nil {
		if o := c.cls.Error(r.Err); o.IsForeign() && o.Via != "" {
			return fmt.Sprintf("log the error of %s and %s", o.Via, c.writeMessage(rt))
		}
	}
	for _, o := range h.Spec.OnError.Resolve(c.hres.Pkgs) {
		if o.Channel == sdkmodel.ToolError {
			return fmt.Sprintf("return the error, which %s sends as %s, or %s", h.Spec.SDK, o.Describe(), c.writeMessage(rt))
		}
	}
	return c.writeMessage(rt)
}

// funcName names obj as code in this package would write it.
func (c *checker) funcName(obj *types.Func) string {
	if obj == nil {
		return ""
	}
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil {
		return "(" + types.TypeString(sig.Recv().Type(), types.RelativeTo(c.pass.Pkg)) + ")." + obj.Name()
	}
	if obj.Pkg() != nil && obj.Pkg() != c.pass.Pkg {
		return obj.Pkg().Name() + "." + obj.Name()
	}
	return obj.Name()
}
