package errorigin

import "golang.org/x/tools/go/ssa"

// relays are foreign functions whose error is not their own: they hand on
// an error they were given. The error of a function value they ran (an
// errgroup's goroutines, a singleflight call) has an origin the analysis
// cannot see; an error they filter (controller-runtime's IgnoreNotFound
// returns its argument or nil) has its argument's origin.
var relays = map[string]relay{
	"golang.org/x/sync/errgroup.Group.Wait":                         {arg: -1},
	"golang.org/x/sync/singleflight.Group.Do":                       {arg: -1},
	"sigs.k8s.io/controller-runtime/pkg/client.IgnoreNotFound":      {arg: 0},
	"sigs.k8s.io/controller-runtime/pkg/client.IgnoreAlreadyExists": {arg: 0},
}

// relay says which argument's origin a relay's error has; -1 for a
// function value's error, whose origin is unknown.
type relay struct{ arg int }

// relayed returns the origin of the error a relay call hands on, and
// whether path.name is a relay.
func (c *Classifier) relayed(path, name string, args []ssa.Value) (Origin, bool) {
	r, ok := relays[path+"."+name]
	if !ok {
		return Origin{}, false
	}
	if r.arg < 0 || r.arg >= len(args) {
		return Origin{Kind: Unknown}, true
	}
	return c.errorOf(args[r.arg]), true
}
