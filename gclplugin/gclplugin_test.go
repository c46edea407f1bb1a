package gclplugin_test

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers"
	"github.com/mcplint-go/mcplint/gclplugin"
)

// build runs the registered plugin, as golangci-lint does, on settings
// given as golangci-lint passes them (decoded YAML).
func build(t *testing.T, conf any) ([]*analysis.Analyzer, error) {
	t.Helper()
	newPlugin, err := register.GetPlugin(gclplugin.Name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(conf)
	if err != nil {
		return nil, err
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("load mode %q, want %q", got, register.LoadModeTypesInfo)
	}
	return p.BuildAnalyzers()
}

func TestDefaults(t *testing.T) {
	for _, conf := range []any{nil, map[string]any{}} {
		as, err := build(t, conf)
		if err != nil {
			t.Fatal(err)
		}
		all := analyzers.All()
		if len(as) != len(all) {
			t.Fatalf("settings %v: %d analyzers, want all %d", conf, len(as), len(all))
		}
		for i, a := range as {
			if a.Name != all[i].Name || a == all[i] {
				t.Errorf("analyzer %d: %s, want a fresh %s", i, a.Name, all[i].Name)
			}
		}
	}
}

// TestSettingsAreFlags checks that every flag of every analyzer can be
// set, one to one, through settings.<analyzer>.<flag>: the plugin's
// analyzer ends with the value the command line's -<analyzer>.<flag> gives,
// or both refuse it; and only that plugin instance changes.
func TestSettingsAreFlags(t *testing.T) {
	for i, a := range analyzers.All() {
		a.Flags.VisitAll(func(f *flag.Flag) {
			value := any("x")
			text := "x"
			if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
				value = f.DefValue != "true"
				text = fmt.Sprint(value)
			}
			cmdline := analyzers.New()[i]
			cmdErr := cmdline.Flags.Set(f.Name, text)
			as, err := build(t, map[string]any{"settings": map[string]any{a.Name: map[string]any{f.Name: value}}})
			if cmdErr != nil {
				if err == nil {
					t.Errorf("settings.%s.%s=%v accepted, -%s.%s=%s refused: %v", a.Name, f.Name, value, a.Name, f.Name, text, cmdErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("settings.%s.%s: %v", a.Name, f.Name, err)
			}
			got, want := find(as, a.Name).Flags.Lookup(f.Name).Value.String(), cmdline.Flags.Lookup(f.Name).Value.String()
			if got != want {
				t.Errorf("settings.%s.%s=%v gives %q, -%s.%s=%s gives %q", a.Name, f.Name, value, got, a.Name, f.Name, text, want)
			}
			if now := a.Flags.Lookup(f.Name).Value.String(); now != f.DefValue {
				t.Errorf("settings.%s.%s changed the shared analyzer's flag to %q", a.Name, f.Name, now)
			}
			again, _ := build(t, nil)
			if v := find(again, a.Name).Flags.Lookup(f.Name).Value.String(); v != f.DefValue {
				t.Errorf("settings.%s.%s leaked into the next plugin instance: %q", a.Name, f.Name, v)
			}
		})
	}
}

func TestProtomisuseSettings(t *testing.T) {
	as, err := build(t, map[string]any{"settings": map[string]any{
		"protomisuse": map[string]any{"converted": true, "recovered": "true"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	pm := find(as, "protomisuse")
	for _, f := range []string{"converted", "recovered"} {
		if v := pm.Flags.Lookup(f).Value.String(); v != "true" {
			t.Errorf("protomisuse.%s = %s, want true", f, v)
		}
	}
}

func TestDisable(t *testing.T) {
	as, err := build(t, map[string]any{"disable": []any{"protomisuse"}})
	if err != nil {
		t.Fatal(err)
	}
	if find(as, "protomisuse") != nil {
		t.Error("disable: [protomisuse] still runs protomisuse")
	}
	if len(as) != len(analyzers.All())-1 {
		t.Errorf("disable: [protomisuse] runs %d analyzers, want %d", len(as), len(analyzers.All())-1)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		conf any
		want string
	}{
		{map[string]any{"disabled": []any{"protomisuse"}}, `unknown field "disabled"`},
		{map[string]any{"protomisuse": map[string]any{"converted": true}}, `unknown field "protomisuse"`},
		{map[string]any{"disable": []any{"protomisus"}}, `disable: unknown analyzer "protomisus": mcplint has protomisuse`},
		{map[string]any{"settings": map[string]any{"nosuch": map[string]any{}}}, `settings: unknown analyzer "nosuch"`},
		{map[string]any{"settings": map[string]any{"protomisuse": map[string]any{"convert": true}}}, `settings.protomisuse: unknown flag "convert": protomisuse has flags converted, recovered`},
		{map[string]any{"settings": map[string]any{"protomisuse": map[string]any{"converted": "maybe"}}}, `settings.protomisuse.converted: parse error`},
		{map[string]any{"settings": map[string]any{"protomisuse": map[string]any{"converted": map[string]any{"a": 1}}}}, `settings.protomisuse.converted: value of type map`},
		{map[string]any{"settings": map[string]any{"protomisuse": map[string]any{"converted": nil}}}, `settings.protomisuse.converted: no value`},
		{map[string]any{"settings": map[string]any{"protomisuse": true}}, `decoding settings`},
	} {
		_, err := build(t, tc.conf)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("settings %v: error %v, want one containing %q", tc.conf, err, tc.want)
		}
	}
}

// TestOnlyInit checks that this package's init is the only one in
// mcplint: analyzers are configured by flags, never registered globally.
func TestOnlyInit(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "init" && filepath.Base(filepath.Dir(path)) != "gclplugin" {
				t.Errorf("%s: func init outside gclplugin", fset.Position(fd.Pos()))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func find(as []*analysis.Analyzer, name string) *analysis.Analyzer {
	for _, a := range as {
		if a.Name == name {
			return a
		}
	}
	return nil
}

// TestReadmeCustomGcl checks the .custom-gcl.yml of
// docs/integrations/golangci-lint.md against the module:
// golangci-lint custom cannot run here (it clones over git), so check what
// it would read: this module, this package, and the golangci-lint version
// scripts/custom-gcl.sh builds and the end-to-end test runs.
func TestReadmeCustomGcl(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "docs", "integrations", "golangci-lint.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)<!-- readme-sample: \\.custom-gcl\\.yml -->\\s*```yaml\\n(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("docs/integrations/golangci-lint.md has no .custom-gcl.yml sample")
	}
	sample := string(m[1])
	script, err := os.ReadFile(filepath.Join("..", "scripts", "custom-gcl.sh"))
	if err != nil {
		t.Fatal(err)
	}
	version := regexp.MustCompile(`GOLANGCI_LINT_VERSION:-(v[0-9.]+)`).FindSubmatch(script)
	if version == nil {
		t.Fatal("scripts/custom-gcl.sh names no default golangci-lint version")
	}
	pkg := reflect.TypeFor[gclplugin.Settings]().PkgPath()
	for _, want := range []string{
		"version: " + string(version[1]) + "\n",
		"  - module: " + strings.TrimSuffix(pkg, "/gclplugin") + "\n",
		"    import: " + pkg + "\n",
	} {
		if !strings.Contains(sample, want) {
			t.Errorf("the .custom-gcl.yml sample lacks %q:\n%s", want, sample)
		}
	}
}
