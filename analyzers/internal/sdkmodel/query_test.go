package sdkmodel

import (
	"go/token"
	"go/types"
	"path"
	"testing"
)

// funcOf returns a function or method named by r, made up for the test.
func funcOf(r FuncRef) *types.Func {
	pkg := types.NewPackage(r.Pkg, path.Base(r.Pkg))
	var recv *types.Var
	if r.Recv != "" {
		named := types.NewNamed(types.NewTypeName(token.NoPos, pkg, r.Recv, nil), types.NewStruct(nil, nil), nil)
		recv = types.NewVar(token.NoPos, pkg, "r", types.NewPointer(named))
	}
	return types.NewFunc(token.NoPos, pkg, r.Name, types.NewSignatureType(recv, nil, nil, nil, nil, false))
}

// TestQueries checks that each lookup finds every row by its function, as
// that row and not an earlier one of the same function (rows of one kind
// name distinct functions), and finds nothing for other functions.
func TestQueries(t *testing.T) {
	m := Default()
	other := funcOf(FuncRef{Pkg: "example.com/x", Name: "AddTool"})
	for i := range m.Constructors {
		if got := m.ConstructorOf(funcOf(m.Constructors[i].Func)); got != &m.Constructors[i] {
			t.Errorf("ConstructorOf(%s) = %v, want row %d", m.Constructors[i].Func, got, i)
		}
	}
	for i := range m.Registrations {
		if got := m.RegistrationOf(funcOf(m.Registrations[i].Func)); got != &m.Registrations[i] {
			t.Errorf("RegistrationOf(%s) = %v, want row %d", m.Registrations[i].Func, got, i)
		}
	}
	for i := range m.Wrappers {
		if got := m.WrapperOf(funcOf(m.Wrappers[i].Func)); got != &m.Wrappers[i] {
			t.Errorf("WrapperOf(%s) = %v, want row %d", m.Wrappers[i].Func, got, i)
		}
	}
	for i := range m.Middleware {
		if got := m.MiddlewareOf(funcOf(m.Middleware[i].Func)); got != &m.Middleware[i] {
			t.Errorf("MiddlewareOf(%s) = %v, want row %d", m.Middleware[i].Func, got, i)
		}
	}
	for i := range m.Recoveries {
		if got := m.RecoveryOf(funcOf(m.Recoveries[i].Func)); got != &m.Recoveries[i] {
			t.Errorf("RecoveryOf(%s) = %v, want row %d", m.Recoveries[i].Func, got, i)
		}
	}
	for i := range m.Servers {
		if got := m.ServerOf(funcOf(m.Servers[i].Func)); got != &m.Servers[i] {
			t.Errorf("ServerOf(%s) = %v, want row %d", m.Servers[i].Func, got, i)
		}
	}
	for i := range m.Validations {
		if got := m.ValidationOf(funcOf(m.Validations[i].Func)); got != &m.Validations[i] {
			t.Errorf("ValidationOf(%s) = %v, want row %d", m.Validations[i].Func, got, i)
		}
	}
	if m.ValidationOf(other) != nil {
		t.Errorf("ValidationOf found a row for %v", other)
	}
	if m.ConstructorOf(other) != nil || m.RegistrationOf(other) != nil || m.WrapperOf(other) != nil ||
		m.MiddlewareOf(other) != nil || m.RecoveryOf(other) != nil || m.ServerOf(other) != nil || m.ConstructorOf(nil) != nil {
		t.Errorf("a lookup found a row for %v", other)
	}

	for sdk, want := range map[SDK]HandlerKind{GoSDK: GoSDKRaw, MCPGo: MCPGoRaw} {
		if got := m.RawHandler(sdk); got == nil || got.Kind != want {
			t.Errorf("RawHandler(%s) = %v, want the %s row", sdk, got, want)
		}
	}
	if got := m.RawHandler("other"); got != nil {
		t.Errorf("RawHandler(other) = %v, want nil", got)
	}

	for _, h := range m.Handlers {
		want := "tool handler"
		switch h.Kind {
		case GoSDKTyped:
			want = "typed tool handler"
		case MCPGoTask:
			want = "task tool handler"
		}
		if got := h.Subject(); got != want {
			t.Errorf("%s: Subject() = %q, want %q", h.Kind, got, want)
		}
	}

	if len(m.JSONRPCErrors) == 0 {
		t.Fatal("no JSON-RPC error rows")
	}
	for i, je := range m.JSONRPCErrors {
		pkg := types.NewPackage(je.Type.Pkg, path.Base(je.Type.Pkg))
		var typ types.Type = types.NewNamed(types.NewTypeName(token.NoPos, pkg, je.Type.Name, nil), types.NewStruct(nil, nil), nil)
		if je.Type.Pointer {
			if m.IsJSONRPCError(typ) {
				t.Errorf("IsJSONRPCError(%s) without the pointer = true", typ)
			}
			typ = types.NewPointer(typ)
		}
		if got := m.JSONRPCErrorOf(typ); got != &m.JSONRPCErrors[i] || !m.IsJSONRPCError(typ) {
			t.Errorf("JSONRPCErrorOf(%s) = %v, want row %d", typ, got, i)
		}
		if je.MessageField == "" {
			t.Errorf("JSONRPC error row %d has no MessageField", i)
		}
	}
	if m.IsJSONRPCError(types.Typ[types.String]) {
		t.Error("IsJSONRPCError(string) = true")
	}

	for text, want := range map[string]bool{ErrorText: true, MessageText: true, "": false, "err.Error() when Content is empty": false} {
		if got := (Outcome{Text: text}).TextIsTheError(); got != want {
			t.Errorf("TextIsTheError(%q) = %v, want %v", text, got, want)
		}
	}
}
