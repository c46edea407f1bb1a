package handlers

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// A tool function of the project's own shape (an extra dependency
// parameter, its own arguments) behind a project adapter is a handler of
// the SDK kind the adapter's closure is registered as, with its own result
// positions:
// the closure calls a function parameter and returns that call's results
// as its own (see Relay). The relays are found for every candidate with a
// kind and feed the same fixpoint as registrations: a parameter that is
// relayed gets a summary (and a fact), and the functions passed for it
// become handlers.

// findRelays records, for every candidate with a kind, the parameters of
// this package's functions it relays.
func (d *discoverer) findRelays() {
	for _, fn := range d.res.Funcs {
		c := d.cands[fn]
		if c == nil {
			continue
		}
		spec, rel := c.flow, c.relay
		if spec == nil {
			spec = c.sig
		}
		if spec == nil || spec.Kind == sdkmodel.Adapted || spec.ErrorIndex < 0 {
			continue
		}
		kind := spec.Kind
		if rel != nil {
			kind = rel.Kind
		}
		for _, pr := range d.relaysOf(fn, spec) {
			// A parameter of an SDK handler's shape is a handler by its
			// own signature; what a wrapper does with its errors is
			// reported at the wrapper, once (protomisuse fromTypedArg).
			if sig, ok := pr.param.Type().Underlying().(*types.Signature); ok && d.anyShape(sig) {
				// Only the sink of its returned error changes: leak
				// names the channel the wrapper gives it (RawWrap).
				if base := d.m.Handler(kind); base != nil && base.ReturnsProtocolError(d.res.Pkgs) {
					d.rawWrapParam(pr.param, kind)
				}
				continue
			}
			pr.relay.Kind = kind
			d.relayParam(pr.param, pr.relay)
			if c.rawWrap != "" {
				// The relaying handler is itself run by a raw wrapper:
				// so are the tool functions it relays.
				d.rawWrapParam(pr.param, c.rawWrap)
			}
			for _, call := range pr.calls {
				d.res.relayed[call] = true
			}
		}
	}
}

type paramRelay struct {
	param *ssa.Parameter
	relay Relay
	calls []*ssa.Call
}

// relaysOf returns the parameters whose call's error fn returns as its
// own error (unconverted) at spec's ErrorIndex, with the positions of
// that call's results fn returns as its result and output.
func (d *discoverer) relaysOf(fn *ssa.Function, spec *sdkmodel.Handler) []paramRelay {
	var out []paramRelay
	find := func(p *ssa.Parameter) *paramRelay {
		for i := range out {
			if out[i].param == p {
				return &out[i]
			}
		}
		out = append(out, paramRelay{param: p, relay: Relay{ResultAt: -1, OutputAt: -1, ErrAt: -1}})
		return &out[len(out)-1]
	}
	// at returns the parameter whose call defines v, and the index of the
	// result v is.
	at := func(v ssa.Value) (*ssa.Parameter, *ssa.Call, int) {
		call, idx := flow.CallOf(v)
		if call == nil || call.Call.IsInvoke() {
			return nil, nil, -1
		}
		p := d.paramOf(call.Call.Value)
		if p == nil {
			return nil, nil, -1
		}
		return p, call, idx
	}
	for _, ret := range flow.Returns(fn) {
		if spec.ErrorIndex >= len(ret.Results) {
			continue
		}
		for _, o := range flow.Origins(ret.Results[spec.ErrorIndex], ret.Block()) {
			if flow.NilAt(o.Value, o.Block) == flow.IsNil {
				continue
			}
			if p, call, idx := at(o.Value); p != nil {
				pr := find(p)
				pr.relay.ErrAt = idx
				pr.calls = append(pr.calls, call)
			}
		}
	}
	for _, ret := range flow.Returns(fn) {
		for _, pos := range []struct {
			i   int
			dst *int
		}{{spec.ResultIndex, nil}, {spec.OutputIndex, nil}} {
			if pos.i < 0 || pos.i >= len(ret.Results) {
				continue
			}
			for _, o := range flow.Origins(ret.Results[pos.i], ret.Block()) {
				p, _, idx := at(o.Value)
				if p == nil {
					continue
				}
				for k := range out {
					if out[k].param != p {
						continue
					}
					if pos.i == spec.ResultIndex {
						out[k].relay.ResultAt = idx
					} else {
						out[k].relay.OutputAt = idx
					}
				}
			}
		}
	}
	var kept []paramRelay
	for _, pr := range out {
		if pr.relay.ErrAt >= 0 {
			kept = append(kept, pr)
		}
	}
	return kept
}

// paramOf returns the parameter of this package's function that v, a
// function value, is: the parameter itself, or a closure's free variable
// bound to it.
func (d *discoverer) paramOf(v ssa.Value) *ssa.Parameter {
	for depth := 0; depth < maxResolveDepth; depth++ {
		switch x := v.(type) {
		case *ssa.Parameter:
			if x.Parent() != nil && x.Parent().Pkg == d.res.SSA {
				return x
			}
			return nil
		case *ssa.FreeVar:
			bs := flow.Bindings(x)
			if len(bs) != 1 {
				return nil
			}
			v = bs[0]
		case *ssa.ChangeType:
			v = x.X
		case *ssa.UnOp:
			// A captured parameter lives in a cell the closure loads.
			st := d.stored(x.X)
			if x.Op != token.MUL || len(st) != 1 {
				return nil
			}
			v = st[0]
		default:
			return nil
		}
	}
	return nil
}

// rawWrapParam gives p's function a summary: p, a handler by its own
// signature, is called by a handler of kind that returns its error as
// its own, a protocol error.
func (d *discoverer) rawWrapParam(p *ssa.Parameter, kind sdkmodel.HandlerKind) {
	if u := d.summaryUse(p); u.RawWrap == "" {
		u.RawWrap = kind
		d.changed = true
	}
}

// relayParam gives p's function a summary: p is relayed as r.
func (d *discoverer) relayParam(p *ssa.Parameter, r Relay) {
	u := d.summaryUse(p)
	if u.Relay == nil && u.Kind == "" && !u.Converts {
		rc := r
		u.Relay = &rc
		d.changed = true
	}
}

// relaySpec is the behaviour of a function with signature sig whose
// results are relayed as r: the SDK row of r.Kind with r's positions. It
// is the row itself when the positions are the row's, and nil when sig
// has no error where r puts it.
func (d *discoverer) relaySpec(r Relay, sig *types.Signature) *sdkmodel.Handler {
	base := d.m.Handler(r.Kind)
	n := sig.Results().Len()
	if base == nil || r.ErrAt < 0 || r.ErrAt >= n || r.ResultAt >= n || r.OutputAt >= n || !typeinfo.IsErrorType(sig.Results().At(r.ErrAt).Type()) {
		return nil
	}
	if r.ResultAt == base.ResultIndex && r.OutputAt == base.OutputIndex && r.ErrAt == base.ErrorIndex && shapeMatches(base, sig) {
		return base
	}
	key := relayKey{r, types.TypeString(sig, nil)}
	if h := d.relaySpecs[key]; h != nil {
		return h
	}
	cp := *base
	cp.ResultIndex, cp.OutputIndex, cp.ErrorIndex = r.ResultAt, r.OutputAt, r.ErrAt
	if cp.ResultIndex >= 0 && base.Result.Name != "" && !base.Result.Match(sig.Results().At(cp.ResultIndex).Type()) {
		cp.ResultIndex = -1
	}
	d.relaySpecs[key] = &cp
	return &cp
}

type relayKey struct {
	r   Relay
	sig string
}
