package sdkmodel_test

import (
	"go/types"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// TestHelperRowsExist checks that the argument helpers, binders and
// session requests the table names are methods of the real SDKs: a
// misspelt row would silently classify nothing.
func TestHelperRowsExist(t *testing.T) {
	reals := realSDKs(t)
	m := sdkmodel.Default()
	var refs []sdkmodel.FuncRef
	for _, h := range m.ArgHelpers {
		refs = append(refs, h.Func)
	}
	refs = append(refs, m.ArgBinders...)
	refs = append(refs, m.JSONEncoders...)
	for _, r := range m.SessionRequests {
		refs = append(refs, r.Func)
	}
	for _, ref := range refs {
		pkg := reals[ref.Pkg]
		if pkg == nil {
			t.Errorf("%s: package %s not loaded", ref, ref.Pkg)
			continue
		}
		if ref.Recv == "" {
			fn, ok := pkg.Scope().Lookup(ref.Name).(*types.Func)
			if !ok || !ref.Match(fn) {
				t.Errorf("%s: not a function of the real SDK", ref)
			}
			continue
		}
		tn, ok := pkg.Scope().Lookup(ref.Recv).(*types.TypeName)
		if !ok {
			t.Errorf("%s: no type %s", ref, ref.Recv)
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, pkg, ref.Name)
		fn, ok := obj.(*types.Func)
		if !ok || !ref.Match(fn) {
			t.Errorf("%s: not a method of the real SDK", ref)
		}
	}
}

// TestClosedFieldsExist checks that every closed field the table names is
// a field of that struct in the real SDKs, with the table's type answering
// ClosedValues for it, and that an open field answers nil.
func TestClosedFieldsExist(t *testing.T) {
	reals := realSDKs(t)
	m := sdkmodel.Default()
	if len(m.ClosedFields) == 0 {
		t.Fatal("no closed fields in the table")
	}
	for _, c := range m.ClosedFields {
		pkg := reals[c.Struct.Pkg]
		if pkg == nil {
			t.Errorf("%s.%s: package not loaded", c.Struct.Name, c.Field)
			continue
		}
		tn, ok := pkg.Scope().Lookup(c.Struct.Name).(*types.TypeName)
		if !ok {
			t.Errorf("%s: no type %s", c.Struct.Pkg, c.Struct.Name)
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		found := false
		for i := 0; ok && i < st.NumFields(); i++ {
			found = found || st.Field(i).Name() == c.Field
		}
		if !found {
			t.Errorf("%s.%s: no such field in the real SDK", c.Struct.Name, c.Field)
		}
		if got := m.ClosedValues(tn.Type(), c.Field); len(got) != len(c.Values) {
			t.Errorf("ClosedValues(%s, %s) = %v, want %v", c.Struct.Name, c.Field, got, c.Values)
		}
		if got := m.ClosedValues(tn.Type(), "Content"); got != nil {
			t.Errorf("ClosedValues(%s, Content) = %v, want nil (open)", c.Struct.Name, got)
		}
	}
}

// realSDKs loads the real SDK packages the repository's module requires,
// by path.
func realSDKs(t *testing.T) map[string]*types.Package {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return loadPackages(t, "real (module mode)", &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes,
		Dir:  root,
		Env:  append(os.Environ(), "GO111MODULE=on", "GOWORK=off"),
	})
}
