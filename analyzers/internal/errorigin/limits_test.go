package errorigin

import (
	"go/token"
	"go/types"
	"testing"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// TestSignatureNestingLimit: another module's type three pointers deep
// in a facade method's parameter names its package; four deep it does
// not. The bound is stated as a number of its own, so that changing the
// constant fails the test.
func TestSignatureNestingLimit(t *testing.T) {
	other := types.NewPackage("other.example/client", "client")
	named := types.NewNamed(types.NewTypeName(token.NoPos, other, "Request", nil), types.NewStruct(nil, nil), nil)
	c := &Classifier{module: "example.com/m", model: &sdkmodel.Model{}}
	for n, want := range map[int]bool{3: true, 4: false} {
		var typ types.Type = named
		for range n {
			typ = types.NewPointer(typ)
		}
		param := types.NewParam(token.NoPos, nil, "req", typ)
		sig := types.NewSignatureType(nil, nil, nil, types.NewTuple(param), nil, false)
		iface := types.NewInterfaceType([]*types.Func{types.NewFunc(token.NoPos, nil, "Do", sig)}, nil).Complete()
		got := len(c.signaturePackages(iface)) == 1
		if got != want {
			t.Errorf("signaturePackages(interface{ Do(%s) }) names %s = %v, want %v", typ, other.Path(), got, want)
		}
	}
}
