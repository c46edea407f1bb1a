package handlers

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// noteServer records a server of sdk constructed at call, unless in a
// test file: a test's server says nothing of the one the program runs.
func (d *discoverer) noteServer(sdk sdkmodel.SDK, call *ssa.Call) {
	if file := d.fileOf(call.Pos()); file == nil || srcfile.IsTest(d.pass.Fset, file) {
		return
	}
	if _, ok := d.res.Servers[sdk]; !ok {
		d.res.Servers[sdk] = call.Pos()
	}
}

// noteStdio records a stdio server row of an SDK called at call, unless
// in a test file.
func (d *discoverer) noteStdio(st *sdkmodel.StdioServer, call *ssa.Call) {
	if file := d.fileOf(call.Pos()); file == nil || srcfile.IsTest(d.pass.Fset, file) {
		return
	}
	if _, ok := d.res.Stdio[st.SDK]; !ok {
		d.res.Stdio[st.SDK] = st
	}
}

// noteValidation records an input schema validation option of sdk
// called at call, unless in a test file.
func (d *discoverer) noteValidation(sdk sdkmodel.SDK, call *ssa.Call) {
	if file := d.fileOf(call.Pos()); file == nil || srcfile.IsTest(d.pass.Fset, file) {
		return
	}
	if _, ok := d.res.Validated[sdk]; !ok {
		d.res.Validated[sdk] = call.Pos()
	}
}

// noteRecovery records the SDK's recovery option of sdk called at pos.
func (d *discoverer) noteRecovery(sdk sdkmodel.SDK, pos token.Pos) {
	if _, ok := d.res.Recovered[sdk]; !ok {
		d.res.Recovered[sdk] = pos
	}
	if _, ok := d.res.SDKRecovered[sdk]; !ok {
		d.res.SDKRecovered[sdk] = pos
	}
}

// scanInit looks at the package initializer, which res.Funcs leaves out,
// for servers and recovery options of package-level variables
// (var srv = server.NewMCPServer("x", "1", server.WithRecovery())).
func (d *discoverer) scanInit() {
	init := d.res.SSA.Func("init")
	if init == nil {
		return
	}
	for _, b := range init.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			obj := flow.StaticFunc(call.Common())
			if obj == nil {
				continue
			}
			if sc := d.m.ServerOf(obj); sc != nil {
				d.noteServer(sc.SDK, call)
			}
			if st := d.m.StdioServerOf(obj); st != nil {
				d.noteStdio(st, call)
			}
			if v := d.m.ValidationOf(obj); v != nil {
				d.noteValidation(v.SDK, call)
			}
			if r := d.m.RecoveryOf(obj); r != nil {
				if file := d.fileOf(call.Pos()); file != nil && !srcfile.IsTest(d.pass.Fset, file) {
					d.noteRecovery(r.SDK, call.Pos())
				}
			}
		}
	}
}

// maxHandlerConversions bounds the conversions between an open handler
// and the argument of the registration unrecoveredHere takes it straight
// to: a handler converted to the project's handler type and then to the
// SDK's is two. More is taken for a helper or wrapper in between, which
// might recover, and nothing is claimed. The walk forward from the first
// conversion and the walk back from the argument follow the same chain.
const maxHandlerConversions = 3

// unrecoveredHere reports whether an open handler of another package,
// obj, referred to at inst, runs here with nothing recovering its panics:
// this package builds a server of sdk, installs no recovery on it, and
// inst hands obj straight to an SDK registration (a helper or wrapper in
// between might recover; nothing is claimed then).
func (d *discoverer) unrecoveredHere(sdk sdkmodel.SDK, obj *types.Func, inst ssa.Instruction) bool {
	if _, ok := d.res.Servers[sdk]; !ok {
		return false
	}
	if _, ok := d.res.Recovered[sdk]; ok {
		return false
	}
	names := func(v ssa.Value) bool {
		for range maxHandlerConversions + 1 {
			switch x := v.(type) {
			case *ssa.Function:
				return x.Object() == obj
			case *ssa.MakeClosure:
				v = x.Fn
			case *ssa.ChangeType:
				v = x.X
			case *ssa.MakeInterface:
				v = x.X
			default:
				return false
			}
		}
		return false
	}
	registers := func(call *ssa.Call) bool {
		fn := flow.StaticFunc(call.Common())
		if fn == nil {
			return false
		}
		r := d.m.RegistrationOf(fn)
		args := flow.Args(call.Common())
		return r != nil && r.SDK == sdk && r.HandlerArg >= 0 && r.HandlerArg < len(args) && names(args[r.HandlerArg])
	}
	if call, ok := inst.(*ssa.Call); ok {
		return registers(call)
	}
	v, ok := inst.(ssa.Value)
	for depth := 0; ok && depth < maxHandlerConversions; depth++ {
		var next ssa.Value
		for _, ref := range flow.Refs(v) {
			switch ref := ref.(type) {
			case *ssa.Call:
				if registers(ref) {
					return true
				}
			case *ssa.ChangeType:
				next = ref
			case *ssa.MakeInterface:
				next = ref
			}
		}
		v, ok = next, next != nil
	}
	return false
}
