package origins

import (
	"errors"
	"os"

	"golang.org/x/sync/errgroup"
	"golang.org/x/sync/singleflight"
	deplib "othermod.example/dep/lib"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// The error a relay hands on: a function value's, of unknown origin, or
// the argument's.
func relayRows(path string) {
	_, err := os.ReadFile(path)
	errSink(client.IgnoreNotFound(err))      // want `^foreign\(os\.ReadFile\) \[os\.ReadFile\]$`
	errSink(client.IgnoreAlreadyExists(err)) // want `^foreign\(os\.ReadFile\) \[os\.ReadFile\]$`
	var g errgroup.Group
	g.Go(func() error { return errors.New("busy") })
	errSink(g.Wait()) // want `^unknown \[\]$`
	var sf singleflight.Group
	_, err, _ = sf.Do("k", func() (interface{}, error) { return nil, errors.New("busy") })
	errSink(err) // want `^unknown \[\]$`
}

// A sentinel another module wrote is foreign here.
func foreignSentinel() {
	errSink(deplib.ErrUnavailable) // want `^foreign\(lib\.ErrUnavailable\) \[lib\.ErrUnavailable\]$`
}
