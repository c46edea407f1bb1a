package results

import (
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// paramConds says when a helper returns one of its builds: only when the
// error parameters listed in NonNil are non-nil and those in IsNil are
// nil. A helper such as
//
//	func Result(text string, err error) *mcp.CallToolResult {
//		if err != nil {
//			return &mcp.CallToolResult{IsError: true, ...}
//		}
//		return &mcp.CallToolResult{...}
//	}
//
// sends the flagged build for Result("", err) inside an error branch, and
// only the success build for Result(text, nil): a call site keeps the
// builds its arguments allow.
type paramConds struct {
	NonNil, IsNil []int
}

func (c *paramConds) empty() bool { return c == nil || len(c.NonNil) == 0 && len(c.IsNil) == 0 }

// params returns fn's parameters without the receiver, so that index i is
// the i-th argument of flow.Args.
func params(fn *ssa.Function) []*ssa.Parameter {
	ps := fn.Params
	if fn.Signature.Recv() != nil && len(ps) > 0 {
		ps = ps[1:]
	}
	return ps
}

// condsAt returns what the branches dominating blocks (the first that
// knows wins) prove about fn's error parameters.
func condsAt(fn *ssa.Function, blocks ...*ssa.BasicBlock) *paramConds {
	c := &paramConds{}
	for i, p := range params(fn) {
		if !typeinfo.IsErrorType(p.Type()) {
			continue
		}
		for _, blk := range blocks {
			if blk == nil {
				continue
			}
			n := flow.NilAt(p, blk)
			if n == flow.NonNil {
				c.NonNil = append(c.NonNil, i)
			} else if n == flow.IsNil {
				c.IsNil = append(c.IsNil, i)
			}
			if n != flow.Unknown {
				break
			}
		}
	}
	return c
}

// holds reports whether a call with args, made in block at, can take the
// path c describes.
func (c *paramConds) holds(args []ssa.Value, at *ssa.BasicBlock) bool {
	if c == nil {
		return true
	}
	for _, i := range c.NonNil {
		if i < len(args) && argNil(args[i], at) == flow.IsNil {
			return false
		}
	}
	for _, i := range c.IsNil {
		if i < len(args) && argNil(args[i], at) == flow.NonNil {
			return false
		}
	}
	return true
}

// translate restates c, about the callee's parameters, as conditions on
// the parameters of the caller fn that the call passes through.
func (c *paramConds) translate(args []ssa.Value, fn *ssa.Function) *paramConds {
	if c.empty() {
		return nil
	}
	out := &paramConds{}
	index := func(v ssa.Value) int {
		for j, p := range params(fn) {
			if v == p {
				return j
			}
		}
		return -1
	}
	for _, i := range c.NonNil {
		if i < len(args) {
			if j := index(args[i]); j >= 0 {
				out.NonNil = append(out.NonNil, j)
			}
		}
	}
	for _, i := range c.IsNil {
		if i < len(args) {
			if j := index(args[i]); j >= 0 {
				out.IsNil = append(out.IsNil, j)
			}
		}
	}
	return out
}

// merge adds d's conditions to c.
func (c *paramConds) merge(d *paramConds) *paramConds {
	if d.empty() {
		return c
	}
	if c == nil {
		c = &paramConds{}
	}
	c.NonNil = append(c.NonNil, d.NonNil...)
	c.IsNil = append(c.IsNil, d.IsNil...)
	return c
}

// argNil says whether argument v is nil at block at, on every path.
func argNil(v ssa.Value, at *ssa.BasicBlock) flow.Nilness {
	var out flow.Nilness
	for i, o := range flow.Origins(v, at) {
		n := flow.NilAt(o.Value, o.Block)
		if n == flow.Unknown {
			n = flow.NilAt(o.Value, at)
		}
		if i == 0 {
			out = n
		} else if n != out {
			return flow.Unknown
		}
	}
	return out
}

// keep returns the builds of sum whose conditions a call with args in
// block at allows; all of them when none would be left, since the
// summary must then be wrong about the call.
func (b *builder) keep(sum []*Build, args []ssa.Value, at *ssa.BasicBlock) []*Build {
	var out []*Build
	for _, s := range sum {
		if b.conds[s].holds(args, at) {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return sum
	}
	return out
}
