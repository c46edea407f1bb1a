package ignoredtoolerr

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// siteKind is what an instruction does with a tool result.
type siteKind int

const (
	// readSite reads the result's content, directly or through a helper
	// whose fact says it reads it unchecked.
	readSite siteKind = iota
	// testSite looks at IsError, directly or through a helper.
	testSite
	// useSite passes the whole result on (returns, stores, converts it
	// to an interface, or gives it to a function whose use is unknown),
	// flag included.
	useSite
)

// site is one instruction that reads, tests or passes on a result.
type site struct {
	kind  siteKind
	instr ssa.Instruction
	// pos is the position of the selector's field name for field
	// accesses, of the call for helpers.
	pos token.Pos
	// field is the field read or tested, for direct accesses.
	field string
	// callee is the helper called, for reads and tests through one.
	callee *types.Func
	// value is the bool (or helper result) a test produces.
	value ssa.Value
	// forwarded: a direct test whose value goes elsewhere than into a
	// branch condition (stored, passed, returned), so the flag travels
	// with whatever is built beside it.
	forwarded bool
	// printed: a print of the whole result, which shows IsError to a
	// reader of the output; it covers only the reads it dominates, and
	// makes no helper a check.
	printed bool
	// index is the result index of a use by a return.
	index int
}

// root is one tool result a function handles: the result of a client
// call or of a helper returning one unchecked, or a parameter.
type root struct {
	value ssa.Value
	// param is the declared index of a parameter root, or -1.
	param int
	// def is the block that defines the value; a path that comes back
	// to it sees another result.
	def   *ssa.BasicBlock
	call  ssa.CallInstruction
	rt    *sdkmodel.ResultType
	sites []*site
}

// fnInfo holds what one function does with tool results.
type fnInfo struct {
	c     *checker
	fn    *ssa.Function
	roots map[ssa.Value]*root
	order []*root
	// tests maps a test's value to the roots it tests.
	tests map[ssa.Value][]*root
}

func (c *checker) collect(fn *ssa.Function) *fnInfo {
	fi := &fnInfo{c: c, fn: fn, roots: map[ssa.Value]*root{}, tests: map[ssa.Value][]*root{}}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			fi.visit(instr)
		}
	}
	return fi
}

func (fi *fnInfo) visit(instr ssa.Instruction) {
	c := fi.c
	switch in := instr.(type) {
	case *ssa.FieldAddr:
		if rt := c.resultPtr(in.X.Type()); rt != nil {
			fi.field(in, in.X, rt, fieldName(in.X.Type(), in.Field))
		}
	case *ssa.Field:
		load, ok := in.X.(*ssa.UnOp)
		if !ok || load.Op != token.MUL {
			return
		}
		if rt := c.resultPtr(load.X.Type()); rt != nil {
			fi.field(in, load.X, rt, fieldName(load.X.Type(), in.Field))
		}
	case ssa.CallInstruction:
		fi.call(in)
	case *ssa.Return:
		for i, v := range in.Results {
			fi.use(in, v, i)
		}
	case *ssa.Store:
		if _, local := in.Addr.(*ssa.Alloc); !local {
			fi.use(in, in.Val, -1)
		}
	case *ssa.MakeInterface:
		fi.use(in, in.X, -1)
	case *ssa.Send:
		fi.use(in, in.X, -1)
	case *ssa.MapUpdate:
		fi.use(in, in.Value, -1)
	}
}

// field records a direct access of a result field.
func (fi *fnInfo) field(instr ssa.Instruction, base ssa.Value, rt *sdkmodel.ResultType, name string) {
	switch {
	case name == "":
	case name == rt.ContentField || name == rt.StructField || name == rt.RawStructField:
		if !contentUsed(instr) {
			return
		}
		for _, r := range fi.rootsOf(base, instr.Block()) {
			r.sites = append(r.sites, &site{kind: readSite, instr: instr, pos: instr.Pos(), field: name})
		}
	case name == rt.IsErrorField:
		var vals []ssa.Value
		if f, ok := instr.(*ssa.Field); ok {
			vals = append(vals, f)
		} else {
			for _, ref := range flow.Refs(instr.(ssa.Value)) {
				if u, ok := ref.(*ssa.UnOp); ok && u.Op == token.MUL {
					vals = append(vals, u)
				}
			}
		}
		roots := fi.rootsOf(base, instr.Block())
		for _, v := range vals {
			fwd := forwarded(v, map[ssa.Value]bool{})
			for _, r := range roots {
				r.sites = append(r.sites, &site{kind: testSite, instr: v.(ssa.Instruction), pos: instr.Pos(), field: name, value: v, forwarded: fwd})
			}
			fi.tests[v] = append(fi.tests[v], roots...)
		}
	}
}

// call records results passed to a function: a read or a test when the
// callee's fact says so, else a use.
func (fi *fnInfo) call(in ssa.CallInstruction) {
	common := in.Common()
	fact := fi.c.factOf(common)
	callee := flow.StaticFunc(common)
	fi.printed(in, callee)
	for i, a := range flow.Args(common) {
		if fi.c.resultPtr(a.Type()) == nil {
			continue
		}
		roots := fi.rootsOf(a, in.Block())
		for _, r := range roots {
			switch {
			case fact.reads(i):
				r.sites = append(r.sites, &site{kind: readSite, instr: in, pos: in.Pos(), callee: callee, index: i})
			case !fact.checks(i):
				r.sites = append(r.sites, &site{kind: useSite, instr: in, pos: in.Pos(), callee: callee, index: i})
			}
			if fact.checks(i) {
				var v ssa.Value
				if call, ok := in.(*ssa.Call); ok {
					v = call
				}
				r.sites = append(r.sites, &site{kind: testSite, instr: in, pos: in.Pos(), callee: callee, value: v, index: i})
			}
		}
		if call, ok := in.(*ssa.Call); ok && fact.checks(i) {
			fi.tests[call] = append(fi.tests[call], roots...)
		}
	}
}

// use records v passed on whole by instr, if v is a result.
func (fi *fnInfo) use(instr ssa.Instruction, v ssa.Value, index int) {
	if fi.c.resultPtr(v.Type()) == nil {
		return
	}
	for _, r := range fi.rootsOf(v, instr.Block()) {
		r.sites = append(r.sites, &site{kind: useSite, instr: instr, pos: instr.Pos(), index: index})
	}
}

// rootsOf returns the tool results v can be at a use in block at.
func (fi *fnInfo) rootsOf(v ssa.Value, at *ssa.BasicBlock) []*root {
	return fi.rootsVia(v, at, map[*ssa.Alloc]bool{})
}

// rootsVia is rootsOf, with the local copies already looked through.
func (fi *fnInfo) rootsVia(v ssa.Value, at *ssa.BasicBlock, copies map[*ssa.Alloc]bool) []*root {
	var out []*root
	for _, o := range flow.Origins(v, at) {
		if r := fi.rootFor(o.Value); r != nil {
			out = append(out, r)
			continue
		}
		// A local copy of the result (v := *res) is read through its
		// address: its content is the copied result's.
		if alloc, ok := o.Value.(*ssa.Alloc); ok && !copies[alloc] {
			copies[alloc] = true
			for _, st := range flow.StoresTo(alloc, nil) {
				if load, ok := st.Val.(*ssa.UnOp); ok && load.Op == token.MUL {
					out = append(out, fi.rootsVia(load.X, st.Block(), copies)...)
				}
			}
		}
	}
	return out
}

func (fi *fnInfo) rootFor(v ssa.Value) *root {
	if r, ok := fi.roots[v]; ok {
		return r
	}
	var r *root
	if rt := fi.c.resultPtr(v.Type()); rt != nil {
		switch x := v.(type) {
		case *ssa.Parameter:
			if i := paramIndex(fi.fn, x); i >= 0 && len(fi.fn.Blocks) > 0 {
				r = &root{value: v, param: i, def: fi.fn.Blocks[0], rt: rt}
			}
		default:
			if call, idx := flow.CallOf(v); call != nil && fi.c.returnsResult(call.Common(), idx) {
				r = &root{value: v, param: -1, def: call.Block(), call: call, rt: rt}
			}
		}
	}
	fi.roots[v] = r
	if r != nil {
		fi.order = append(fi.order, r)
	}
	return r
}

// paramIndex returns p's declared index, the receiver not counted, or -1
// for the receiver.
func paramIndex(fn *ssa.Function, p *ssa.Parameter) int {
	off := 0
	if fn.Signature.Recv() != nil {
		off = 1
	}
	for i, q := range fn.Params {
		if q == p {
			return i - off
		}
	}
	return -1
}

// contentUsed reports whether a content field access is a real read:
// its value is used for more than len, cap or a nil comparison, or its
// address escapes.
func contentUsed(instr ssa.Instruction) bool {
	if f, ok := instr.(*ssa.Field); ok {
		return !trivialUses(f)
	}
	fa := instr.(*ssa.FieldAddr)
	for _, ref := range flow.Refs(fa) {
		switch r := ref.(type) {
		case *ssa.UnOp:
			if r.Op == token.MUL && !trivialUses(r) {
				return true
			}
		case *ssa.Store:
			if r.Addr != fa {
				return true
			}
		case *ssa.DebugRef:
		default:
			return true
		}
	}
	return false
}

// trivialUses reports whether every use of v is len, cap or a comparison
// with nil.
func trivialUses(v ssa.Value) bool {
	for _, ref := range flow.Refs(v) {
		switch r := ref.(type) {
		case *ssa.Call:
			b, ok := r.Call.Value.(*ssa.Builtin)
			if !ok || (b.Name() != "len" && b.Name() != "cap") {
				return false
			}
		case *ssa.BinOp:
			if (r.Op != token.EQL && r.Op != token.NEQ) || !(flow.IsNilConst(r.X) || flow.IsNilConst(r.Y)) {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// forwarded reports whether a test's value goes anywhere but into branch
// conditions, through negations, comparisons and φ-nodes.
func forwarded(v ssa.Value, seen map[ssa.Value]bool) bool {
	if seen[v] {
		return false
	}
	seen[v] = true
	for _, ref := range flow.Refs(v) {
		switch r := ref.(type) {
		case *ssa.If, *ssa.DebugRef:
		case *ssa.UnOp:
			if r.Op != token.NOT || forwarded(r, seen) {
				return true
			}
		case *ssa.BinOp:
			if forwarded(r, seen) {
				return true
			}
		case *ssa.Phi:
			if forwarded(r, seen) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// fieldName returns the name of field i of the struct ptr points to.
func fieldName(ptr types.Type, i int) string {
	p, ok := types.Unalias(ptr).Underlying().(*types.Pointer)
	if !ok {
		return ""
	}
	s, ok := p.Elem().Underlying().(*types.Struct)
	if !ok || i >= s.NumFields() {
		return ""
	}
	return s.Field(i).Name()
}

// printed records results formatted whole by a print or log call (isLogFunc)
// (log.Printf("result: %+v", res)) as tests: the printed struct shows
// IsError beside the content, so what follows does not take a failure
// for success unseen (mcp-go's examples/sampling_client).
func (fi *fnInfo) printed(in ssa.CallInstruction, callee *types.Func) {
	if callee == nil || !isLogFunc(callee) {
		return // Sprint's text may be dropped, Errorf's is an error's
	}
	name := callee.Name()
	args := flow.Args(in.Common())
	if len(args) == 0 {
		return
	}
	if strings.HasSuffix(name, "f") {
		// Only verbs that print the struct's fields show the flag (not
		// %T or %p).
		if len(args) < 2 {
			return
		}
		format, ok := args[len(args)-2].(*ssa.Const)
		if !ok || format.Value == nil || format.Value.Kind() != constant.String {
			return
		}
		f := constant.StringVal(format.Value)
		if !strings.Contains(f, "%v") && !strings.Contains(f, "%+v") && !strings.Contains(f, "%#v") {
			return
		}
	}
	for _, v := range flow.VariadicValues(args[len(args)-1]) {
		x := flow.Concrete(v)
		if fi.c.resultPtr(x.Type()) == nil {
			continue
		}
		for _, r := range fi.rootsOf(x, in.Block()) {
			r.sites = append(r.sites, &site{kind: testSite, instr: in, pos: in.Pos(), callee: callee, printed: true})
		}
	}
}
