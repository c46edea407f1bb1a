package ignoredtoolerr

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// dead reports whether control never leaves block b because it calls a
// function that does not return: SSA does not know that log.Fatal exits,
// and "if res.IsError { log.Fatalf(...) }" is an early exit like return.
func dead(b *ssa.BasicBlock) bool {
	for _, instr := range b.Instrs {
		if call, ok := instr.(*ssa.Call); ok {
			if obj := flow.StaticFunc(call.Common()); obj != nil && noReturn(obj) {
				return true
			}
		}
	}
	return false
}

// noReturn reports whether obj never returns: os.Exit, runtime.Goexit,
// the Fatal and Panic functions of log, the Fatal, FailNow and Skip
// methods of testing, and any logger's Fatal methods (zap, logrus, klog
// exit there too).
func noReturn(obj *types.Func) bool {
	if obj.Pkg() == nil {
		return false
	}
	n := obj.Name()
	switch obj.Pkg().Path() {
	case "os":
		return n == "Exit"
	case "runtime":
		return n == "Goexit"
	case "log":
		return strings.HasPrefix(n, "Fatal") || strings.HasPrefix(n, "Panic")
	case "testing":
		return strings.HasPrefix(n, "Fatal") || n == "FailNow" || strings.HasPrefix(n, "Skip")
	}
	return strings.HasPrefix(n, "Fatal")
}
