package sdkmodel

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// generic are names that the table holds and that the standard library
// uses too: the error interface's method, fmt.Stringer's, log/slog's Log
// (go-sdk's ServerSession.Log is a row). Passes may name them in the
// standard library's sense.
var generic = map[string]bool{
	"Error":  true,
	"String": true,
	"Log":    true,
}

// TestSDKKnowledgeConfined checks that no analyzer or shared pass names
// an SDK itself: no string literal in the non-test Go files of analyzers/
// outside this package holds an SDK's package path or is an exported
// identifier the table names (a function, method, type or field of an
// SDK). Such knowledge belongs in a row here, where the conformance tests
// check it against the real SDKs. Test files and testdata may name SDKs.
func TestSDKKnowledgeConfined(t *testing.T) {
	m := Default()
	var paths []string
	for _, mod := range m.Modules {
		paths = append(paths, mod)
	}
	sort.Strings(paths)
	if len(paths) < 2 {
		t.Fatalf("Modules lists %v: want both SDKs", paths)
	}
	idents := map[string]bool{}
	identRE := regexp.MustCompile(`^[A-Z][A-Za-z0-9_]*$`)
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Map:
			for _, k := range v.MapKeys() {
				walk(k)
				walk(v.MapIndex(k))
			}
		case reflect.String:
			if s := v.String(); identRE.MatchString(s) && !generic[s] {
				idents[s] = true
			}
		}
	}
	walk(reflect.ValueOf(m))
	for _, want := range []string{"NewToolResultError", "CallToolResult", "AddTool", "IsError"} {
		if !idents[want] {
			t.Fatalf("the table's identifiers miss %s: the walk is broken", want)
		}
	}

	root := filepath.Join("..", "..")
	self, _ := filepath.Abs(".")
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if abs, _ := filepath.Abs(path); abs == self || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files++
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			for _, p := range paths {
				if strings.Contains(s, p) {
					t.Errorf("%s: %q names SDK package %s: ask sdkmodel", fset.Position(lit.Pos()), s, p)
				}
			}
			if idents[s] {
				t.Errorf("%s: %q is an SDK identifier of the table: ask sdkmodel", fset.Position(lit.Pos()), s)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 20 {
		t.Fatalf("scanned %d files: the walk is broken", files)
	}
}
