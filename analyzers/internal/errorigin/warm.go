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
// results that saw one are then classified again, round after round,
// until none changes: the least fixpoint, whichever function comes first.
// A result still changing after maxRounds rounds is marked Unknown.
func (c *Classifier) warm() {
	var keys []funcKey
	for _, fn := range c.funcs {
		if fn.Blocks == nil {
			continue
		}
		for i := 0; i < fn.Signature.Results().Len(); i++ {
			keys = append(keys, funcKey{fn, i})
		}
	}
	c.warming = true
	defer func() { c.warming = false }()
	for _, k := range keys {
		c.funcResult(k.fn, k.idx)
	}
	var again []funcKey
	for _, k := range keys {
		if c.provisional[k] {
			again = append(again, k)
		}
	}
	for round := 1; round <= maxRounds && len(again) > 0; round++ {
		var changed []funcKey
		for _, k := range again {
			if o := c.returnsOf(k.fn, k.idx); !reflect.DeepEqual(o, c.memo[k]) {
				c.memo[k] = o
				changed = append(changed, k)
			}
		}
		if len(changed) == 0 {
			break
		}
		if round == maxRounds {
			for _, k := range changed {
				o := c.memo[k]
				o.Kind |= Unknown
				c.memo[k] = o
			}
		}
	}
	c.provisional = map[funcKey]bool{}
}
