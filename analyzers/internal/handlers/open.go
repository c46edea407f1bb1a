package handlers

import (
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// Variants of an open handler (see report.Deferred).
const (
	// AsDeclared: the handler is registered as its signature says.
	AsDeclared = "as declared"
	// Converted: a middleware or adapter where the server is assembled
	// turns its errors into isError results.
	Converted = "converted"
	// Unrecovered is an addendum (report.AddendumPrefix), claimed beside
	// the variant: the package that refers to the handler builds a server
	// of its SDK with nothing recovering panics, and registers the handler
	// there directly, so its panics reach the SDK.
	Unrecovered = report.AddendumPrefix + "unrecovered"
	// UnrecoveredUnvalidated is the addendum of findings that a server
	// validating arguments against the tool's input schema rules out: it
	// is claimed as Unrecovered is, where the server is not so built.
	UnrecoveredUnvalidated = report.AddendumPrefix + "unrecovered, unvalidated"
)

// OpenFact is exported for a declared function that is, or makes, a
// handler whose channel its own package cannot settle: it is exported,
// nothing in its package registers it, and whether its errors are
// converted is decided where the server is assembled. Packages that refer
// to the function claim one variant of it (Result.Claims).
type OpenFact struct {
	SDK sdkmodel.SDK
	// Kind is the kind of handler it was judged as; Weak, that its
	// signature alone does not make it one (an mcp-go typed or
	// structured shape: a delegate that handlers call has it too), so
	// nothing is reported where it is declared and only a package that
	// registers or wraps it as Kind claims it (extClaims).
	Kind sdkmodel.HandlerKind
	Weak bool
	// Addenda: the function is or makes settled handlers whose server is
	// built elsewhere; only their addenda are deferred, under
	// AddendaKey (addenda.go).
	Addenda bool
	// Middleware: the handler is a middleware's, so only a converting
	// middleware installed outside it converts its errors.
	Middleware bool
}

func (*OpenFact) AFact() {}

func (f *OpenFact) String() string {
	switch {
	case f.Addenda:
		return "addenda of " + string(f.SDK) + " handlers"
	case f.Middleware:
		return "open " + string(f.SDK) + " middleware"
	case f.Weak:
		return "open weak " + string(f.Kind)
	}
	return "open " + string(f.SDK) + " handler"
}

// openObject returns the declared function an open handler is judged
// under, or nil when h is settled in its package: h was found by its
// signature only (or continues such a handler), its errors are not
// converted here but would be protocol errors, the package is not a
// command, and the handler's outermost enclosing function is exported.
func (d *discoverer) openObject(h *Handler) *types.Func {
	if h.Weak {
		return d.exportedRoot(h.Fn)
	}
	switch {
	case d.pass.Pkg.Name() == "main", h.ConvertedBy != "", !h.Spec.ReturnsProtocolError(d.res.Pkgs):
		return nil
	case h.How == AsContinuation:
		if h.Of != nil {
			return h.Of.Open
		}
		return nil
	case h.How != BySignature && h.How != AsMiddleware:
		return nil
	}
	root := h.Fn
	for root.Parent() != nil {
		root = root.Parent()
	}
	obj, ok := root.Object().(*types.Func)
	if !ok || !obj.Exported() || obj.Pkg() != d.pass.Pkg {
		return nil
	}
	return obj
}

// openHandlers splits each open handler into its two variants: h itself
// as declared, and a converted twin.
func (d *discoverer) openHandlers() {
	n := len(d.res.Handlers)
	for i := 0; i < n; i++ {
		h := d.res.Handlers[i]
		obj := d.openObject(h)
		if obj == nil {
			continue
		}
		h.Open, h.Variant = obj, AsDeclared
		if h.Spec.ReturnsProtocolError(d.res.Pkgs) {
			twin := *h
			cp := *h.Spec
			cp.OnError = sdkmodel.Behaviour{{Channel: sdkmodel.ToolError, Text: sdkmodel.ErrorText,
				Note: "converted where the server is assembled"}}
			twin.Spec, twin.Variant = &cp, Converted
			twin.Returns = d.returns(&twin)
			d.res.Handlers = append(d.res.Handlers, &twin)
		}
		f := d.openFacts[obj]
		if f == nil {
			f = &OpenFact{SDK: h.Spec.SDK, Kind: h.Spec.Kind, Weak: h.Weak}
			d.openFacts[obj] = f
		}
		if h.Weak {
			d.res.OpenWeak[obj] = true
		}
		f.Middleware = f.Middleware || h.How == AsMiddleware
	}
	for obj, f := range d.openFacts {
		d.pass.ExportObjectFact(obj, f)
	}
}

// claims lists the package's references, outside test files, to other
// packages' open handlers, with the variant that applies here: converted
// when a converting middleware is installed here (for a middleware's
// handler: installed outside it).
func (d *discoverer) claims() {
	seen := map[report.Claim]bool{}
	claim := func(c report.Claim) {
		if !seen[c] {
			seen[c] = true
			d.res.Claims = append(d.res.Claims, c)
		}
	}
	add := func(obj *types.Func, inst ssa.Instruction) {
		if obj == nil || obj.Pkg() == nil || obj.Pkg() == d.pass.Pkg {
			return
		}
		var f OpenFact
		if !d.pass.ImportObjectFact(obj, &f) || f.Addenda {
			return // addenda are claimed by key (addendaClaims)
		}
		if f.Weak {
			// A weak handler is claimed where it is registered
			// (extClaims); referred to as a value (kept in a map or a
			// slice the pass does not follow) in a package that wraps
			// handlers of its kind, it is taken for one of them.
			if call, ok := inst.(*ssa.Call); ok && call.Call.StaticCallee() != nil && call.Call.StaticCallee().Object() == obj || !d.wraps[f.Kind] {
				return
			}
		}
		// Many instructions have no position: the function's file tells.
		if file := d.fileOf(inst.Parent().Pos()); file == nil || srcfile.IsTest(d.pass.Fset, file) {
			return
		}
		v := AsDeclared
		if d.convertsHere(obj, f, inst) && (!f.Weak || d.m.Handler(f.Kind).ReturnsProtocolError(d.res.Pkgs)) {
			v = Converted
		}
		claim(report.Claim{Obj: obj, Variant: v})
		if !f.Middleware && d.unrecoveredHere(f.SDK, obj, inst) {
			claim(report.Claim{Obj: obj, Variant: Unrecovered})
			if _, ok := d.res.Validated[f.SDK]; !ok {
				claim(report.Claim{Obj: obj, Variant: UnrecoveredUnvalidated})
			}
		}
	}
	for _, fn := range d.res.Funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				var ops [8]*ssa.Value
				for _, op := range instr.Operands(ops[:0]) {
					if g, ok := (*op).(*ssa.Function); ok && *op != nil {
						if obj, ok := g.Object().(*types.Func); ok {
							add(obj, instr)
						}
					}
				}
			}
		}
	}
	d.extClaims(claim)
	d.addendaClaims(claim)
}

// convertsHere reports whether an open handler of another package,
// referred to at inst, is converted by what this package installs.
func (d *discoverer) convertsHere(obj *types.Func, f OpenFact, inst ssa.Instruction) bool {
	if !f.Middleware {
		_, ok := d.converted[f.SDK]
		return ok
	}
	// A middleware is converted by a converting middleware installed
	// before it: the first one installed is the outermost.
	at := d.installOrder(inst)
	for _, in := range d.installs {
		if in.sdk == f.SDK && in.converts && at >= 0 && in.order < at {
			return true
		}
	}
	return false
}

// install is one middleware installed on a server of this package.
type install struct {
	call     *ssa.Call
	arg      int
	sdk      sdkmodel.SDK
	val      ssa.Value
	fns      []*ssa.Function // the middleware functions val denotes
	converts bool
	order    int
}

// noteInstall records a middleware installation, once per argument.
func (d *discoverer) noteInstall(call *ssa.Call, arg int, sdk sdkmodel.SDK, val ssa.Value) *install {
	for _, in := range d.installs {
		if in.call == call && in.arg == arg {
			return in
		}
	}
	in := &install{call: call, arg: arg, sdk: sdk, val: val}
	d.installs = append(d.installs, in)
	return in
}

// orderInstalls numbers the installations in source order: mcp-go and
// go-sdk make the first middleware installed the outermost.
func (d *discoverer) orderInstalls() {
	sort.SliceStable(d.installs, func(i, j int) bool {
		a, b := d.installs[i], d.installs[j]
		if a.call != b.call {
			return srcfile.Compare(d.pass.Fset, a.call.Pos(), b.call.Pos()) < 0
		}
		return a.arg < b.arg
	})
	for i, in := range d.installs {
		in.order = i
	}
}

// installOrder returns the order of the installation whose middleware
// value inst makes, or -1.
func (d *discoverer) installOrder(inst ssa.Instruction) int {
	v, ok := inst.(ssa.Value)
	if !ok {
		return -1
	}
	for _, in := range d.installs {
		x := in.val
		for {
			if x == v {
				return in.order
			}
			ct, ok := x.(*ssa.ChangeType)
			if !ok {
				break
			}
			x = ct.X
		}
	}
	return -1
}

// convertedBefore returns the name of a converting middleware installed
// outside the middleware function fn, or "".
func (d *discoverer) convertedBefore(fn *ssa.Function) string {
	for _, in := range d.installs {
		for _, g := range in.fns {
			if g != fn {
				continue
			}
			for _, out := range d.installs {
				if out.sdk == in.sdk && out.converts && out.order < in.order && len(out.fns) > 0 {
					return shortName(out.fns[0])
				}
			}
		}
	}
	return ""
}

// orderMiddleware converts the handlers of this package's middleware
// installed inside a converting middleware.
func (d *discoverer) orderMiddleware() {
	for _, h := range d.res.Handlers {
		if h.How != AsMiddleware || h.ConvertedBy != "" || h.Fn.Parent() == nil {
			continue
		}
		by := d.convertedBefore(h.Fn.Parent())
		if by == "" || !h.Spec.ReturnsProtocolError(d.res.Pkgs) {
			continue
		}
		cp := *h.Spec
		cp.OnError = sdkmodel.Behaviour{{Channel: sdkmodel.ToolError, Text: sdkmodel.ErrorText, Note: "converted by " + by}}
		h.Spec, h.ConvertedBy = &cp, by
		h.Returns = d.returns(h)
	}
}
