package errorigin

import "reflect"

// maxRounds bounds warm's repetitions for recursive functions.
const maxRounds = 8

// warm classifies every result of every function of the package, in the
// order of funcs, before the pass returns the Classifier. The analyzers
// that use it run concurrently, in no fixed order: were results memoized
// as they asked, a recursive function's memoized result would depend on
// which function of the recursion was asked for first, and so would what
// they report.
//
// The first round gives a recursive call nothing (the least result); the
// results that saw one are then classified again, callees before their
// callers (the order the first round finished them), round after round,
// until none changes. Which sources a result has does not depend on the
// order (as long as there are few enough to keep them all); which one
// comes first (Origin.Via) does, and follows funcs: source order. If
// results still change after maxRounds rounds, every result that saw a
// recursion is marked Unknown: none of them can be trusted to be whole.
func (c *Classifier) warm() {
	c.warming = true
	defer func() { c.warming, c.finished = false, nil }()
	for _, fn := range c.funcs {
		if fn.Blocks == nil {
			continue
		}
		for i := 0; i < fn.Signature.Results().Len(); i++ {
			c.funcResult(fn, i)
		}
	}
	var again []funcKey
	for _, k := range c.finished {
		if c.provisional[k] {
			again = append(again, k)
		}
	}
	c.finished, c.provisional = nil, map[funcKey]bool{}
	for round := 1; len(again) > 0; round++ {
		changed := false
		for _, k := range again {
			if o := c.returnsOf(k.fn, k.idx); !reflect.DeepEqual(o, c.memo[k]) {
				c.memo[k] = o
				changed = true
			}
		}
		if !changed {
			return
		}
		if round == maxRounds {
			for _, k := range again {
				o := c.memo[k]
				o.Kind |= Unknown
				c.memo[k] = o
			}
			return
		}
	}
}
