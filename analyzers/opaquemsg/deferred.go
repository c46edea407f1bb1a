package opaquemsg

import "github.com/mcplint-go/mcplint/analyzers/internal/report"

// deferred holds this analyzer's diagnostics of an open handler, for the
// package that assembles its server (see report.Deferred).
type deferred struct {
	D report.Deferred
	K report.Keyed
}

func (*deferred) AFact() {}

func (d *deferred) Get() *report.Deferred { return &d.D }

func (d *deferred) GetKeyed() *report.Keyed { return &d.K }

func (d *deferred) String() string { return report.DeferredString(&d.D, &d.K) }

func newDeferred() report.DeferredFact { return new(deferred) }
