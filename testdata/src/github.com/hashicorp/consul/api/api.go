// Package api stubs the part of github.com/hashicorp/consul/api that
// mcplint's tests use: (*KV).Get returns a nil pair for a missing key.
package api

type Client struct{}

type KV struct{ c *Client }

type KVPair struct {
	Key   string
	Value []byte
}

type KVPairs []*KVPair

type QueryOptions struct{}

type WriteOptions struct{}

type WriteMeta struct {
	RequestTime int64
}

type QueryMeta struct {
	LastIndex uint64
}

func (c *Client) KV() *KV { return &KV{c: c} }

func (k *KV) Get(key string, q *QueryOptions) (*KVPair, *QueryMeta, error) { return nil, nil, nil }

func (k *KV) List(prefix string, q *QueryOptions) (KVPairs, *QueryMeta, error) {
	return nil, nil, nil
}

func (k *KV) Put(p *KVPair, q *WriteOptions) (*WriteMeta, error) { return &WriteMeta{}, nil }
