package handlers

import (
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
			if r := d.m.RecoveryOf(obj); r != nil {
				if file := d.fileOf(call.Pos()); file != nil && !srcfile.IsTest(d.pass.Fset, file) {
					if _, ok := d.res.Recovered[r.SDK]; !ok {
						d.res.Recovered[r.SDK] = call.Pos()
					}
				}
			}
		}
	}
}
