package tools

import (
	"errors"

	"protomisuse/typed/api"
)

// DefaultProvider is the provider every handler of package gosdk uses.
var DefaultProvider api.Provider = &provider{}

type provider struct{}

// Lookup is a dependency's method of the handler shape: not a tool, as
// the adapter calls it on a value every handler shares.
func (*provider) Lookup(name string) (*api.Result, error) {
	return nil, errors.New("the provider is not configured")
}

// DefaultStore's Get is a callback of the server's store: the adapter
// calls it through a field of its server, so it is not a tool.
var DefaultStore = &api.Store{Get: storeGet}

func storeGet(params api.Params) (*api.Result, error) {
	return nil, errors.New("the store is empty")
}
