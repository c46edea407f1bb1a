package protomisuse

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// A failure of what the server alone owns is a server fault
// (docs/design.md, "Server faults"): no other call of the model's could
// avoid it, and the operator fixes it. Two kinds, from diagram-as-code's
// handlers: the binary's embedded files read at a path the code fixes
// (a prompt template, a walk over the embedded docs), and the handler's
// own scratch space (os.MkdirTemp in the system's temporary directory, and
// files it writes or reads inside the directory it made). A path the
// model gives, and anything a call of another module does with the
// scratch files (rendering the diagram the model wrote), stay tool
// failures.

// ownFaults is the fact of a function of the module whose every non-nil
// error is the failure of a call on what the server alone owns, whatever
// its callers pass (diagram-as-code's doc.ListMarkdownFiles, a walk over
// an embed.FS).
type ownFaults struct{}

func (*ownFaults) AFact() {}

func (*ownFaults) String() string { return "ownFaults" }

// maxOwnDepth bounds how deep functions of the package are followed for
// the call whose failure they return.
const maxOwnDepth = 2

// frame binds the parameters of a function of the package followed from
// a call to that call's arguments, so that a path the caller gives as a
// constant is one (readPromptFile(TEMPLATE_FILE)).
type frame struct {
	call *ssa.Call
	up   *frame
}

// ownResourceFailed reports whether block b is the failure branch of a
// check of the error of a call on what the server alone owns.
func (c *checker) ownResourceFailed(d errDef) bool {
	r := failpath.ErrCheck(d.o.Block)
	return r != nil && r.Err != nil && carries(d.o.Value, r.Err) && c.ownError(r.Err, d.o.Block, nil, 0)
}

// carries reports whether returned error v is the checked error err, or
// errors.New or fmt.Errorf of text whose only error is err: the failure
// that branch was taken for, and no other call's.
func carries(v, err ssa.Value) bool {
	if v == err {
		return true
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	obj := flow.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || !(obj.Pkg().Path() == "fmt" && obj.Name() == "Errorf" || obj.Pkg().Path() == "errors" && obj.Name() == "New") {
		return false
	}
	args := flow.Args(call.Common())
	if obj.Name() == "Errorf" && len(args) == 2 {
		for _, a := range flow.VariadicValues(args[1]) {
			switch x := a.(type) {
			case *ssa.MakeInterface:
				a = x.X
			case *ssa.ChangeInterface:
				a = x.X
			}
			if typeinfo.IsErrorType(a.Type()) && a != err {
				return false
			}
			if _, ok := a.(*ssa.Call); ok && !typeinfo.IsErrorType(a.Type()) {
				return false // a value another call made, perhaps of its failure
			}
		}
	}
	return true
}

// ownError reports whether every non-nil definition of err reaching block
// at is the error result of a call on what the server owns.
func (c *checker) ownError(err ssa.Value, at *ssa.BasicBlock, fr *frame, depth int) bool {
	any := false
	for _, o := range flow.Origins(err, at) {
		if flow.IsNilConst(o.Value) {
			continue
		}
		call, _ := flow.CallOf(o.Value)
		if call == nil || !c.ownCall(call, fr, depth) {
			return false
		}
		any = true
	}
	return any
}

// ownCall reports whether call works only on what the server owns.
func (c *checker) ownCall(call *ssa.Call, fr *frame, depth int) bool {
	common := call.Common()
	args := flow.Args(common)
	callees := []*types.Func{}
	if obj := flow.StaticFunc(common); obj != nil {
		callees = append(callees, obj)
	} else if fns, ok := c.cls.StoredFuncs(common.Value); ok {
		callees = fns
	}
	if len(callees) == 0 {
		return false
	}
	for _, obj := range callees {
		if !c.ownCallee(call, obj, args, fr, depth) {
			return false
		}
	}
	return true
}

func (c *checker) ownCallee(call *ssa.Call, obj *types.Func, args []ssa.Value, fr *frame, depth int) bool {
	ref := sdkmodel.RefOf(obj)
	path, name := ref.Pkg, ref.Name
	if ref.Recv != "" {
		name = ref.Recv + "." + name
	}
	switch {
	case path == "os" && (name == "MkdirTemp" || name == "CreateTemp"):
		return c.inSystemTemp(args, fr)
	case path == "os" && scratchOps[name]:
		return len(args) > 0 && c.inScratch(args[0], fr, 0)
	case path == "embed" && (name == "FS.ReadFile" || name == "FS.ReadDir" || name == "FS.Open"):
		_, ok := c.constText(args[len(args)-1], fr)
		return ok
	case path == "io/fs" && len(args) >= 2 && errorigin.EmbedFS(args[0]):
		_, ok := c.constText(args[1], fr)
		return ok && (name != "WalkDir" || len(args) == 3 && errorigin.WalkPassesErrors(args[2]))
	}
	var f ownFaults
	if c.pass.ImportObjectFact(obj, &f) {
		return true
	}
	if c.res.SSA == nil || depth >= maxOwnDepth {
		return false
	}
	fn := c.res.SSA.Prog.FuncValue(obj)
	if fn == nil || fn.Pkg != c.res.SSA {
		return false
	}
	return c.ownFunc(fn, &frame{call: call, up: fr}, depth+1)
}

// scratchOps are the os functions that work on a file at the path they
// are given first.
var scratchOps = map[string]bool{
	"WriteFile": true, "ReadFile": true, "Create": true, "Open": true, "OpenFile": true,
	"Remove": true, "RemoveAll": true, "ReadDir": true, "Mkdir": true, "MkdirAll": true, "Stat": true,
}

// ownFunc reports whether fn, a function of the package, returns only
// nil or the failure of a call on what the server owns as its error.
func (c *checker) ownFunc(fn *ssa.Function, fr *frame, depth int) bool {
	if fn.Blocks == nil {
		return false
	}
	any := false
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for _, v := range ret.Results {
			if !typeinfo.IsErrorType(v.Type()) {
				continue
			}
			for _, o := range flow.Origins(v, b) {
				if flow.IsNilConst(o.Value) {
					continue
				}
				if c.ownError(o.Value, o.Block, fr, depth) {
					any = true
					continue
				}
				r := failpath.ErrCheck(o.Block)
				if r == nil || r.Err == nil || !c.ownError(r.Err, o.Block, fr, depth) {
					return false
				}
				any = true
			}
		}
	}
	return any
}

// inSystemTemp reports whether the arguments of os.MkdirTemp or
// os.CreateTemp name the system's temporary directory and a constant
// pattern: a directory or a pattern the model gives can fail for its own
// reasons ("pattern contains path separator").
func (c *checker) inSystemTemp(args []ssa.Value, fr *frame) bool {
	if len(args) != 2 {
		return false
	}
	dir, ok := c.constText(args[0], fr)
	if !ok || dir != "" {
		return false
	}
	_, ok = c.constText(args[1], fr)
	return ok
}

// constText returns the constant string v is, looking through the
// parameters of followed functions to their callers' arguments.
func (c *checker) constText(v ssa.Value, fr *frame) (string, bool) {
	for fr != nil {
		p, ok := v.(*ssa.Parameter)
		if !ok {
			break
		}
		if callee := fr.call.Call.StaticCallee(); callee == nil || (callee != p.Parent() && callee.Origin() != p.Parent()) {
			// A parameter of a closure the followed function made, not
			// of the function the frame's call calls.
			return "", false
		}
		i := flow.ParamIndex(p)
		args := flow.Args(fr.call.Common())
		if i < 0 || i >= len(args) {
			return "", false
		}
		v, fr = args[i], fr.up
	}
	return c.cls.ConstText(v)
}

// maxScratchSteps bounds the steps inScratch takes from a path back to
// the os.MkdirTemp that made its directory, each a filepath.Join or the
// load of a variable a closure also reads: filepath.Join(dir, name), dir
// such a variable, is two; four admits a path joined one directory at a
// time. Past it the path is not known to be the function's own, and its
// failure is not claimed as the server's fault.
const maxScratchSteps = 4

// inScratch reports whether path v is inside a directory the same
// function made with os.MkdirTemp in the system's temporary directory:
// the directory itself, or filepath.Join of it and constants.
func (c *checker) inScratch(v ssa.Value, fr *frame, depth int) bool {
	if depth > maxScratchSteps {
		return false
	}
	if cell, ok := v.(*ssa.UnOp); ok && cell.Op == token.MUL {
		// A variable a closure reads (defer os.RemoveAll(dir)).
		stored := onlyStore(cell.X)
		return stored != nil && c.inScratch(stored, fr, depth+1)
	}
	switch x := v.(type) {
	case *ssa.Extract:
		call, ok := x.Tuple.(*ssa.Call)
		if !ok || x.Index != 0 {
			return false // a comma-ok lookup, assertion or receive
		}
		obj := flow.StaticFunc(call.Common())
		if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "os" || obj.Name() != "MkdirTemp" {
			return false
		}
		return c.inSystemTemp(flow.Args(call.Common()), fr)
	case *ssa.Call:
		obj := flow.StaticFunc(x.Common())
		if obj == nil || obj.Pkg() == nil || (obj.Pkg().Path() != "path/filepath" && obj.Pkg().Path() != "path") || obj.Name() != "Join" {
			return false
		}
		elems := flow.VariadicValues(flow.Args(x.Common())[0])
		if len(elems) == 0 || !c.inScratch(elems[0], fr, depth+1) {
			return false
		}
		for _, e := range elems[1:] {
			if _, ok := c.constText(e, fr); !ok {
				return false
			}
		}
		return true
	}
	return false
}

// exportOwnFaults exports an ownFaults fact for each exported function of
// the package whose every error is the failure of a call on what the
// server owns, whatever its arguments.
func (c *checker) exportOwnFaults() {
	for _, fn := range c.cls.Funcs() {
		obj, _ := fn.Object().(*types.Func)
		if obj == nil || obj.Pkg() != c.pass.Pkg || fn.Parent() != nil || !obj.Exported() {
			continue
		}
		if c.ownFunc(fn, nil, 0) {
			c.pass.ExportObjectFact(obj, &ownFaults{})
		}
	}
}

// onlyStore returns the one value stored to local variable addr, when
// nothing else can change it: the function stores once, and the closures
// that capture it only read it.
func onlyStore(addr ssa.Value) ssa.Value {
	alloc, ok := addr.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return nil
	}
	var stored ssa.Value
	for _, r := range *alloc.Referrers() {
		switch x := r.(type) {
		case *ssa.Store:
			if x.Addr != alloc || stored != nil {
				return nil
			}
			stored = x.Val
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil
			}
		case *ssa.MakeClosure:
			fn, _ := x.Fn.(*ssa.Function)
			if fn == nil || !onlyRead(fn, x, alloc) {
				return nil
			}
		case *ssa.DebugRef:
		default:
			return nil
		}
	}
	return stored
}

// onlyRead reports whether closure fn, made by mc, only loads the free
// variables mc binds to alloc.
func onlyRead(fn *ssa.Function, mc *ssa.MakeClosure, alloc *ssa.Alloc) bool {
	for i, b := range mc.Bindings {
		if b != alloc || i >= len(fn.FreeVars) {
			continue
		}
		refs := fn.FreeVars[i].Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			if u, ok := r.(*ssa.UnOp); !ok || u.Op != token.MUL {
				if _, dbg := r.(*ssa.DebugRef); !dbg {
					return false
				}
			}
		}
	}
	return true
}
