package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"mcplint": main})
}

// setup gives scripts the machine's module and build caches, offline:
// .ci/run downloads every module the scripts use beforehand.
func setup(env *testscript.Env) error {
	for _, k := range []string{"GOMODCACHE", "GOCACHE"} {
		out, err := exec.Command("go", "env", k).Output()
		if err != nil {
			return err
		}
		env.Setenv(k, strings.TrimSpace(string(out)))
	}
	env.Setenv("GOPROXY", "off")
	env.Setenv("GOSUMDB", "off")
	env.Setenv("GOFLAGS", "-mod=mod")
	env.Setenv("GOTOOLCHAIN", "local")
	// For go vet -vettool: testscript puts mcplint on PATH.
	bin, err := exec.LookPath("mcplint")
	if err != nil {
		return err
	}
	env.Setenv("MCPLINT", bin)
	return nil
}

// TestScripts runs the command-line scripts in testdata/script.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: filepath.Join("testdata", "script"), Setup: setup})
}

// TestReadmeSample checks that the sample server in README.md draws
// exactly the output README.md shows.
func TestReadmeSample(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	code := sample(t, string(readme), "main.go")
	want := sample(t, string(readme), "output")
	var script strings.Builder
	script.WriteString("! exec mcplint ./...\n! stdout .\ncmpenv stderr want\n")
	script.WriteString("-- go.mod --\nmodule files\n\ngo 1.26\n\nrequire github.com/mark3labs/mcp-go v1.2.1\n")
	script.WriteString("-- main.go --\n" + code)
	script.WriteString("-- want --\n")
	for _, line := range strings.Split(strings.TrimSpace(want), "\n") {
		script.WriteString(line + "\n")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "readme.txtar"), []byte(script.String()), 0o666); err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{Dir: dir, Setup: setup})
}

// sample returns the fenced block after "<!-- readme-sample: name -->".
func sample(t *testing.T, readme, name string) string {
	re := regexp.MustCompile("(?s)<!-- readme-sample: " + regexp.QuoteMeta(name) + " -->\\s*```[a-z]*\\n(.*?)```")
	m := re.FindStringSubmatch(readme)
	if m == nil {
		t.Fatalf("README.md has no sample %q", name)
	}
	return m[1]
}
