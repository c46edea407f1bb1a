package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// writeCfg writes a vet .cfg for a unit of files (names only) in dir.
func writeCfg(t *testing.T, dir string, vetxOnly bool, files ...string) string {
	t.Helper()
	var paths []string
	for _, f := range files {
		paths = append(paths, filepath.Join(dir, f))
	}
	cfg := map[string]any{
		"ID": "example.com/p", "ImportPath": "example.com/p", "GoFiles": paths,
		"VetxOnly": vetxOnly, "VetxOutput": filepath.Join(dir, "vet.out"), "Stdout": filepath.Join(dir, "vet.stdout"),
		"PackageVetx": map[string]string{"fmt": "/nowhere/fmt.vetx"},
	}
	data, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "vet.cfg")
	if err := os.WriteFile(path, data, 0o666); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestTestVariantDropsTestFiles(t *testing.T) {
	dir := t.TempDir()
	cfg := writeCfg(t, dir, false, "p.go", "p_test.go", "q.go")
	got := testVariant([]string{"-json", cfg})
	if len(got) != 2 || got[0] != "-json" || got[1] == cfg {
		t.Fatalf("testVariant = %q, want -json and a rewritten .cfg", got)
	}
	data, err := os.ReadFile(got[1])
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	want := []any{filepath.Join(dir, "p.go"), filepath.Join(dir, "q.go")}
	if !reflect.DeepEqual(out["GoFiles"], want) {
		t.Errorf("GoFiles = %v, want %v", out["GoFiles"], want)
	}
	// Every other field is kept as the go command wrote it.
	if out["VetxOutput"] != filepath.Join(dir, "vet.out") || !reflect.DeepEqual(out["PackageVetx"], map[string]any{"fmt": "/nowhere/fmt.vetx"}) {
		t.Errorf("the rewritten .cfg lost fields: %v", out)
	}
}

func TestTestVariantAnswersTestOnlyUnits(t *testing.T) {
	dir := t.TempDir()
	cfg := writeCfg(t, dir, false, "a_test.go", "b_test.go")
	if got := testVariant([]string{"-json", cfg}); got != nil {
		t.Fatalf("testVariant = %q, want nil for a unit of test files only", got)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "vet.stdout")); err != nil || string(data) != "{}\n" {
		t.Errorf("stdout file = %q, %v; want the JSON of no diagnostics", data, err)
	}
	if fi, err := os.Stat(filepath.Join(dir, "vet.out")); err != nil || fi.Size() != 0 {
		t.Errorf("facts file: %v, %v; want an empty file", fi, err)
	}
	// Without -json nothing is printed.
	cfg = writeCfg(t, dir, false, "a_test.go")
	if got := testVariant([]string{cfg}); got != nil {
		t.Fatalf("testVariant = %q, want nil", got)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "vet.stdout")); err != nil || len(data) != 0 {
		t.Errorf("stdout file = %q, %v; want it empty", data, err)
	}
}

func TestTestVariantKeepsUnits(t *testing.T) {
	dir := t.TempDir()
	plain := writeCfg(t, dir, false, "p.go")
	if got := testVariant([]string{plain}); !reflect.DeepEqual(got, []string{plain}) {
		t.Errorf("a unit without test files: testVariant = %q, want it unchanged", got)
	}
	withTests := writeCfg(t, dir, false, "p.go", "p_test.go")
	for _, flags := range [][]string{{"-ignoredtoolerr.tests"}, {"-ignoredtoolerr.tests=true"}, {"--ignoredtoolerr.tests=1"}} {
		args := append(flags, withTests)
		if got := testVariant(args); !reflect.DeepEqual(got, args) {
			t.Errorf("%v: testVariant = %q, want the unit analyzed with its test files", flags, got)
		}
	}
	args := []string{"-ignoredtoolerr.tests=false", withTests}
	if got := testVariant(args); reflect.DeepEqual(got, args) {
		t.Errorf("-ignoredtoolerr.tests=false: the test files were kept")
	}
	if got := testVariant([]string{filepath.Join(dir, "missing.cfg")}); len(got) != 1 {
		t.Errorf("an unreadable .cfg: testVariant = %q, want it unchanged", got)
	}
}
