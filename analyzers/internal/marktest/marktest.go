// Package marktest helps the tests of the shared passes: their testdata
// packages mark the values or blocks to judge with calls of a marker
// function (show(err), mark()), and the test analyzer reports on each.
package marktest

import (
	"path/filepath"
	"runtime"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// Calls returns the calls in funcs of functions named name, in order.
func Calls(funcs []*ssa.Function, name string) []*ssa.Call {
	var out []*ssa.Call
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				if obj := flow.StaticFunc(call.Common()); obj != nil && obj.Name() == name {
					out = append(out, call)
				}
			}
		}
	}
	return out
}

// Testdata returns the absolute path of the repository's testdata
// directory, for analysistest.
func Testdata(t testing.TB) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("marktest: no caller information")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata")
}
