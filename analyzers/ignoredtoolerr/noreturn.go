package ignoredtoolerr

import (
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
)

// dead reports whether control never leaves block b because it calls a
// function that does not return: "if res.IsError { log.Fatalf(...) }" is
// an early exit like return. Which functions do not return is ctrlflow's
// answer, fed into the SSA form by ssabuild, which ends such a block with
// a panic of its own.
//
// A Fatal method called through an interface (a logger interface) is
// taken not to return too: ctrlflow knows only static callees, and the
// loggers such an interface stands for (log.Logger, zap, logrus, klog)
// exit there. This is mcplint's heuristic, not a no-return fact.
func dead(b *ssa.BasicBlock) bool {
	if ssabuild.EndsInNoReturn(b) {
		return true
	}
	for _, instr := range b.Instrs {
		if call, ok := instr.(*ssa.Call); ok && call.Call.IsInvoke() && strings.HasPrefix(call.Call.Method.Name(), "Fatal") {
			return true
		}
	}
	return false
}
