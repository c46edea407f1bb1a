// Package ifacedirect imports the interface's package and a package that
// implements it: the implementations in sight are the exported ones of the
// packages imported directly, whichever driver runs the analyzers.
package ifacedirect

import (
	"errorigin/ifaceapi"
	_ "errorigin/ifaceimpl"
)

func errSink(err error) {}

func notify(n ifaceapi.Notifier, s ifaceapi.Store) {
	// ifaceimpl.FileNotifier only; its unexported stderrNotifier is not
	// in sight.
	errSink(n.Notify("hi")) // want `^foreign\(os.WriteFile\) \[os.WriteFile\]$`
	// Store's implementations are unexported types of ifaceapi: its
	// ImplFact brings them.
	errSink(s.Load("x")) // want `^written \[\]$`
}
