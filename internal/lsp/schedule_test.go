package lsp

import (
	"context"
	"sync"
	"testing"
	"time"
)

// TestScheduler: a newer request cancels the running analysis of its
// package and runs again; a package never has two analyses at once;
// packages run side by side up to the bound; close stops everything.
func TestScheduler(t *testing.T) {
	var mu sync.Mutex
	running := map[string]int{}
	total, most := 0, 0
	var runs []string // "key" for a finished analysis, "key!" for a cancelled one
	release := make(chan struct{})
	record := func(s string) {
		mu.Lock()
		defer mu.Unlock()
		runs = append(runs, s)
	}
	run := func(ctx context.Context, key string) {
		mu.Lock()
		running[key]++
		total++
		if running[key] > 1 {
			t.Errorf("%s: two analyses at once", key)
		}
		most = max(most, total)
		mu.Unlock()
		select {
		case <-release:
			record(key)
		case <-ctx.Done():
			record(key + "!")
		}
		mu.Lock()
		running[key]--
		total--
		mu.Unlock()
	}
	s := newScheduler(context.Background(), 2, run)
	waitFor := func(cond func() bool) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(time.Millisecond) {
			mu.Lock()
			ok := cond()
			mu.Unlock()
			if ok {
				return
			}
			if time.Now().After(deadline) {
				t.Fatal("timed out")
			}
		}
	}

	s.request("a")
	waitFor(func() bool { return running["a"] == 1 })
	s.request("a") // cancels the first, which runs again
	waitFor(func() bool { return len(runs) == 1 && running["a"] == 1 })
	s.request("b")
	waitFor(func() bool { return running["b"] == 1 })
	s.request("c") // waits: two run already
	s.request("c") // folds into the one waiting
	time.Sleep(50 * time.Millisecond)
	mu.Lock()
	if running["c"] != 0 {
		t.Error("a third package ran beside two")
	}
	mu.Unlock()
	release <- struct{}{}
	release <- struct{}{}
	waitFor(func() bool { return running["c"] == 1 })
	release <- struct{}{}
	waitFor(func() bool { return len(runs) == 4 })
	s.request("d")
	waitFor(func() bool { return running["d"] == 1 })
	s.close()
	s.request("e") // after close: nothing runs
	mu.Lock()
	defer mu.Unlock()
	if runs[0] != "a!" || count(runs, "c") != 1 || runs[len(runs)-1] != "d!" || most != 2 || len(runs) != 5 || len(s.pkgs) != 0 {
		t.Errorf("runs %v, at most %d at once, %d packages left", runs, most, len(s.pkgs))
	}
}

func count(ss []string, s string) int {
	n := 0
	for _, x := range ss {
		if x == s {
			n++
		}
	}
	return n
}
