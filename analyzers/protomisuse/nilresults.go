package protomisuse

import (
	"go/types"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// nilResultWhy returns, for a function of another program's client
// library whose first result is a pointer that may be nil beside a nil
// error, when it is: "" for any other function. Export data carries no
// function body and no doc comment, so the knowledge is written here,
// each entry read in the library's code at the version named:
//
//   - github.com/hashicorp/vault/api v1.23.0: every method of *Logical
//     whose first result is a *Secret, and ParseSecret. ParseSecret
//     returns nil, nil for an empty body (a 204), and Logical's
//     list, write and delete and ParseRawResponseAndCloseBody return
//     nil, nil for a 404 with no data (logical.go): reading secret.Data
//     after Logical().List of an empty mount panics
//     (hashicorp/vault-mcp-server pkg/tools/pki/list_pki_issuers.go).
//   - github.com/hashicorp/consul/api v1.35.0: (*KV).Get, documented
//     "The returned pointer to the KVPair will be nil if the key does
//     not exist" (kv.go).
func nilResultWhy(fn *types.Func) string {
	r := sdkmodel.RefOf(fn)
	res := fn.Signature().Results()
	if res.Len() < 2 {
		return ""
	}
	switch r.Pkg {
	case "github.com/hashicorp/vault/api":
		if isPtrTo(res.At(0).Type(), r.Pkg, "Secret") && (r.Recv == "Logical" || r.Recv == "" && r.Name == "ParseSecret") {
			return "panics when Vault answers a 404 with no data or a reply with no body: the call then returns nil, nil"
		}
	case "github.com/hashicorp/consul/api":
		if r.Recv == "KV" && r.Name == "Get" {
			return "panics when the key does not exist: the call then returns a nil pair and a nil error"
		}
	}
	return ""
}

// isPtrTo reports whether t is *pkg.name.
func isPtrTo(t types.Type, pkg, name string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && typeinfo.IsNamed(p.Elem(), pkg, name)
}
