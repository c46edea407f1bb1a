// Package nilresult builds a go-sdk server, with nothing recovering,
// whose handlers read through what a client library returned beside a
// nil error, where the library returns nil, nil: Vault's Logical methods
// for a 404 with no data or an empty reply, Consul's KV.Get for a
// missing key. An empty mount kills the process (hashicorp's
// vault-mcp-server list_pki_issuers.go, checked on the wire). Checking
// only the error is no check; checking the result is.
package nilresult

import (
	"context"

	"github.com/hashicorp/consul/api"
	vault "github.com/hashicorp/vault/api"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Mount string `json:"mount"`
}

var (
	client = &vault.Client{}
	kv     = (&api.Client{}).KV()
)

// issuers reads the list's data after checking only the error:
// reported.
func issuers(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	secret, err := client.Logical().List(a.Mount + "/issuers")
	if err != nil {
		return nil, nil, err
	}
	return nil, secret.Data["keys"], nil
}

// issue reads what a write answered, the error ignored: reported.
func issue(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	secret, _ := client.Logical().Write(a.Mount+"/issue/web", map[string]interface{}{"common_name": "example.com"})
	return nil, secret.Data["certificate"], nil
}

// flag reads a Consul key's value: reported.
func flag(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	pair, _, err := kv.Get("flags/"+a.Mount, nil)
	if err != nil {
		return nil, nil, err
	}
	return nil, string(pair.Value), nil
}

// snapshot copies the secret: a dereference, reported (counted, not
// listed).
func snapshot(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	secret, err := client.Logical().ReadWithContext(ctx, a.Mount+"/config")
	if err != nil {
		return nil, nil, err
	}
	copied := *secret
	return nil, copied.Warnings, nil
}

// ca parses a raw reply itself: reported (counted, not listed).
func ca(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	raw, err := client.Logical().ReadRaw(a.Mount + "/cert/ca")
	if err != nil {
		return nil, nil, err
	}
	secret, err := vault.ParseSecret(raw.Body)
	if err != nil {
		return nil, nil, err
	}
	return nil, secret.Data["certificate"], nil
}

// checked looks at each result first, in the error's condition or its
// own; the map of mounts, a raw reply, the token's own lookup (an
// endpoint that always answers with data) and the query's metadata are
// never nil beside a nil error: not reported.
func checked(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	mounts, err := client.Sys().ListMounts()
	if err != nil {
		return nil, nil, err
	}
	if _, ok := mounts[a.Mount+"/"]; !ok {
		return nil, "no mount at " + a.Mount, nil
	}
	roles, err := client.Logical().List(a.Mount + "/roles")
	if err != nil || roles == nil {
		return nil, "no roles at " + a.Mount, err
	}
	secret, err := client.Logical().Read(a.Mount + "/config")
	if err != nil {
		return nil, nil, err
	}
	if secret == nil {
		return nil, "nothing at " + a.Mount, nil
	}
	pair, _, err := kv.Get("flags/"+a.Mount, nil)
	if err != nil {
		return nil, nil, err
	}
	value := ""
	if pair != nil {
		value = string(pair.Value)
	}
	raw, err := client.Logical().ReadRaw(a.Mount + "/ca/pem")
	if err != nil {
		return nil, nil, err
	}
	self, err := client.Auth().Token().LookupSelf()
	if err != nil {
		return nil, nil, err
	}
	_, meta, err := kv.Get("flags/"+a.Mount, nil)
	if err != nil {
		return nil, nil, err
	}
	written, err := kv.Put(&api.KVPair{Key: "seen/" + a.Mount}, nil)
	if err != nil {
		return nil, nil, err
	}
	return nil, []any{roles.Data["keys"], secret.Data, value, raw.StatusCode, self.Data, meta.LastIndex, written.RequestTime}, nil
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "pki"}, nil) // want `^this go-sdk server recovers no handler panic, and 5 of its handlers reach code that panics on what another program does or sends back: a dereference of what \(api\.Logical\)\.List returned without a nil check at nilresult/nilresult\.go:34, a dereference of what \(api\.Logical\)\.Write returned without a nil check at nilresult/nilresult\.go:40, a dereference of what \(api\.KV\)\.Get returned without a nil check at nilresult/nilresult\.go:49 and 2 more \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	mcp.AddTool(s, &mcp.Tool{Name: "issuers"}, issuers)
	mcp.AddTool(s, &mcp.Tool{Name: "issue"}, issue)
	mcp.AddTool(s, &mcp.Tool{Name: "flag"}, flag)
	mcp.AddTool(s, &mcp.Tool{Name: "snapshot"}, snapshot)
	mcp.AddTool(s, &mcp.Tool{Name: "ca"}, ca)
	mcp.AddTool(s, &mcp.Tool{Name: "checked"}, checked)
	return s
}
