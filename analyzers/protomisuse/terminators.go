package protomisuse

import (
	"go/types"
	"strings"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// terminator reports whether a call of obj ends the process or unwinds
// the goroutine, with a name for messages. Which functions do not return
// is ctrlflow's answer (ssabuild.SSA.NoReturn); what protomisuse adds is
// not a no-return fact:
//
//   - Functions of the module being checked are left out: a helper of
//     this package is reported one call away, naming it and what it calls
//     (callsTerminator), and for one of another package of the module
//     mcplint cannot tell a panic from an exit by its name.
//   - unwinds tells a panic or runtime.Goexit, which an SDK's or a
//     deferred recovery may catch, from an exit of the process.
func (c *checker) terminator(obj *types.Func) (name string, unwinds, ok bool) {
	if obj == nil || obj.Pkg() == nil || errorigin.InModule(obj.Pkg().Path(), c.cls.Module()) || !c.ssa.NoReturn(obj) {
		return "", false, false
	}
	return sdkmodel.Label(obj), unwindsGoroutine(obj), true
}

// unwindsGoroutine reports whether no-return function obj unwinds the
// goroutine rather than ending the process: the Panic functions and
// methods of log and of the logging packages (zap, logrus), which panic,
// runtime.Goexit, and the no-return methods of testing (FailNow, Fatal,
// Skip), which call it. The others (os.Exit, log.Fatal, a logger's Fatal
// or Exit) end the process.
func unwindsGoroutine(obj *types.Func) bool {
	switch obj.Pkg().Path() {
	case "runtime":
		return obj.Name() == "Goexit"
	case "testing":
		return true
	}
	return strings.HasPrefix(obj.Name(), "Panic")
}
