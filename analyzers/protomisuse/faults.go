package protomisuse

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// The spec sends server faults as protocol errors: a broken invariant of
// the server's own code is nothing the model can act on. protomisuse does
// not report three kinds of returned error that are faults (or deliberate
// routing) rather than tool failures; the corpus (mcp-grafana's ConvertTool
// adapter) has all three.

// isMarshal reports whether via (an errorigin Origin.Via) serializes the
// server's own values: its errors mean a value the server built cannot be
// encoded, a bug.
func isMarshal(via string) bool {
	switch via {
	case "json.Marshal", "json.MarshalIndent", "json.Encoder.Encode":
		return true
	}
	return false
}

// serverFault says why error definition d, returned by a handler, is a
// server fault or deliberately routed, or returns "".
func (c *checker) serverFault(d errDef) string {
	o := c.cls.Error(d.o.Value)
	if o.IsForeign() && isMarshal(o.Via) {
		return "marshal"
	}
	if o.IsForeign() && o.Func != nil && c.res.Model.IsTransportCall(o.Func) {
		return "transport"
	}
	if c.noSession(d.o.Block) {
		return "no session"
	}
	if cancelled(d.o.Block) {
		return "cancelled"
	}
	if c.marshalFailed(d.o.Block) {
		return "marshal"
	}
	if c.ownResourceFailed(d) {
		return "own resource"
	}
	if reflectGuarded(d.o.Block) {
		return "reflect invariant"
	}
	if c.routedByErrorsAs(d) {
		return "routed"
	}
	if c.clientAnswerBroken(d.o.Block) || c.unknownAction(d.o.Block) || c.emptyAgainstSchema(d.o.Block) {
		return "client answer"
	}
	return ""
}

// noSession reports whether block b is entered only when the client
// session of the request's context is nil: the transport attached none.
func (c *checker) noSession(b *ssa.BasicBlock) bool {
	gs := flow.Guards(b)
	if len(gs) == 0 {
		return false
	}
	cond, ok := gs[0].Cond.(*ssa.BinOp)
	if !ok || (cond.Op != token.EQL && cond.Op != token.NEQ) || gs[0].Taken != (cond.Op == token.EQL) {
		return false
	}
	x := cond.X
	if flow.IsNilConst(x) {
		x = cond.Y
	}
	call, _ := flow.CallOf(x)
	if call == nil {
		return false
	}
	obj := flow.StaticFunc(call.Common())
	return obj != nil && c.res.Model.IsSessionAccessor(obj)
}

// marshalFailed reports whether block b is the failure branch of a check
// of a marshalling error: whatever error the handler makes there, the
// server failed to encode its own value.
func (c *checker) marshalFailed(b *ssa.BasicBlock) bool {
	r := failpath.ErrCheck(b)
	if r == nil || r.Err == nil {
		return false
	}
	o := c.cls.Error(r.Err)
	return o.IsForeign() && isMarshal(o.Via)
}

// cancelled reports whether block b is entered only through a select
// case that receives from a context's Done channel:
//
//	select {
//	case <-ctx.Done():
//		return nil, nil, newMCPError(jsonrpc.CodeInternalError, "request cancelled", ...)
//	default:
//	}
//
// The request was cancelled or timed out: the client stopped waiting, and
// there is no tool failure for the model to act on.
func cancelled(b *ssa.BasicBlock) bool {
	for _, g := range flow.Guards(b) {
		cond, ok := g.Cond.(*ssa.BinOp)
		if !ok || cond.Op != token.EQL || !g.Taken {
			continue
		}
		x, ok := cond.X.(*ssa.Extract)
		k, isConst := cond.Y.(*ssa.Const)
		if !ok || !isConst || x.Index != 0 || k.Value == nil {
			continue
		}
		sel, ok := x.Tuple.(*ssa.Select)
		if !ok || k.Value.Kind() != constant.Int {
			continue
		}
		i, exact := constant.Int64Val(k.Value)
		if !exact || i < 0 || int(i) >= len(sel.States) {
			continue
		}
		st := sel.States[i]
		if st.Dir != types.RecvOnly {
			continue
		}
		// The request's own context, not one the handler derived with a
		// timeout of its own: the client is still waiting for that one.
		if call, ok := st.Chan.(*ssa.Call); ok && call.Call.IsInvoke() && call.Call.Method.Name() == "Done" &&
			typeinfo.IsContext(call.Call.Value.Type()) && isParam(call.Call.Value) {
			return true
		}
	}
	return false
}

// isParam reports whether v is a parameter of its function, or a
// variable the function captured (a closure handler's context).
func isParam(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.Parameter, *ssa.FreeVar:
		return true
	}
	return false
}

// clientAnswerBroken reports whether block b is entered because the
// answer the client gave to one of the server's session requests
// (elicitation, sampling, roots) does not have the shape asked for:
//
//	data, ok := result.Content.(map[string]any)
//	if !ok {
//		return nil, fmt.Errorf("unexpected response format")
//	}
//
// The client broke the request's schema, an integrator fault: the spec
// sends those as protocol errors. A test of the answer's value (the user
// declined) is a tool outcome and stays reported.
func (c *checker) clientAnswerBroken(b *ssa.BasicBlock) bool {
	gs := flow.Guards(b)
	if len(gs) == 0 || gs[0].Taken {
		return false
	}
	x, ok := gs[0].Cond.(*ssa.Extract)
	if !ok || x.Index != 1 {
		return false
	}
	switch t := x.Tuple.(type) {
	case *ssa.TypeAssert:
		return t.CommaOk && c.fromSessionRequest(t.X, 0)
	case *ssa.Lookup:
		return t.CommaOk && c.fromSessionRequest(t.X, 0)
	}
	return false
}

// unknownAction reports whether block b is the default of a switch over
// a closed field of a session request's answer (sdkmodel ClosedFields: an
// elicitation's action) that has ruled out every value the protocol
// allows:
//
//	switch res.Action {
//	case accept: ...
//	case decline: ...
//	case cancel: ...
//	default:
//		return nil, fmt.Errorf("unexpected response action: %s", res.Action)
//	}
//
// Only a client that broke the protocol gets there: an integrator fault.
func (c *checker) unknownAction(b *ssa.BasicBlock) bool {
	seen := map[ssa.Value]map[string]bool{}
	for _, g := range flow.Guards(b) {
		cond, ok := g.Cond.(*ssa.BinOp)
		if !ok || cond.Op != token.EQL || g.Taken {
			continue
		}
		x, k := cond.X, cond.Y
		if _, isConst := x.(*ssa.Const); isConst {
			x, k = k, x
		}
		kc, ok := k.(*ssa.Const)
		if !ok || kc.Value == nil || kc.Value.Kind() != constant.String || !c.fromSessionRequest(x, 0) {
			continue
		}
		values := c.closedValues(x)
		if values == nil {
			continue
		}
		if seen[x] == nil {
			seen[x] = map[string]bool{}
		}
		seen[x][constant.StringVal(kc.Value)] = true
		if all(values, seen[x]) {
			return true
		}
	}
	return false
}

func all(values []string, seen map[string]bool) bool {
	for _, v := range values {
		if !seen[v] {
			return false
		}
	}
	return true
}

// closedValues returns the values the protocol allows for the field v
// reads, or nil when it reads no closed field.
func (c *checker) closedValues(v ssa.Value) []string {
	if f := c.closedField(v); f != nil {
		return f.Values
	}
	return nil
}

// closedField returns the SDK table's row of the closed field v reads,
// or nil.
func (c *checker) closedField(v ssa.Value) *sdkmodel.ClosedField {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	var st types.Type
	var i int
	switch x := v.(type) {
	case *ssa.FieldAddr:
		p, ok := x.X.Type().Underlying().(*types.Pointer)
		if !ok {
			return nil
		}
		st, i = p.Elem(), x.Field
	case *ssa.Field:
		st, i = x.X.Type(), x.Field
	default:
		return nil
	}
	s, ok := st.Underlying().(*types.Struct)
	if !ok || i >= s.NumFields() {
		return nil
	}
	return c.res.Model.ClosedFieldOf(st, s.Field(i).Name())
}

// maxSessionRead bounds the reads fromSessionRequest and sessionCall
// follow back from a value to the session request it is read out of: a
// φ-node of a loop would otherwise be followed for ever. Reading a text
// out of an elicitation's answer (res.Content["path"].(string)) takes
// five; eight leaves room for a field of a field without following a
// value through arbitrary data.
const maxSessionRead = 8

// fromSessionRequest reports whether v is read out of the result of a
// session request, through field reads, assertions and map lookups.
func (c *checker) fromSessionRequest(v ssa.Value, depth int) bool {
	if depth > maxSessionRead {
		return false
	}
	switch x := v.(type) {
	case *ssa.Extract:
		return c.fromSessionRequest(x.Tuple, depth+1)
	case *ssa.TypeAssert:
		return c.fromSessionRequest(x.X, depth+1)
	case *ssa.Lookup:
		return c.fromSessionRequest(x.X, depth+1)
	case *ssa.UnOp:
		return x.Op == token.MUL && c.fromSessionRequest(x.X, depth+1)
	case *ssa.FieldAddr:
		return c.fromSessionRequest(x.X, depth+1)
	case *ssa.Field:
		return c.fromSessionRequest(x.X, depth+1)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if !flow.IsNilConst(e) && !c.fromSessionRequest(e, depth+1) {
				return false
			}
		}
		return len(x.Edges) > 0
	case *ssa.Call:
		obj := flow.StaticFunc(x.Common())
		return obj != nil && c.res.Model.IsSessionRequest(obj)
	}
	return false
}

// reflectGuarded reports whether block b is entered only through branches
// on reflect-only conditions: one branch, or several joined by || or &&.
func reflectGuarded(b *ssa.BasicBlock) bool {
	if len(b.Preds) == 0 {
		return false
	}
	for _, p := range b.Preds {
		if len(p.Instrs) == 0 {
			return false
		}
		iff, ok := p.Instrs[len(p.Instrs)-1].(*ssa.If)
		if !ok || !reflectOnly(iff.Cond, 0) {
			return false
		}
	}
	return true
}

// maxReflectCond bounds the operations reflectOnly looks through in a
// condition (comparisons, !, len, indexing, reflect calls): an adapter's
// signature check (t.NumIn() != 3, len(out) != 2) is two or three deep.
// A condition deeper than eight is not taken for an invariant check, and
// the error it guards is judged as any other.
const maxReflectCond = 8

// reflectOnly reports whether condition v is computed from reflect values
// and constants only: an invariant check of reflection code, such as an
// adapter checking a tool function's signature at call time.
func reflectOnly(v ssa.Value, depth int) bool {
	if depth > maxReflectCond {
		return false
	}
	switch x := v.(type) {
	case *ssa.Const:
		return true
	case *ssa.BinOp:
		return reflectOnly(x.X, depth+1) && reflectOnly(x.Y, depth+1)
	case *ssa.UnOp:
		return x.Op == token.NOT && reflectOnly(x.X, depth+1)
	case *ssa.Extract:
		return reflectOnly(x.Tuple, depth+1)
	case *ssa.TypeAssert:
		return reflectOnly(x.X, depth+1)
	case *ssa.Index:
		return reflectOnly(x.X, depth+1)
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok {
			return b.Name() == "len" && len(x.Call.Args) == 1 && reflectOnly(x.Call.Args[0], depth+1)
		}
		obj := flow.StaticFunc(x.Common())
		return obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "reflect"
	}
	return false
}

// routedByErrorsAs reports whether the returned error was picked out with
// errors.As on the path to the return, as in
//
//	var hard *HardError
//	if errors.As(err, &hard) {
//		return nil, hard.Err
//	}
//
// while other errors are sent as results: a deliberate choice of channel.
func (c *checker) routedByErrorsAs(d errDef) bool {
	if d.kind == bareRPC && c.classifiedBefore(d.o.Block) {
		return true
	}
	target := asTarget(d.o.Value)
	if target == nil {
		return false
	}
	for _, g := range flow.Guards(d.o.Block) {
		call, ok := g.Cond.(*ssa.Call)
		if !ok || !g.Taken {
			continue
		}
		obj := flow.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "errors" || obj.Name() != "As" {
			continue
		}
		args := flow.Args(call.Common())
		if len(args) == 2 {
			if mi, ok := args[1].(*ssa.MakeInterface); ok && mi.X == target {
				return true
			}
		}
	}
	return false
}

// maxAsTargetSteps bounds the conversions and loads asTarget looks
// through: hard.Err is three (the field's load, its address, the
// variable's load); four admits a field of a struct field (hard.In.Err)
// or a field of another error type returned as an error.
const maxAsTargetSteps = 4

// asTarget returns the variable v was loaded from, through field loads:
// hard for hard.Err and for hard itself.
func asTarget(v ssa.Value) *ssa.Alloc {
	for range maxAsTargetSteps {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil
			}
			if a, ok := x.X.(*ssa.Alloc); ok {
				return a
			}
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		default:
			return nil
		}
	}
	return nil
}

// classifiedBefore reports whether block b is entered only when a
// predicate of this package, func(error) bool whose body calls errors.Is
// or errors.As, holds: a *jsonrpc.Error the module wrote and returns there
// is routed on purpose (buildkite-mcp-server sends its ErrUnauthorized
// sentinel for an upstream 401, which its middleware turns into an HTTP
// re-authentication challenge).
func (c *checker) classifiedBefore(b *ssa.BasicBlock) bool {
	for _, g := range flow.Guards(b) {
		call, ok := g.Cond.(*ssa.Call)
		if !ok || !g.Taken {
			continue
		}
		fn := call.Call.StaticCallee()
		if fn == nil || fn.Pkg != c.res.SSA || fn.Blocks == nil {
			continue
		}
		sig := fn.Signature
		if sig.Params().Len() != 1 || !typeinfo.IsErrorType(sig.Params().At(0).Type()) || sig.Results().Len() != 1 {
			continue
		}
		if b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
			continue
		}
		if callsErrorsIsAs(fn) {
			return true
		}
	}
	return false
}

// callsErrorsIsAs reports whether fn calls errors.Is or errors.As.
func callsErrorsIsAs(fn *ssa.Function) bool {
	for _, blk := range fn.Blocks {
		for _, instr := range blk.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			obj := flow.StaticFunc(call.Common())
			if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "errors" && (obj.Name() == "Is" || obj.Name() == "As") {
				return true
			}
		}
	}
	return false
}
