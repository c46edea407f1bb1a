// Package failpath tells whether a block of a function is on a failure
// path: dominated by the branch of an error check (err != nil), a failed
// comma-ok (!ok), errors.Is or errors.As, or an HTTP status check that
// means failure (resp.StatusCode >= 400, != 200). It is judged on the SSA
// control flow, not on line proximity.
package failpath

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// Kind is the kind of check a failure path is under.
type Kind int

const (
	ErrNotNil  Kind = iota + 1 // err != nil
	NotOK                      // !ok of a comma-ok
	ErrorsIs                   // errors.Is or errors.As
	HTTPStatus                 // a failing HTTP status
	// SwitchDefault: the value matched none of the constants it was
	// compared with (the default: of a switch over an enum, or the else
	// of an if-chain). Only Default reports it: an unmatched value is a
	// failure only when the text says so.
	SwitchDefault
	// ArgCheck: a tool argument compared with a constant, on the branch
	// where it is empty or out of bounds (q == "", len(ids) == 0,
	// limit > 100). Like SwitchDefault it is a failure only when the
	// text says so; unflaggederr, which knows the handler's input, finds
	// it.
	ArgCheck
)

// Reason is the innermost check that puts a block on a failure path.
type Reason struct {
	Kind Kind
	// Err is the error checked (ErrNotNil, ErrorsIs), or nil.
	Err ssa.Value
	// Pos is the position of the check.
	Pos token.Pos
}

// Describe renders the reason for diagnostics: "an error check".
func (r *Reason) Describe() string {
	switch r.Kind {
	case ErrNotNil:
		return "an error check"
	case NotOK:
		return "a failed ok check"
	case ErrorsIs:
		return "an errors.Is/As check"
	case HTTPStatus:
		return "a failed HTTP status check"
	case SwitchDefault:
		return "the default case of a switch"
	case ArgCheck:
		return "a check of the tool's arguments"
	}
	return "a failure check"
}

// At returns why block b is on a failure path, or nil.
func At(b *ssa.BasicBlock) *Reason {
	for _, g := range flow.Guards(b) {
		if r := judge(g); r != nil {
			return r
		}
	}
	return nil
}

// ErrCheck returns the innermost err != nil check block b is under, even
// when other checks (a type switch on the error, a comma-ok) are nearer,
// or nil.
func ErrCheck(b *ssa.BasicBlock) *Reason {
	for _, g := range flow.Guards(b) {
		if r := judge(g); r != nil && r.Kind == ErrNotNil {
			return r
		}
	}
	return nil
}

func judge(g flow.Guard) *Reason {
	pos := g.If.Pos()
	if c, ok := g.Cond.(*ssa.BinOp); ok {
		pos = c.Pos()
	}
	switch c := g.Cond.(type) {
	case *ssa.BinOp:
		if c.Op == token.EQL || c.Op == token.NEQ {
			if x, ok := nilCompared(c); ok && typeinfo.IsErrorType(x.Type()) {
				if g.Taken == (c.Op == token.NEQ) {
					return &Reason{Kind: ErrNotNil, Err: x, Pos: pos}
				}
				return nil
			}
		}
		if isStatusCode(c.X) {
			if v, ok := intConst(c.Y); ok && statusFails(c.Op, v, g.Taken) {
				return &Reason{Kind: HTTPStatus, Pos: pos}
			}
		}
		if isStatusCode(c.Y) {
			if v, ok := intConst(c.X); ok && statusFails(mirror(c.Op), v, g.Taken) {
				return &Reason{Kind: HTTPStatus, Pos: pos}
			}
		}
	case *ssa.Call:
		if obj := flow.StaticFunc(c.Common()); obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "errors" &&
			(obj.Name() == "Is" || obj.Name() == "As") && g.Taken {
			var err ssa.Value
			if args := flow.Args(c.Common()); len(args) > 0 {
				err = args[0]
			}
			return &Reason{Kind: ErrorsIs, Err: err, Pos: c.Pos()}
		}
	case *ssa.Extract:
		if !g.Taken && c.Index == 1 && isCommaOK(c.Tuple) && negated(g.If) {
			return &Reason{Kind: NotOK, Pos: pos}
		}
	case *ssa.UnOp:
		if c.Op == token.NOT && g.Taken {
			if x, ok := c.X.(*ssa.Extract); ok && x.Index == 1 && isCommaOK(x.Tuple) {
				return &Reason{Kind: NotOK, Pos: pos}
			}
		}
	}
	return nil
}

// negated reports whether an If on ok was written as a negative check,
// "if !ok { A }", whose A is a failure branch, rather than a type or key
// dispatch, "if v, ok := x.(T); ok { return ... }", whose rest is only
// the next case. go/ssa builds "if !ok { A }" as "if ok goto done else A"
// and creates A's block before done's, so the false successor comes
// first; for "if ok { A }" the true successor A comes first.
func negated(iff *ssa.If) bool {
	s := iff.Block().Succs
	return len(s) == 2 && s[1].Index < s[0].Index
}

func nilCompared(c *ssa.BinOp) (ssa.Value, bool) {
	switch {
	case flow.IsNilConst(c.Y):
		return c.X, true
	case flow.IsNilConst(c.X):
		return c.Y, true
	}
	return nil, false
}

// isCommaOK reports whether tuple is a comma-ok form: a type assertion,
// a map lookup, a channel receive, or a call returning (T, bool).
func isCommaOK(tuple ssa.Value) bool {
	switch t := tuple.(type) {
	case *ssa.TypeAssert:
		return t.CommaOk
	case *ssa.Lookup:
		return t.CommaOk
	case *ssa.UnOp:
		return t.CommaOk
	case *ssa.Call:
		res, ok := t.Type().(*types.Tuple)
		if !ok || res.Len() != 2 {
			return false
		}
		b, ok := res.At(1).Type().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Bool
	}
	return false
}

// isStatusCode reports whether v reads net/http.Response's StatusCode.
func isStatusCode(v ssa.Value) bool {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	fa, ok := u.X.(*ssa.FieldAddr)
	if !ok {
		return false
	}
	st, ok := types.Unalias(fa.X.Type()).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(st.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "net/http" || n.Obj().Name() != "Response" {
		return false
	}
	s, ok := n.Underlying().(*types.Struct)
	return ok && fa.Field < s.NumFields() && s.Field(fa.Field).Name() == "StatusCode"
}

func intConst(v ssa.Value) (int64, bool) {
	k, ok := v.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(k.Value)
}

func mirror(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.GTR:
		return token.LSS
	case token.LEQ:
		return token.GEQ
	case token.GEQ:
		return token.LEQ
	}
	return op
}

// The HTTP status classes statusFails tells apart: 2xx is success, 4xx
// and 5xx are failures, and 1xx and 3xx are neither (a redirect is not a
// failure).
const (
	firstSuccess  = 200 // the first 2xx
	afterSuccess  = 300 // one past the last 2xx
	firstFailure  = 400 // the first 4xx
	beforeFailure = firstFailure - 1
)

// statusFails reports whether "status op v" evaluating to taken means
// the status is an HTTP failure (4xx or 5xx) or not a success.
func statusFails(op token.Token, v int64, taken bool) bool {
	switch op {
	case token.GEQ:
		return taken && v >= firstFailure || !taken && v <= firstSuccess
	case token.GTR:
		return taken && v >= beforeFailure || !taken && v < firstSuccess
	case token.LSS:
		return !taken && v >= firstFailure || taken && v <= firstSuccess
	case token.LEQ:
		return !taken && v >= beforeFailure || taken && v < firstSuccess
	case token.NEQ:
		return taken && v >= firstSuccess && v < afterSuccess
	case token.EQL:
		return !taken && v >= firstSuccess && v < afterSuccess || taken && v >= firstFailure
	}
	return false
}
