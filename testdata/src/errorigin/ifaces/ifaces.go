// Package ifaces calls through interfaces of the module: a call has the
// union of the origins of the implementations in sight (this package and
// the module's packages it imports), as static calls of each would.
package ifaces

import (
	"context"
	"errors"
	"os"

	"github.com/example/apiclient"

	"errorigin/ifaceapi"
)

func errSink(err error) {}
func textSink(s string) {}

// Deleter is implemented in this package only.
type Deleter interface {
	Delete(path string) error
}

type osDeleter struct{}

func (osDeleter) Delete(path string) error { return os.Remove(path) }

// Labeler has an implementation here that writes its text, and a fake in
// a test file that does not count.
type Labeler interface {
	Label(id string) error
}

type fixedLabeler struct{}

func (*fixedLabeler) Label(id string) error { return errors.New("no label for " + id) }

// Builds is the module's interface over apiclient's client (a facade),
// and a type of the module implements it too: the client's errors come
// first.
type Builds interface {
	GetBuild(ctx context.Context, id string) (*apiclient.Build, error)
}

type cachedBuilds struct{}

func (cachedBuilds) GetBuild(ctx context.Context, id string) (*apiclient.Build, error) {
	return nil, errors.New("build " + id + " is not cached")
}

func facade(ctx context.Context, b Builds) {
	_, err := b.GetBuild(ctx, "1")
	errSink(err) // want `^foreign\(ifaces.Builds.GetBuild \(implemented by apiclient.Client\)\) \[ifaces.Builds.GetBuild \(implemented by apiclient.Client\)\]$`
}

func calls(ctx context.Context, d Deleter, l Labeler, c ifaceapi.Client, s ifaceapi.Store, f ifaceapi.Fetcher, w ifaceapi.Wrapper) {
	errSink(d.Delete("x")) // want `^foreign\(os.Remove\) \[os.Remove\]$`
	errSink(l.Label("x"))  // want `^written \[\]$`
	_, err := c.Get(ctx, "1")
	errSink(err) // want `^foreign\(http.Client.Get\) \[http.Client.Get\]$`
	body, err := c.Raw(ctx, "1")
	textSink(string(body)) // want `^written\|body \[an HTTP body read with io.ReadAll\]$`
	errSink(err)           // want `^written\|foreign\(http.Client.Get\) \[http.Client.Get\]$`
	errSink(s.Load("1"))   // want `^written \[\]$`
	errSink(f.Fetch("p"))  // want `^written\|foreign\(os.ReadFile\) \[os.ReadFile\]$`
	_, err = os.Open("x")
	errSink(w.Wrap(err))               // want `^written\|foreign\(os.Open\) \[os.Open\]$`
	errSink(w.Wrap(errors.New("bad"))) // want `^written \[\]$`
	svc := &ifaceapi.Service{}
	errSink(svc.Lookup(ctx, "1")) // want `^foreign\(http.Client.Get\) \[http.Client.Get\]$`
}

func shapes(rw ifaceapi.ReadWriter, r ifaceapi.Reader, sy ifaceapi.Syncer, p ifaceapi.Pinger, g ifaceapi.Getter[int], ls ifaceapi.Lister, nm ifaceapi.Namer) {
	errSink(rw.Read("x"))  // want `^written \[\]$`
	errSink(rw.Write("x")) // want `^foreign\(os.Remove\) \[os.Remove\]$`
	errSink(r.Read("x"))   // want `^written \[\]$`
	errSink(sy.Sync())     // want `^foreign\(os.File.Sync\) \[os.File.Sync\]$`
	errSink(p.Ping())      // want `^written\|unknown \[\]$`
	// Getter is generic and intGetter unexported: the interface's package
	// lists no implementations of a generic interface, and importers see
	// only exported types of the packages they import.
	_, err := g.Get("1")
	errSink(err) // want `^unknown \[\]$`
	_, err = ls.List("d")
	errSink(err) // want `^unknown \[\]$`
	_, err = nm.Name("n")
	errSink(err) // want `^written\|unknown \[\]$`
}

func unseen(n ifaceapi.Notifier, st ifaceapi.Step, sd ifaceapi.Sender) {
	errSink(sd.Send("hi")) // want `^unknown \[\]$`
	errSink(n.Notify("hi")) // want `^unknown \[\]$`
	errSink(st.Run())       // want `^unknown \[\]$`
}

func viaTypeParam[F ifaceapi.Fetcher](f F) {
	errSink(f.Fetch("p")) // want `^written\|foreign\(os.ReadFile\) \[os.ReadFile\]$`
}

var _ = viaTypeParam[ifaceapi.Fetcher]

// Chain's implementation calls through Chain: the recursion ends.
type Chain interface {
	Next(n int) error
}

type link struct{ next Chain }

func (l *link) Next(n int) error {
	if n == 0 {
		return errors.New("end of the chain")
	}
	return l.next.Next(n - 1)
}

type fileLink struct{ next Chain }

func (f fileLink) Next(n int) error {
	if _, err := os.Stat("link"); err != nil {
		return err
	}
	return f.next.Next(n)
}

func recursive(c Chain) {
	errSink(c.Next(3)) // want `^written\|foreign\(os.Stat\) \[os.Stat\]$`
}
