package handlers_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

const recoversSrc = `package p

func work() {}

func swallow() { recover() }

func cleanup() {}

func closure() {
	defer func() { recover() }()
	work()
}

func named() {
	defer swallow()
	work()
}

// The deferred closure binds log: a MakeClosure, not a function.
func bound(log func(any)) {
	defer func() {
		if r := recover(); r != nil {
			log(r)
		}
	}()
	work()
}

// Logs the panic and panics again: nothing is recovered.
func repanics(log func(any)) {
	defer func() {
		if r := recover(); r != nil {
			log(r)
			panic(r)
		}
	}()
	work()
}

func noRecover() {
	defer cleanup()
	work()
}

// recover called, not deferred: it returns nil and stops nothing.
func notDeferred() {
	swallow()
	work()
}

// recover called by a function the deferred one calls, not by the
// deferred one itself: it returns nil (the Go spec), so nothing stops.
func nested() {
	defer func() { swallow() }()
	work()
}
`

// TestRecovers: a function recovers its panics when a function it defers
// calls recover itself and does not panic again.
func TestRecovers(t *testing.T) {
	pkg := ssatest.Build(t, recoversSrc)
	for _, tc := range []struct {
		fn   string
		want bool
	}{
		{"closure", true},
		{"named", true},
		{"bound", true},
		{"repanics", false},
		{"noRecover", false},
		{"notDeferred", false},
		{"nested", false},
	} {
		fn := pkg.Func(tc.fn)
		if fn == nil {
			t.Fatalf("no function %s", tc.fn)
		}
		if got := handlers.Recovers(fn); got != tc.want {
			t.Errorf("Recovers(%s) = %v, want %v", tc.fn, got, tc.want)
		}
	}
}

// TestFactories: a function whose every returned middleware recovers
// makes recovering middleware; one with a return the summaries cannot
// follow does not (handlers/factories).
func TestFactories(t *testing.T) {
	showSummaries = true
	defer func() { showSummaries = false }()
	analysistest.Run(t, testdata(t), show, "handlers/factories")
}
