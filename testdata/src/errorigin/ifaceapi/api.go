// Package ifaceapi declares the module's interfaces and implements most of
// them: a call through one of them, here or in an importing package, has
// the origins of its implementations' methods.
package ifaceapi

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
)

// Client is the module's API client: one implementation, over net/http.
type Client interface {
	Get(ctx context.Context, id string) (string, error) // want Get:`^impls\(1 errors\(0:written 1:foreign\(http\.Client\.Get\)\)\)$`
	Raw(ctx context.Context, id string) ([]byte, error) // want Raw:`^impls\(1 errors\(0:written\|body 1:written\|foreign\(http\.Client\.Get\)\+p1\)\)$`
}

type httpClient struct {
	hc   *http.Client
	base string
}

// New returns the client.
func New() Client { return &httpClient{hc: http.DefaultClient} }

func (h *httpClient) Get(ctx context.Context, id string) (string, error) { // want Get:`^errors\(1:foreign\(http.Client.Get\)\)$`
	resp, err := h.hc.Get(h.base + id)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func (h *httpClient) Raw(ctx context.Context, id string) ([]byte, error) { // want Raw:`^errors\(0:written\|body 1:written\|foreign\(http.Client.Get\)\+p1\)$`
	resp, err := h.hc.Get(h.base + id)
	if err != nil {
		return nil, fmt.Errorf("getting %s: %w", id, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return b, nil
}

// Store has only implementations that write their own text, one with a
// value receiver, one with a pointer receiver.
type Store interface {
	Load(id string) error // want Load:`^impls\(2 errors\(0:written\+p0\)\)$`
}

type memStore struct{}

func (memStore) Load(id string) error { // want Load:`^errors\(0:written\+p0\)$`
	return errors.New("no item " + id)
}

type diskStore struct{ dir string }

func (d *diskStore) Load(id string) error { // want Load:`^errors\(0:written\+p0\)$`
	return fmt.Errorf("item %s is not in %s", id, d.dir)
}

// Fetcher has two implementations: one hands on os's text, one writes
// its own.
type Fetcher interface {
	Fetch(path string) error // want Fetch:`^impls\(2 errors\(0:written\|foreign\(os\.ReadFile\)\+p0\)\)$`
}

type fileFetcher struct{}

func (fileFetcher) Fetch(path string) error { // want Fetch:`^errors\(0:foreign\(os.ReadFile\)\)$`
	_, err := os.ReadFile(path)
	return err
}

type cachedFetcher struct{}

func (*cachedFetcher) Fetch(path string) error { // want Fetch:`^errors\(0:written\+p0\)$`
	return errors.New("not cached: " + path)
}

// Wrapper's implementation wraps the error it is given: a call binds it.
type Wrapper interface {
	Wrap(err error) error // want Wrap:`^impls\(1 errors\(0:written\+p0\)\)$`
}

type prefixer struct{}

func (prefixer) Wrap(err error) error { // want Wrap:`^errors\(0:written\+p0\)$`
	return fmt.Errorf("upstream: %w", err)
}

// ReadWriter embeds Reader; rw implements both.
type Reader interface {
	Read(id string) error // want Read:`^impls\(1 errors\(0:written\+p0\)\)$`
}

type ReadWriter interface {
	Reader
	Write(id string) error // want Write:`^impls\(1 errors\(0:foreign\(os\.Remove\)\)\)$`
}

type rw struct{}

func (rw) Read(id string) error { // want Read:`^errors\(0:written\+p0\)$`
	return errors.New("cannot read " + id)
}

func (rw) Write(id string) error { // want Write:`^errors\(0:foreign\(os.Remove\)\)$`
	return os.Remove(id)
}

// Syncer is implemented by a type that embeds *os.File: its Sync is
// os's.
type Syncer interface {
	Sync() error // want Sync:`^impls\(1 errors\(0:foreign\(os\.File\.Sync\)\)\)$`
}

type logFile struct{ *os.File }

// Pinger is implemented by pinger, and by a decorator that embeds the
// interface: what the decorator runs is not known.
type Pinger interface {
	Ping() error // want Ping:`^impls\(2 errors\(0:written\|unknown\)\)$`
}

type pinger struct{}

func (pinger) Ping() error { // want Ping:`^errors\(0:written\)$`
	return errors.New("no answer")
}

type loggingPinger struct{ Pinger }

// Getter is generic; intGetter implements Getter[int].
type Getter[T any] interface {
	Get(id string) (T, error)
}

type intGetter struct{}

func (intGetter) Get(id string) (int, error) { // want Get:`^errors\(1:foreign\(strconv.Atoi\)\)$`
	return strconv.Atoi(id)
}

// Lister is implemented by a generic type only: which instance runs is
// not known.
type Lister interface {
	List(dir string) ([]string, error) // want List:`^impls\(0\+generic errors\(\)\)$`
}

type pager[T any] struct{}

func (*pager[T]) List(dir string) ([]string, error) { // want List:`^errors\(1:foreign\(os.ReadDir\)\)$`
	_, err := os.ReadDir(dir)
	return nil, err
}

// Namer is implemented by a written type and by a generic one.
type Namer interface {
	Name(id string) (string, error) // want Name:`^impls\(1\+generic errors\(0:written 1:written\+p0\)\)$`
}

type fixedNamer struct{}

func (fixedNamer) Name(id string) (string, error) { // want Name:`^errors\(1:written\+p0\)$`
	return "", errors.New("no name for " + id)
}

type anyNamer[T any] struct{}

func (anyNamer[T]) Name(id string) (string, error) { return id, nil } // want Name:`^errors\(0:written\+p0\)$`

// Notifier is implemented outside this package, in a package that
// imports it: a package that imports only this one sees no
// implementation.
type Notifier interface {
	Notify(msg string) error
}

// Step has more implementations than the classifier follows.
type Step interface {
	Run() error // want Run:`^impls\(9 errors\(\)\)$`
}

type s1 struct{}
type s2 struct{}
type s3 struct{}
type s4 struct{}
type s5 struct{}
type s6 struct{}
type s7 struct{}
type s8 struct{}
type s9 struct{}

func (s1) Run() error { return os.Chdir("/1") } // want Run:`^errors\(0:foreign\(os.Chdir\)\)$`
func (s2) Run() error { return os.Chdir("/2") } // want Run:`^errors\(0:foreign\(os.Chdir\)\)$`
func (s3) Run() error { return os.Chdir("/3") } // want Run:`^errors\(0:foreign\(os.Chdir\)\)$`
func (s4) Run() error { return os.Chdir("/4") } // want Run:`^errors\(0:foreign\(os.Chdir\)\)$`
func (s5) Run() error { return os.Chdir("/5") } // want Run:`^errors\(0:foreign\(os.Chdir\)\)$`
func (s6) Run() error { return os.Chdir("/6") } // want Run:`^errors\(0:foreign\(os.Chdir\)\)$`
func (s7) Run() error { return os.Chdir("/7") } // want Run:`^errors\(0:foreign\(os.Chdir\)\)$`
func (s8) Run() error { return os.Chdir("/8") } // want Run:`^errors\(0:foreign\(os.Chdir\)\)$`
func (s9) Run() error { return os.Chdir("/9") } // want Run:`^errors\(0:foreign\(os.Chdir\)\)$`

// Service calls the client: its method's fact carries the client's
// origin to importers.
type Service struct{ c Client }

func (s *Service) Lookup(ctx context.Context, id string) error { // want Lookup:`^errors\(0:foreign\(http.Client.Get\)\)$`
	_, err := s.c.Get(ctx, id)
	return err
}

// Probe calls through Store, with a generated mock beside the real
// implementations, and through Fetcher, with a test fake beside them.
func Probe(s Store, f Fetcher) error { // want Probe:`^errors\(0:written\|foreign\(os.ReadFile\)\)$`
	if err := s.Load("x"); err != nil {
		return err
	}
	return f.Fetch("x")
}

// Labeled has fmt.Stringer's method set and ReadAgain Reader's: the
// methods are another package's or another interface's, which carry the
// facts (no fact is set twice, none on another package's object).
type Labeled fmt.Stringer

type ReadAgain Reader

func (rw) String() string { return "rw" }

// Sender is implemented by dispatcher, declared here, whose method is
// generated (dispatch_gen.go): an RPC stub, left out like a mock, so the
// interface has no implementation (and no ImplFact).
type Sender interface {
	Send(msg string) error
}

type dispatcher struct{ url string }
