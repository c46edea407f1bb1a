package opaquemsg

import (
	"fmt"
	"go/token"
	"regexp"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// changeInput matches, on the lower-cased words of a text, a text that
// tells the model to change its input besides saying a search found
// nothing (text.findsNothing): "try a different search term", "verify
// the namespace and provider name are correct", "invalid id".
var changeInput = regexp.MustCompile(`\btry (a )?(different|another)\b|\b(verify|check|make sure|ensure) (that )?(the|your)\b[\w ]{0,60}\b(is|are) (correct|valid|right|spelled)\b|\binvalid (input|arguments?|parameters?|ids?|names?|values?|query|queries)\b`)

// blamesInput reports whether a text names one cause that is the
// model's input: nothing was found, or the input is wrong.
func blamesInput(t text) bool { return t.findsNothing() || changeInput.MatchString(t.lower) }

// misclassified reports, and returns true for, a text that blames the
// input ("plan not found: %s", "no modules found - try a different
// search term") sent for every error of a call that can fail for other
// reasons: a call given a context, whose error is made outside the
// module (a network client's: a timeout, a refused connection, a 5xx),
// with no check that looks into the error on the way (errors.Is, a type
// assertion, IsNotFound(err), a comparison with a sentinel) and with the
// error left out of the text. The model is told to change an input that
// was right, when it should wait and retry or tell the user.
// (hashicorp/terraform-mcp-server's registry tools answer a DNS failure
// with "no modules found for query: x - try a different search term".)
func (ch *checker) misclassified(c candidate, t text) bool {
	if !blamesInput(t) || showsError(c.text) {
		return false
	}
	for _, b := range []*ssa.BasicBlock{c.origin.Block, c.send.Origin.Block} {
		if b == nil {
			continue
		}
		r := failpath.ErrCheck(b)
		if r == nil || r.Err == nil {
			continue
		}
		if sortedOut(b, r.Err) || examined(b.Parent(), r.Err) {
			return false // the code told some errors from others
		}
		if c.from != nil && sameOrigins(c.from, r.Err) {
			// The text is one of the checked error's own texts, made
			// where that error is (judged there, at c.origin's block),
			// not a text written for all of its errors: github's
			// getLabelID returns "label %q not found" only when the
			// query succeeded and found nothing, and the query's own
			// errors unchanged.
			continue
		}
		call := ch.transientCall(r.Err, 0)
		if call == "" {
			return false
		}
		ch.hold(c.send.Handler, analysis.Diagnostic{
			Pos:      ch.textPos(c, false),
			Category: "misclassified",
			Message:  fmt.Sprintf("tool failure text %q tells the model to change its input, but it is sent for every error of %s, which can also be a timeout, a refused connection or a server error: send it only after checking the error (errors.Is, a status code), and otherwise say what failed and whether to retry", render(c.text), call),
		})
		return true
	}
	return false
}

// transientCall returns the name of a call err can be the error of that
// can fail for reasons other than its input, or "": a call given a
// context.Context (the sign of I/O: a network client, a database) whose
// error is made outside the module, or a function of this package given
// one that returns an error of such a call's failure path, whatever text
// it writes (terraform-mcp-server's getModuleDetails answers every error
// of SendRegistryCall with "please provide a different provider name").
func (ch *checker) transientCall(err ssa.Value, depth int) string {
	for _, o := range flow.Origins(err, nil) {
		call, _ := flow.CallOf(o.Value)
		if call == nil || !givenContext(call.Common()) {
			continue
		}
		if ch.cls.Error(o.Value).Kind&errorigin.Foreign != 0 || ch.failsAfter(call.Call.StaticCallee(), depth) {
			return callName(call.Common())
		}
	}
	return ""
}

// maxTransientDepth bounds how deep functions of the package are
// followed for the failure of a call given a context.
const maxTransientDepth = 3

// failsAfter reports whether fn, a function of this package, returns an
// error on the failure path of a call that can fail for reasons other
// than its input, with no check that looks into that call's error.
func (ch *checker) failsAfter(fn *ssa.Function, depth int) bool {
	if fn == nil || depth >= maxTransientDepth {
		return false
	}
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg != ch.res.Handlers.SSA || fn.Blocks == nil {
		return false
	}
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for _, v := range ret.Results {
			if !typeinfo.IsErrorType(v.Type()) || flow.IsNilConst(v) {
				continue
			}
			r := failpath.ErrCheck(b)
			if r != nil && r.Err != nil && !sortedOut(b, r.Err) && ch.transientCall(r.Err, depth+1) != "" {
				return true
			}
		}
	}
	return false
}

// callName names a call's callee as the SDK table's references render
// (sdkmodel.FuncRef.String): (tfe.Plans).Read, registry.getModuleDetails.
func callName(c *ssa.CallCommon) string {
	if fn := flow.StaticFunc(c); fn != nil {
		return sdkmodel.Label(fn)
	}
	return "the call"
}

// maxLookDepth bounds how deep a branch condition is followed for the
// error it looks into.
const maxLookDepth = 6

// examined reports whether some branch of fn looks into err beyond a nil
// comparison, or into another result of the call that made it: a check
// before the text or one that returns the other errors first (if err !=
// nil && !IsNotFound(err) { return }), a status code of the same call's
// response (resp.StatusCode == 404, opaquemsg's isStatus), a code read from the error
// (status.Code(err) == codes.NotFound), its text
// (strings.Contains(err.Error(), "404")). Where the code sorts errors
// anywhere, the text may be sent only for the ones it means.
func examined(fn *ssa.Function, err ssa.Value) bool {
	if fn == nil {
		return false
	}
	calls := map[*ssa.Call]bool{}
	for _, o := range flow.Origins(err, nil) {
		if c, _ := flow.CallOf(o.Value); c != nil {
			calls[c] = true
		}
	}
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if ifi, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If); ok && mentions(ifi.Cond, err, calls, 0) {
			return true
		}
	}
	return false
}

// mentions reports whether condition value v reads err (other than
// comparing it with nil) or a status code of a result of one of calls.
func mentions(v, err ssa.Value, calls map[*ssa.Call]bool, depth int) bool {
	if depth > maxLookDepth {
		return false
	}
	switch x := v.(type) {
	case *ssa.BinOp:
		if (x.Op == token.EQL || x.Op == token.NEQ) && (flow.IsNilConst(x.X) || flow.IsNilConst(x.Y)) {
			return false // err != nil, resp != nil: no look at what failed
		}
		if isStatus(x.X) && ofCalls(x.X, calls) || isStatus(x.Y) && ofCalls(x.Y, calls) {
			return true // resp.StatusCode == 404 of the same call
		}
		return mentions(x.X, err, calls, depth+1) || mentions(x.Y, err, calls, depth+1)
	case *ssa.UnOp:
		return mentions(x.X, err, calls, depth+1)
	case *ssa.FieldAddr:
		return mentions(x.X, err, calls, depth+1)
	case *ssa.Field:
		return mentions(x.X, err, calls, depth+1)
	case *ssa.Call:
		if x.Call.IsInvoke() && (sameError(x.Call.Value, err) || mentions(x.Call.Value, err, calls, depth+1)) {
			return true
		}
		for _, a := range x.Call.Args {
			if sameError(a, err) || mentions(a, err, calls, depth+1) {
				return true
			}
		}
		return false
	case *ssa.Extract:
		if ta, ok := x.Tuple.(*ssa.TypeAssert); ok {
			return sameError(ta.X, err)
		}
		return false
	case *ssa.TypeAssert:
		return sameError(x.X, err)
	}
	return false
}

// ofCalls reports whether v is read from a result of one of calls
// (resp.StatusCode of resp, err := client.Get(...)).
func ofCalls(v ssa.Value, calls map[*ssa.Call]bool) bool {
	for range maxLookDepth {
		switch x := v.(type) {
		case *ssa.Convert:
			v = x.X
		case *ssa.UnOp:
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.Field:
			v = x.X
		case *ssa.Extract:
			c, ok := x.Tuple.(*ssa.Call)
			return ok && calls[c]
		default:
			return false
		}
	}
	return false
}

// givenContext reports whether a call is passed a context.Context.
func givenContext(c *ssa.CallCommon) bool {
	for _, a := range c.Args {
		if typeinfo.IsContext(a.Type()) {
			return true
		}
	}
	return false
}

// showsError reports whether a text formats an error, or an error's
// text: the model then reads the cause beside the words.
func showsError(t textval.Text) bool {
	for _, p := range t.Holes() {
		if typeinfo.ImplementsError(p.Hole.Type()) {
			return true
		}
		if call, ok := p.Hole.(*ssa.Call); ok && call.Call.IsInvoke() && call.Call.Method.Name() == "Error" {
			return true
		}
	}
	return false
}

// sameOrigins reports whether a and b can hold the same value: an
// origin of one is an origin of the other.
func sameOrigins(a, b ssa.Value) bool {
	if a == b {
		return true
	}
	bs := map[ssa.Value]bool{}
	for _, o := range flow.Origins(b, nil) {
		bs[o.Value] = true
	}
	for _, o := range flow.Origins(a, nil) {
		if bs[o.Value] {
			return true
		}
	}
	return false
}
