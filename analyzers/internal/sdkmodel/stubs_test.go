package sdkmodel_test

// TestStubsMatchRealSDK keeps the hand-written SDK stubs under testdata/src
// (used by analysistest in GOPATH mode) honest: every exported declaration a
// stub makes must exist in the real SDK with the same kind and type.
// The stubs may omit things; they may not invent or change them.

import (
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	// The real SDKs are loaded by import path through go/packages below.
	// These blank imports keep both modules (and the go.sum entries of their
	// dependencies) required by this module, so `go mod tidy` cannot drop them.
	_ "github.com/mark3labs/mcp-go/client"
	_ "github.com/mark3labs/mcp-go/mcp"
	_ "github.com/mark3labs/mcp-go/server"
	_ "github.com/modelcontextprotocol/go-sdk/jsonrpc"
	_ "github.com/modelcontextprotocol/go-sdk/mcp"
)

// sdkModules are the module roots of the stubbed SDKs. Type strings print
// package paths relative to these roots ("mcp.Tool", "internal/jsonrpc2.WireError").
var sdkModules = []string{
	"github.com/modelcontextprotocol/go-sdk",
	"github.com/mark3labs/mcp-go",
}

// stubbedPackages are the stub packages under testdata/src, by import path.
var stubbedPackages = []string{
	"github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2",
	"github.com/modelcontextprotocol/go-sdk/jsonrpc",
	"github.com/modelcontextprotocol/go-sdk/mcp",
	"github.com/mark3labs/mcp-go/mcp",
	"github.com/mark3labs/mcp-go/server",
	"github.com/mark3labs/mcp-go/client",
}

func TestStubsMatchRealSDK(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	testdata := filepath.Join(root, "testdata")
	readStubSources(t, testdata)

	stubs := loadPackages(t, "stub (GOPATH mode)", &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes,
		Dir:  testdata,
		Env: append(os.Environ(),
			"GOPATH="+testdata, "GO111MODULE=off", "GOFLAGS=", "GOWORK=off"),
	})
	reals := realSDKs(t)

	for _, path := range stubbedPackages {
		t.Run(path, func(t *testing.T) {
			stub, real := stubs[path], reals[path]
			if stub == nil || real == nil {
				t.Fatalf("package not loaded (stub: %v, real: %v)", stub != nil, real != nil)
			}
			mismatches, compared := comparePackages(stub, real)
			if compared == 0 {
				t.Fatalf("stub package %s declares nothing exported", path)
			}
			if len(mismatches) > 0 {
				t.Errorf("stub %s differs from the real SDK in %d place(s):\n\t%s",
					path, len(mismatches), strings.Join(mismatches, "\n\t"))
			}
		})
	}
}

// readStubSources reads every stub source file. The stubs are otherwise only
// read by the go command that go/packages runs, which the go test cache does
// not see: reading them here makes an edited stub invalidate a cached pass.
func readStubSources(t *testing.T, testdata string) {
	t.Helper()
	for _, path := range stubbedPackages {
		dir := filepath.Join(testdata, "src", filepath.FromSlash(path))
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatalf("stub package %s: %v", path, err)
		}
		for _, e := range entries {
			if e.Type().IsRegular() {
				if _, err := os.ReadFile(filepath.Join(dir, e.Name())); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

func loadPackages(t *testing.T, what string, cfg *packages.Config) map[string]*types.Package {
	t.Helper()
	pkgs, err := packages.Load(cfg, stubbedPackages...)
	if err != nil {
		t.Fatalf("loading %s packages: %v", what, err)
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		t.Fatalf("loading %s packages:\n\t%s", what, strings.Join(errs, "\n\t"))
	}
	out := make(map[string]*types.Package)
	for _, p := range pkgs {
		if p.Types != nil {
			out[p.PkgPath] = p.Types
		}
	}
	return out
}

// comparePackages checks every exported package-level object of stub against
// real. It returns the mismatches and the number of objects compared.
func comparePackages(stub, real *types.Package) (mismatches []string, compared int) {
	c := &comparison{}
	for _, name := range stub.Scope().Names() {
		so := stub.Scope().Lookup(name)
		if !so.Exported() {
			continue
		}
		compared++
		c.object(name, so, real.Scope().Lookup(name))
	}
	return c.mismatches, compared
}

type comparison struct {
	mismatches []string
}

func (c *comparison) errorf(where, format string, args ...any) {
	c.mismatches = append(c.mismatches, where+": "+fmt.Sprintf(format, args...))
}

// same records a mismatch unless the stub and real strings are equal.
func (c *comparison) same(where, what, stub, real string) {
	if stub != real {
		c.errorf(where, "%s differs\n\t\tstub: %s\n\t\treal: %s", what, stub, real)
	}
}

func (c *comparison) object(where string, so, ro types.Object) {
	if ro == nil {
		c.errorf(where, "not declared in the real package")
		return
	}
	if objectKind(so) != objectKind(ro) {
		c.errorf(where, "stub declares a %s, real declares a %s", objectKind(so), objectKind(ro))
		return
	}
	switch so := so.(type) {
	case *types.Const:
		c.same(where, "constant type", typeString(so.Type()), typeString(ro.Type()))
		c.same(where, "constant value", so.Val().ExactString(), ro.(*types.Const).Val().ExactString())
	case *types.Var:
		c.same(where, "variable type", typeString(so.Type()), typeString(ro.Type()))
	case *types.Func:
		c.same(where, "signature", typeString(so.Type()), typeString(ro.Type()))
	case *types.TypeName:
		c.typeName(where, so, ro.(*types.TypeName))
	}
}

func (c *comparison) typeName(where string, so, ro *types.TypeName) {
	if so.IsAlias() != ro.IsAlias() {
		c.errorf(where, "stub alias=%v, real alias=%v", so.IsAlias(), ro.IsAlias())
		return
	}
	if so.IsAlias() {
		if sa, ok := so.Type().(*types.Alias); ok {
			ra, _ := ro.Type().(*types.Alias)
			if ra != nil {
				c.same(where, "alias type parameters", typeParamsString(sa.TypeParams()), typeParamsString(ra.TypeParams()))
			}
		}
		c.same(where, "alias target", typeString(so.Type()), typeString(ro.Type()))
		return
	}
	sn, sok := so.Type().(*types.Named)
	rn, rok := ro.Type().(*types.Named)
	if !sok || !rok {
		c.same(where, "type", typeString(so.Type()), typeString(ro.Type()))
		return
	}
	c.same(where, "type parameters", typeParamsString(sn.TypeParams()), typeParamsString(rn.TypeParams()))

	// Structs: each exported field of the stub must exist in the real
	// struct, embedded alike and of the same type. Other underlying types
	// (interfaces, funcs, maps, basics) must be identical.
	if ss, ok := sn.Underlying().(*types.Struct); ok {
		rs, ok := rn.Underlying().(*types.Struct)
		if !ok {
			c.errorf(where, "stub is a struct, real underlying type is %s", typeString(rn.Underlying()))
		} else {
			c.fields(where, ss, rs)
		}
	} else {
		c.same(where, "underlying type", typeString(sn.Underlying()), typeString(rn.Underlying()))
	}

	// Methods declared on the stub type must be in the real method set
	// (declared or promoted) with the same signature and receiver kind.
	realPtrSet := types.NewMethodSet(types.NewPointer(rn))
	realValSet := types.NewMethodSet(rn)
	stubValSet := types.NewMethodSet(sn)
	for i := 0; i < sn.NumMethods(); i++ {
		m := sn.Method(i)
		if !m.Exported() {
			continue
		}
		mwhere := where + "." + m.Name()
		sel := realPtrSet.Lookup(m.Pkg(), m.Name())
		if sel == nil {
			c.errorf(mwhere, "method not in the real method set")
			continue
		}
		c.same(mwhere, "method signature", typeString(m.Type()), typeString(sel.Obj().Type()))
		inStubVal := stubValSet.Lookup(m.Pkg(), m.Name()) != nil
		inRealVal := realValSet.Lookup(m.Pkg(), m.Name()) != nil
		if inStubVal != inRealVal {
			c.errorf(mwhere, "receiver differs: stub has a %s receiver, real a %s receiver",
				receiverKind(inStubVal), receiverKind(inRealVal))
		}
	}
}

func (c *comparison) fields(where string, ss, rs *types.Struct) {
	for i := 0; i < ss.NumFields(); i++ {
		sf := ss.Field(i)
		if !sf.Exported() {
			continue
		}
		fwhere := where + "." + sf.Name()
		var rf *types.Var
		for j := 0; j < rs.NumFields(); j++ {
			if rs.Field(j).Name() == sf.Name() {
				rf = rs.Field(j)
				break
			}
		}
		if rf == nil {
			c.errorf(fwhere, "field not in the real struct")
			continue
		}
		if sf.Embedded() != rf.Embedded() {
			c.errorf(fwhere, "stub embedded=%v, real embedded=%v", sf.Embedded(), rf.Embedded())
		}
		c.same(fwhere, "field type", typeString(sf.Type()), typeString(rf.Type()))
	}
}

func objectKind(obj types.Object) string {
	switch obj.(type) {
	case *types.Const:
		return "const"
	case *types.Var:
		return "var"
	case *types.Func:
		return "func"
	case *types.TypeName:
		return "type"
	}
	return fmt.Sprintf("%T", obj)
}

func receiverKind(value bool) string {
	if value {
		return "value"
	}
	return "pointer"
}

// qualifier prints a package path relative to its SDK module root, or in full
// for packages outside the SDKs (the standard library).
func qualifier(p *types.Package) string {
	for _, root := range sdkModules {
		if rel, ok := strings.CutPrefix(p.Path(), root+"/"); ok {
			return rel
		}
	}
	return p.Path()
}

// typeString is types.TypeString with the SDK-relative qualifier, normalized
// so that only differences that matter to the type checker show:
// aliases are resolved, parameter names are dropped, byte/rune print as
// uint8/int32, and an interface's unexported methods print by name only
// (their signatures are invisible outside the package).
func typeString(t types.Type) string {
	var b strings.Builder
	writeType(&b, t)
	return b.String()
}

func writeType(b *strings.Builder, t types.Type) {
	switch t := types.Unalias(t).(type) {
	case *types.Basic:
		b.WriteString(types.Typ[t.Kind()].Name())
	case *types.Named:
		if obj := t.Obj(); obj.Pkg() != nil {
			b.WriteString(qualifier(obj.Pkg()))
			b.WriteByte('.')
		}
		b.WriteString(t.Obj().Name())
		if args := t.TypeArgs(); args.Len() > 0 {
			b.WriteByte('[')
			for i := 0; i < args.Len(); i++ {
				if i > 0 {
					b.WriteString(", ")
				}
				writeType(b, args.At(i))
			}
			b.WriteByte(']')
		}
	case *types.TypeParam:
		b.WriteString(t.Obj().Name())
	case *types.Pointer:
		b.WriteByte('*')
		writeType(b, t.Elem())
	case *types.Slice:
		b.WriteString("[]")
		writeType(b, t.Elem())
	case *types.Array:
		fmt.Fprintf(b, "[%d]", t.Len())
		writeType(b, t.Elem())
	case *types.Map:
		b.WriteString("map[")
		writeType(b, t.Key())
		b.WriteByte(']')
		writeType(b, t.Elem())
	case *types.Chan:
		switch t.Dir() {
		case types.SendRecv:
			b.WriteString("chan ")
		case types.SendOnly:
			b.WriteString("chan<- ")
		case types.RecvOnly:
			b.WriteString("<-chan ")
		}
		writeType(b, t.Elem())
	case *types.Signature:
		b.WriteString("func")
		writeSignature(b, t)
	case *types.Struct:
		b.WriteString("struct{")
		for i := 0; i < t.NumFields(); i++ {
			if i > 0 {
				b.WriteString("; ")
			}
			f := t.Field(i)
			if !f.Embedded() {
				b.WriteString(f.Name())
				b.WriteByte(' ')
			}
			writeType(b, f.Type())
			if tag := t.Tag(i); tag != "" {
				b.WriteByte(' ')
				b.WriteString(strconv.Quote(tag))
			}
		}
		b.WriteByte('}')
	case *types.Interface:
		writeInterface(b, t)
	case *types.Union:
		for i := 0; i < t.Len(); i++ {
			if i > 0 {
				b.WriteString(" | ")
			}
			if t.Term(i).Tilde() {
				b.WriteByte('~')
			}
			writeType(b, t.Term(i).Type())
		}
	default:
		fmt.Fprintf(b, "<%T %s>", t, types.TypeString(t, qualifier))
	}
}

func writeInterface(b *strings.Builder, t *types.Interface) {
	if t.Empty() {
		b.WriteString("any")
		return
	}
	var elems []string
	if !t.IsMethodSet() {
		// A constraint: its embedded type elements matter.
		for i := 0; i < t.NumEmbeddeds(); i++ {
			elems = append(elems, typeString(t.EmbeddedType(i)))
		}
		for i := 0; i < t.NumExplicitMethods(); i++ {
			elems = append(elems, methodString(t.ExplicitMethod(i)))
		}
	} else {
		for i := 0; i < t.NumMethods(); i++ { // complete method set
			elems = append(elems, methodString(t.Method(i)))
		}
	}
	sort.Strings(elems)
	b.WriteString("interface{")
	b.WriteString(strings.Join(elems, "; "))
	b.WriteByte('}')
}

func methodString(m *types.Func) string {
	if !m.Exported() {
		return m.Name() + "(unexported)"
	}
	var b strings.Builder
	b.WriteString(m.Name())
	writeSignature(&b, m.Type().(*types.Signature))
	return b.String()
}

// writeSignature writes type parameters, parameter types and result types,
// without names and without the receiver.
func writeSignature(b *strings.Builder, sig *types.Signature) {
	b.WriteString(typeParamsString(sig.TypeParams()))
	b.WriteByte('(')
	params := sig.Params()
	for i := 0; i < params.Len(); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		pt := params.At(i).Type()
		if sig.Variadic() && i == params.Len()-1 {
			b.WriteString("...")
			if s, ok := pt.Underlying().(*types.Slice); ok {
				pt = s.Elem()
			}
		}
		writeType(b, pt)
	}
	b.WriteByte(')')
	results := sig.Results()
	switch results.Len() {
	case 0:
	case 1:
		b.WriteByte(' ')
		writeType(b, results.At(0).Type())
	default:
		b.WriteString(" (")
		for i := 0; i < results.Len(); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			writeType(b, results.At(i).Type())
		}
		b.WriteByte(')')
	}
}

func typeParamsString(tps *types.TypeParamList) string {
	if tps.Len() == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := 0; i < tps.Len(); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		tp := tps.At(i)
		b.WriteString(tp.Obj().Name())
		b.WriteByte(' ')
		writeType(&b, tp.Constraint())
	}
	b.WriteByte(']')
	return b.String()
}
