// Package errgroup is a test stub of golang.org/x/sync/errgroup.
package errgroup

import "sync"

// Group runs functions and keeps the first error.
type Group struct {
	wg   sync.WaitGroup
	once sync.Once
	err  error
}

// Go runs f in a goroutine.
func (g *Group) Go(f func() error) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		if err := f(); err != nil {
			g.once.Do(func() { g.err = err })
		}
	}()
}

// Wait waits for every function and returns the first error.
func (g *Group) Wait() error {
	g.wg.Wait()
	return g.err
}
