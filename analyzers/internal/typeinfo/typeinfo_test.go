package typeinfo

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

func TestTypeQuestions(t *testing.T) {
	const src = `package p

import (
	"context"
	"os"
)

type myErr struct{}

func (myErr) Error() string { return "" }

type errIface interface {
	error
	Code() int
}

type ctxAlias = context.Context

type myCtx context.Context

var (
	e  error
	pe *os.PathError
	me myErr
	ei errIface
	s  string
	c  context.Context
	ca ctxAlias
	mc myCtx
)
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name                    string
		isErr, implements, ctxt bool
	}{
		{"e", true, true, false},
		{"pe", false, true, false},
		{"me", false, true, false},
		{"ei", false, true, false},
		{"s", false, false, false},
		{"c", false, false, true},
		{"ca", false, false, true},
		{"mc", false, false, false},
	} {
		typ := pkg.Scope().Lookup(tc.name).Type()
		if got := IsErrorType(typ); got != tc.isErr {
			t.Errorf("IsErrorType(%s) = %v, want %v", typ, got, tc.isErr)
		}
		if got := ImplementsError(typ); got != tc.implements {
			t.Errorf("ImplementsError(%s) = %v, want %v", typ, got, tc.implements)
		}
		if got := IsContext(typ); got != tc.ctxt {
			t.Errorf("IsContext(%s) = %v, want %v", typ, got, tc.ctxt)
		}
	}
	pe := pkg.Scope().Lookup("pe").Type()
	// os.PathError is an alias of io/fs.PathError: the named type is fs's.
	if IsNamed(pe, "io/fs", "PathError") || !IsNamed(pe.(*types.Pointer).Elem(), "io/fs", "PathError") || IsNamed(pe.(*types.Pointer).Elem(), "os", "PathError") {
		t.Errorf("IsNamed of %s: a pointer is not the named type, its element is, under the package that declares it", pe)
	}
}

// TestIsErrorMethod: only a method Error() string is error's; the result
// type decides through an alias and not through a declared string type.
func TestIsErrorMethod(t *testing.T) {
	const src = `package p

type text = string
type label string

type plain struct{}
type aliased struct{}
type declared struct{}
type withArg struct{}
type twoResults struct{}
type other struct{}

func (plain) Error() string               { return "" }
func (aliased) Error() text               { return "" }
func (declared) Error() label             { return "" }
func (withArg) Error(int) string          { return "" }
func (twoResults) Error() (string, error) { return "", nil }
func (other) Message() string             { return "" }

func Error() string { return "" }

type iface interface{ Error() string }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	method := func(typ, name string) *types.Func {
		obj, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup(typ).Type(), false, pkg, name)
		return obj.(*types.Func)
	}
	for _, tc := range []struct {
		what string
		fn   *types.Func
		want bool
	}{
		{"Error() string", method("plain", "Error"), true},
		{"Error() of an alias of string", method("aliased", "Error"), true},
		{"the interface's Error", method("iface", "Error"), true},
		{"Error() of a declared string type", method("declared", "Error"), false},
		{"Error with a parameter", method("withArg", "Error"), false},
		{"Error with two results", method("twoResults", "Error"), false},
		{"another name", method("other", "Message"), false},
		{"a function named Error", pkg.Scope().Lookup("Error").(*types.Func), false},
	} {
		if got := IsErrorMethod(tc.fn); got != tc.want {
			t.Errorf("IsErrorMethod(%s) = %v, want %v", tc.what, got, tc.want)
		}
	}
}

func TestIsStdPath(t *testing.T) {
	for path, want := range map[string]bool{
		"fmt":                         true,
		"net/http":                    true,
		"encoding/json":               true,
		"github.com/mark3labs/mcp-go": false,
		"example.com":                 false,
		"golang.org/x/tools/go/ssa":   false,
		"mymodule/internal/x":         true, // no dot: cmd/go reserves it for the standard library
	} {
		if got := IsStdPath(path); got != want {
			t.Errorf("IsStdPath(%q) = %v, want %v", path, got, want)
		}
	}
}
