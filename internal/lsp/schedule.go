package lsp

import (
	"context"
	"sync"
)

// scheduler runs the analyses of packages: one at a time per package,
// the newest request first (a newer save cancels a running analysis,
// whose result would be stale, and it runs again), and at most a few
// packages at once, since each analysis is a go vet run that takes every
// core it is given.
type scheduler struct {
	ctx    context.Context
	cancel context.CancelFunc
	run    func(ctx context.Context, key string)
	slots  chan struct{}

	mu     sync.Mutex
	pkgs   map[string]*pending // packages with an analysis waiting or running
	wg     sync.WaitGroup
	closed bool
}

type pending struct {
	again  bool               // a request came after the running analysis started
	cancel context.CancelFunc // cancels the running analysis
}

func newScheduler(ctx context.Context, parallel int, run func(context.Context, string)) *scheduler {
	ctx, cancel := context.WithCancel(ctx)
	return &scheduler{
		ctx:    ctx,
		cancel: cancel,
		run:    run,
		slots:  make(chan struct{}, max(parallel, 1)),
		pkgs:   map[string]*pending{},
	}
}

// request asks for an analysis of the package key, cancelling the one
// that runs.
func (s *scheduler) request(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	if p, ok := s.pkgs[key]; ok {
		p.again = true
		if p.cancel != nil {
			p.cancel()
		}
		return
	}
	p := &pending{again: true}
	s.pkgs[key] = p
	s.wg.Add(1)
	go s.loop(key, p)
}

// loop analyses key until no request is left for it; the package's
// entry goes with its last analysis, so that the map holds only packages
// at work.
func (s *scheduler) loop(key string, p *pending) {
	defer s.wg.Done()
	for {
		s.mu.Lock()
		if !p.again || s.closed {
			delete(s.pkgs, key)
			s.mu.Unlock()
			return
		}
		p.again = false
		ctx, cancel := context.WithCancel(s.ctx)
		p.cancel = cancel
		s.mu.Unlock()

		select {
		case s.slots <- struct{}{}:
			s.run(ctx, key)
			<-s.slots
		case <-ctx.Done():
		}
		cancel()
		s.mu.Lock()
		p.cancel = nil
		s.mu.Unlock()
	}
}

// close cancels every analysis and waits for them to end.
func (s *scheduler) close() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.cancel()
	s.wg.Wait()
}
