package protomisuse

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// A function of the package that panics on its inputs (issue 26): it
// indexes, dereferences or asserts a parameter without checking it, so
// whether it panics is decided by what its callers pass. Such a call is
// a site when the argument is what another program sent back, unchecked
// at the call: the first choice of a completion taken by a helper
// (firstChoice(resp) returning resp.Choices[0].Message.Content).

// argUse is what a function does to one of its parameters that panics
// on a value another program sent: kind says which operation, at where.
type argUse struct {
	kind argKind
	k    int64 // the constant index, for argIndex
	at   token.Pos
}

type argKind int

const (
	// argIndex: a constant index into the parameter, or into a slice
	// read from it, without a length check.
	argIndex argKind = iota
	// argDeref: a field read or dereference of the parameter without a
	// nil check.
	argDeref
	// argAssert: a type assertion without ok of the parameter or of a
	// value read from it.
	argAssert
)

// argUses returns, for each parameter of fn by index, the first
// operation of each kind of fn that panics on it unchecked (p.Builds[0]
// reads a field of p before it indexes); none when fn recovers what it
// panics with. Memoized by function.
func (p *panicSites) argUses(fn *ssa.Function) map[int][]argUse {
	if uses, ok := p.args[fn]; ok {
		return uses
	}
	uses := map[int][]argUse{}
	p.args[fn] = uses
	if handlers.Recovers(fn) {
		return uses
	}
	ip := &inputPanics{c: p.c, fn: fn}
	index := map[*ssa.Parameter]int{}
	for i, prm := range fn.Params {
		index[prm] = i
	}
	// param returns the parameter x is, or is read from.
	param := func(x ssa.Value) (int, bool) {
		if prm, ok := x.(*ssa.Parameter); ok {
			i, ok := index[prm]
			return i, ok
		}
		for _, s := range ip.sources(x) {
			if prm, ok := s.v.(*ssa.Parameter); ok {
				i, ok := index[prm]
				return i, ok
			}
			// A parameter taken by value lives in a local when a field
			// of it is read (c.Choices[0]): the local it is stored in.
			if a, ok := s.v.(*ssa.Alloc); ok {
				for _, st := range flow.StoresTo(a, nil) {
					if prm, ok := st.Val.(*ssa.Parameter); ok {
						i, ok := index[prm]
						return i, ok
					}
				}
			}
		}
		return 0, false
	}
	record := func(i int, u argUse) {
		for _, old := range uses[i] {
			if old.kind == u.kind {
				return
			}
		}
		uses[i] = append(uses[i], u)
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.IndexAddr:
				p.argIndexUse(ip, in, in.X, in.Index, param, record)
			case *ssa.Index:
				p.argIndexUse(ip, in, in.X, in.Index, param, record)
			case *ssa.FieldAddr:
				if prm, ok := in.X.(*ssa.Parameter); ok && !ip.checked(in, prm) {
					record(index[prm], argUse{kind: argDeref, at: in.Pos()})
				}
			case *ssa.UnOp:
				if prm, ok := in.X.(*ssa.Parameter); ok && in.Op == token.MUL && !ip.checked(in, prm) {
					record(index[prm], argUse{kind: argDeref, at: in.Pos()})
				}
			case *ssa.TypeAssert:
				if i, ok := param(in.X); ok && !in.CommaOk && !ip.checkedType(in, in.X) {
					record(i, argUse{kind: argAssert, at: in.Pos()})
				}
			}
		}
	}
	return uses
}

func (p *panicSites) argIndexUse(ip *inputPanics, at ssa.Instruction, x, i ssa.Value, param func(ssa.Value) (int, bool), record func(int, argUse)) {
	k, ok := constInt(i)
	if !ok {
		return
	}
	if _, ok := x.Type().Underlying().(*types.Slice); !ok {
		return
	}
	if n, ok := param(x); ok && !ip.checked(at, x) {
		record(n, argUse{kind: argIndex, k: k, at: at.Pos()})
	}
}

// argSite is the site of a call of a function of the package that panics
// on an argument another program sent back, unchecked at the call: what
// up knows of the caller's values (API results, decoded JSON, results
// that may be nil) decides.
func (p *panicSites) argSite(up *upstream, call *ssa.Call) site {
	g := call.Call.StaticCallee()
	if g == nil {
		return site{}
	}
	if g.Origin() != nil {
		g = g.Origin()
	}
	// Another package's function has no body here: no uses.
	uses := p.argUses(g)
	if len(uses) == 0 {
		return site{}
	}
	// A bound method's receiver is its first parameter, as in Args.
	args := call.Call.Args
	for i, a := range args {
		for _, u := range uses[i] {
			if s := up.argSite(call, a, u, p.c.callName(call)); s != (site{}) {
				return s
			}
		}
	}
	return site{}
}

// argSite is the site when a, passed to the function named callee, is a
// value use panics on.
func (u *upstream) argSite(call *ssa.Call, a ssa.Value, use argUse, callee string) site {
	where := fmt.Sprintf("in %s at %s", callee, u.c.shortPos(use.at))
	switch use.kind {
	case argIndex:
		api := u.apiCall(a)
		if api == nil || u.ip.checked(call, a) {
			return site{}
		}
		return site{
			Desc: fmt.Sprintf("index %d of what %s returned, %s, without a length check", use.k, sdkmodel.Label(flow.StaticFunc(api.Common())), where),
			Why:  "panics when the other side sends fewer elements",
		}
	case argDeref:
		fn, why := u.nilResult(a)
		if why == "" || u.ip.checked(call, a) {
			return site{}
		}
		return site{
			Desc: fmt.Sprintf("a dereference of what %s returned, %s, without a nil check", sdkmodel.Label(fn), where),
			Why:  why,
		}
	case argAssert:
		if len(u.decoded) == 0 || !u.c.res.FromInput(a, u.decoded) || u.ip.checkedType(call, a) {
			return site{}
		}
		return site{
			Desc: fmt.Sprintf("a type assertion of decoded JSON without ok, %s", where),
			Why:  "panics when the other side sends the value missing or of another type",
		}
	}
	return site{}
}
