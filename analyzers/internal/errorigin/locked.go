package errorigin

import "golang.org/x/tools/go/ssa"

// The exported methods of Classifier lock it and call their unexported
// counterparts, which the classification calls among themselves.

// Error classifies the text of error value v.
func (c *Classifier) Error(v ssa.Value) Origin {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.errorOf(v)
}

// Text classifies a string value: Foreign when it carries the text of a
// foreign error (err.Error(), a formatted foreign error), Written when it
// is built by the module from constants and values that are not error
// text. A string parameter counts as written: it is an argument, a name or
// an input far more often than an error's text passed down.
func (c *Classifier) Text(v ssa.Value) Origin {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.textOf(v)
}

// Value classifies a value formatted into a text with verb (see valueOf).
func (c *Classifier) Value(v ssa.Value, verb string) Origin {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.valueOf(v, verb)
}

// Bind returns o, the origin of a value of the function call calls, with
// that function's parameters replaced by the classification of the
// call's arguments: what the caller puts into a text made in its callee.
func (c *Classifier) Bind(o Origin, call *ssa.Call) Origin {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.bindCall(o, call)
}

// Result classifies result idx of fn, a function of this package, from
// its return statements, with its parameter flows unbound: what the
// function itself puts into that result, and which parameters reach it.
func (c *Classifier) Result(fn *ssa.Function, idx int) Origin {
	c.mu.Lock()
	defer c.mu.Unlock()
	if fn == nil || fn.Blocks == nil || calleePkg(fn) != c.ssa {
		return Origin{Kind: Unknown}
	}
	return c.funcResult(fn, idx)
}
