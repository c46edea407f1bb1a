// Package upstream declares the server's interfaces over its upstream
// and implements them: handlers in other packages call through the
// interfaces.
package upstream

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
)

// APIClient is the server's client of the upstream API, an interface so
// that tests can fake it.
type APIClient interface {
	GetThing(ctx context.Context, id string) (string, error)
}

type client struct {
	hc   *http.Client
	base string
}

// NewClient returns the API client.
func NewClient(base string) APIClient { return &client{hc: http.DefaultClient, base: base} }

// GetThing hands on net/http's error as it is.
func (c *client) GetThing(ctx context.Context, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/things/"+id, nil)
	if err != nil {
		return "", fmt.Errorf("building the request for thing %s", id)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// Store's implementations write their own text.
type Store interface {
	Get(id string) (string, error)
}

type memStore struct{ items map[string]string }

func (m memStore) Get(id string) (string, error) {
	if v, ok := m.items[id]; ok {
		return v, nil
	}
	return "", fmt.Errorf("no item %q: list the items to see the ids", id)
}

type emptyStore struct{}

func (*emptyStore) Get(id string) (string, error) {
	return "", errors.New("the store is empty: add an item first")
}

// Source has two implementations: one reads a file and hands on os's
// error, one writes its own.
type Source interface {
	Read(name string) ([]byte, error)
}

type fileSource struct{ dir string }

func (f fileSource) Read(name string) ([]byte, error) {
	return os.ReadFile(f.dir + "/" + name)
}

type noSource struct{}

func (noSource) Read(name string) ([]byte, error) {
	return nil, errors.New("no source is configured")
}

// Notifier is implemented in package notify, which the handlers do not
// import.
type Notifier interface {
	Notify(ctx context.Context, msg string) error
}
