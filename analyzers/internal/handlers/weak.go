package handlers

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// An mcp-go typed or structured handler has the signature
// func(ctx, mcp.CallToolRequest, Args) (R, error), and so has a delegate
// that a handler calls with a dependency of its own
// (func getX(ctx, req, logger *log.Logger) (*mcp.CallToolResult, error),
// as every tool of terraform-mcp-server and vault-mcp-server does). The
// signature of these kinds is weak: a function found by it alone is a
// handler only when this package uses it as a value, and an exported
// one that no code of the package calls is judged as open and weak, its
// findings reported where a package registers or wraps it. A delegate
// is not a handler; what a handler returns from it unchecked is judged as
// the handler's continuation.

// weakKind returns the weak kind sig has (mcp-go typed, or structured
// for a result that is not a tool result), or nil.
func (d *discoverer) weakKind(sig *types.Signature) *sdkmodel.Handler {
	for _, h := range d.m.Handlers {
		if h.Args && h.OutputIndex < 0 && shapeMatches(h, sig) && (h.Result.Name != "" || KindOf(d.m, sig) == nil) {
			return h
		}
	}
	return nil
}

// settleWeak decides, for each candidate found by a weak signature alone,
// what it is. A closure of a typed handler's shape is a value by
// construction and is judged by its signature, as always; one of a
// structured handler's shape is an open weak handler when an exported
// factory makes it. A declared function is a typed handler when the
// package uses it as a value; else, exported, an open weak handler, which
// a package above may wrap (and which, called by a handler here, is also
// that handler's continuation: judged twice, reported once); else a
// delegate, whose returns are judged as its handler's only.
func (d *discoverer) settleWeak() {
	for _, fn := range d.res.Funcs {
		c := d.cands[fn]
		if c == nil || c.flow != nil || c.sig == nil || !c.sig.Args || c.sig.OutputIndex >= 0 {
			continue
		}
		typed := c.sig.Result.Name != ""
		if fn.Parent() != nil {
			switch {
			case typed:
			case d.exportedRoot(fn) != nil:
				c.weak = true
			default:
				c.sig = nil
			}
			continue
		}
		called, valued := d.uses(fn)
		exported := d.exportedRoot(fn) != nil
		switch {
		case valued && typed:
			// A typed handler passed to code this pass does not follow.
		case exported && !called:
			c.weak = true
		case exported:
			// Called here, a delegate; exported, maybe wrapped above.
			c.twin, c.sig = c.sig, nil
		default:
			c.sig = nil
		}
	}
}

// weakTwins adds the open weak judgement of the exported delegates
// (settleWeak): the handler list gets a second Handler for the function,
// which HandlerOf does not return (the delegate is its caller's
// continuation there).
func (d *discoverer) weakTwins() {
	for _, fn := range d.res.Funcs {
		c := d.cands[fn]
		if c == nil || c.twin == nil || fn.Syntax() == nil {
			continue
		}
		file := d.fileOf(fn.Pos())
		if file == nil || srcfile.IsTest(d.pass.Fset, file) || srcfile.IsGenerated(file) {
			continue
		}
		h := &Handler{Spec: c.twin, Fn: fn, Syntax: fn.Syntax(), File: file, How: BySignature, Weak: true}
		h.Returns = d.returns(h)
		d.res.Handlers = append(d.res.Handlers, h)
	}
}

// uses reports whether fn is called directly, and whether it is used as a
// value, by code of the package outside test files.
func (d *discoverer) uses(fn *ssa.Function) (called, valued bool) {
	for _, g := range d.res.Funcs {
		if file := d.fileOf(g.Pos()); file == nil || srcfile.IsTest(d.pass.Fset, file) {
			continue
		}
		for _, b := range g.Blocks {
			for _, instr := range b.Instrs {
				if call, ok := instr.(ssa.CallInstruction); ok && call.Common().StaticCallee() == fn && call.Common().Value == fn {
					called = true
					for _, a := range call.Common().Args {
						if d.denotes(a, fn) {
							valued = true
						}
					}
					continue
				}
				var ops [8]*ssa.Value
				for _, op := range instr.Operands(ops[:0]) {
					if *op != nil && d.denotes(*op, fn) {
						valued = true
					}
				}
			}
		}
	}
	return called, valued
}

// denotes reports whether v is fn as a value: the function itself, or a
// bound method value or closure of it.
func (d *discoverer) denotes(v ssa.Value, fn *ssa.Function) bool {
	switch x := v.(type) {
	case *ssa.Function:
		if x == fn {
			return true
		}
		if x.Synthetic != "" && fn.Object() != nil && x.Object() == fn.Object() {
			return true
		}
	case *ssa.MakeClosure:
		return d.denotes(x.Fn, fn)
	}
	return false
}

// exportedRoot returns the exported declared function fn is or is made
// by (its outermost enclosing function), or nil.
func (d *discoverer) exportedRoot(fn *ssa.Function) *types.Func {
	root := fn
	for root.Parent() != nil {
		root = root.Parent()
	}
	obj, ok := root.Object().(*types.Func)
	if !ok || !obj.Exported() || obj.Pkg() != d.pass.Pkg {
		return nil
	}
	return obj
}
