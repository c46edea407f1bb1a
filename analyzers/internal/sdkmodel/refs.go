package sdkmodel

import (
	"go/types"
	"strings"
)

// TypeRef names a type by package path and name, as the type checker sees
// it after aliases are resolved: go-sdk's mcp.CallToolRequest is an alias of
// ServerRequest[*CallToolParamsRaw], and jsonrpc.Error an alias of
// internal/jsonrpc2.WireError (go-sdk v1.2.0–v1.8.0, mcp/requests.go and
// jsonrpc/jsonrpc.go), so rows name the aliased types.
//
// Matching by name rather than by types.Identical against a resolved object
// works in every driver, including unitchecker, where a package imported
// only indirectly may not be reachable through types.Package.Imports.
type TypeRef struct {
	Pointer bool
	Pkg     string
	Name    string
	Args    []TypeRef // type arguments of a generic instantiation, if any
}

// Match reports whether t is the type r names. Type arguments are compared
// only when r lists them.
func (r TypeRef) Match(t types.Type) bool {
	if t == nil {
		return false
	}
	t = types.Unalias(t)
	if r.Pointer {
		p, ok := t.(*types.Pointer)
		if !ok {
			return false
		}
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok {
		return false
	}
	obj := n.Origin().Obj()
	if obj.Pkg() == nil || obj.Pkg().Path() != r.Pkg || obj.Name() != r.Name {
		return false
	}
	if len(r.Args) == 0 {
		return true
	}
	targs := n.TypeArgs()
	if targs.Len() != len(r.Args) {
		return false
	}
	for i, a := range r.Args {
		if !a.Match(targs.At(i)) {
			return false
		}
	}
	return true
}

// String renders r as Go source would name it with the package's last path
// element as qualifier, for diagnostics: "*mcp.CallToolResult".
func (r TypeRef) String() string {
	var b strings.Builder
	if r.Pointer {
		b.WriteByte('*')
	}
	b.WriteString(pkgName(r.Pkg))
	b.WriteByte('.')
	b.WriteString(r.Name)
	return b.String()
}

// FuncRef names a function or method. Recv is the receiver's type name
// without package or pointer ("MCPServer"), empty for plain functions.
type FuncRef struct {
	Pkg  string
	Recv string
	Name string
}

// Match reports whether fn (or, for an instantiation, its generic origin)
// is the function r names.
func (r FuncRef) Match(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	fn = fn.Origin()
	if fn.Name() != r.Name || fn.Pkg().Path() != r.Pkg {
		return false
	}
	return recvName(fn) == r.Recv
}

// RefOf returns the FuncRef that names fn (its generic origin).
func RefOf(fn *types.Func) FuncRef {
	fn = fn.Origin()
	r := FuncRef{Name: fn.Name(), Recv: recvName(fn)}
	if fn.Pkg() != nil {
		r.Pkg = fn.Pkg().Path()
	}
	return r
}

// String renders r for diagnostics: "server.(*MCPServer).AddTool" is
// shortened to "(*server.MCPServer).AddTool" style: "s.AddTool" reads
// worse, so methods keep their receiver type.
func (r FuncRef) String() string {
	if r.Recv == "" {
		return pkgName(r.Pkg) + "." + r.Name
	}
	return "(" + pkgName(r.Pkg) + "." + r.Recv + ")." + r.Name
}

// Label names fn for a diagnostic as String does its FuncRef, with the
// package's declared name rather than its path's last element:
// "(openai.Client).CreateChatCompletion" for
// github.com/sashabaranov/go-openai, where String would say
// "(go-openai.Client)".
func Label(fn *types.Func) string {
	r := RefOf(fn)
	if fn.Pkg() == nil {
		return r.String()
	}
	if r.Recv == "" {
		return fn.Pkg().Name() + "." + r.Name
	}
	return "(" + fn.Pkg().Name() + "." + r.Recv + ")." + r.Name
}

func recvName(fn *types.Func) string {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return ""
	}
	t := types.Unalias(sig.Recv().Type())
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	switch t := t.(type) {
	case *types.Named:
		return t.Origin().Obj().Name()
	case *types.Interface:
		return "" // interface method of an unnamed interface
	}
	return ""
}

// pkgName is the package name a file usually imports pkg under: the last
// path element, skipping a major-version suffix.
func pkgName(path string) string {
	elems := strings.Split(path, "/")
	last := elems[len(elems)-1]
	if len(elems) > 1 && len(last) > 1 && last[0] == 'v' && strings.Trim(last[1:], "0123456789") == "" {
		last = elems[len(elems)-2]
	}
	return last
}

// Marker is an exported identifier whose presence in an SDK package tells
// that the SDK is at least the version that introduced it. Recv, when set,
// names the type the identifier is a method of.
type Marker struct {
	Pkg  string
	Recv string
	Name string
}

// Present reports whether the marker exists among the packages the
// analyzed package can see. pkgs is the transitive closure of imports,
// keyed by path; a missing SDK package means the marker cannot be judged,
// which Present reports as false.
func (m Marker) Present(pkgs map[string]*types.Package) bool {
	p := pkgs[m.Pkg]
	if p == nil {
		return false
	}
	if m.Recv == "" {
		return p.Scope().Lookup(m.Name) != nil
	}
	tn, ok := p.Scope().Lookup(m.Recv).(*types.TypeName)
	if !ok {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, p, m.Name)
	return obj != nil
}

func (m Marker) String() string {
	if m.Recv != "" {
		return pkgName(m.Pkg) + "." + m.Recv + "." + m.Name
	}
	return pkgName(m.Pkg) + "." + m.Name
}
