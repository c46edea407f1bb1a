package baseline

import (
	"os"
	"path/filepath"
	"testing"
)

const src = `package p

func F() error {
	return   err
}

type T struct{}

func (*T) M() { x := 1 }

var v = 1

func main() {
	add(func() error { return err })
	add(func() error {
		f := func() {}
		return err
	})
}
`

func TestEntry(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "sub", "p.go")
	if err := os.MkdirAll(filepath.Dir(file), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	m, err := NewMaker(filepath.Join(dir, "baseline.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		line, col int
		msg       string
		want      Entry
	}{
		{4, 2, "returns err (see q.go:12:3)", Entry{"a", "sub/p.go", "F", "return err", "returns err (see q.go)"}},
		{9, 17, "m", Entry{"a", "sub/p.go", "(*T).M", "func (*T) M() { x := 1 }", "m"}},
		{11, 1, "v", Entry{"a", "sub/p.go", "", "var v = 1", "v"}},
		{14, 21, "a", Entry{"a", "sub/p.go", "main.func1", "add(func() error { return err })", "a"}},
		{17, 3, "b", Entry{"a", "sub/p.go", "main.func2", "return err", "b"}},
		{16, 8, "c", Entry{"a", "sub/p.go", "main.func3", "f := func() {}", "c"}},
		{99, 1, "past the end", Entry{"a", "sub/p.go", "", "", "past the end"}},
	} {
		got, err := m.Entry("a", file, c.line, c.col, c.msg)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("Entry(%d:%d) = %+v, want %+v", c.line, c.col, got, c.want)
		}
	}
	if _, err := m.Entry("a", filepath.Join(dir, "missing.go"), 1, 1, "x"); err == nil {
		t.Error("Entry of a missing file: no error")
	}
}

func TestMatch(t *testing.T) {
	e := Entry{"a", "p.go", "F", "return err", "m"}
	other := Entry{"a", "p.go", "G", "return err", "m"}
	f := &File{Version: Version, Findings: []Entry{e, e, other}}
	// Recorded twice: matches two findings, not a third.
	known, stale := f.Match([]Entry{e, e, e})
	if want := []bool{true, true, false}; !equal(known, want) || stale != 1 {
		t.Errorf("Match = %v, %d stale; want %v, 1 stale", known, stale, want)
	}
}

func TestWriteRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.json")
	es := []Entry{{"b", "q.go", "", "x", "m"}, {"a", "p.go", "F", "y", "n"}}
	if err := Write(path, es); err != nil {
		t.Fatal(err)
	}
	f, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Findings) != 2 || f.Findings[0].Analyzer != "a" {
		t.Errorf("Read after Write = %+v, want both entries sorted by analyzer", f.Findings)
	}
	if err := os.WriteFile(path, []byte(`{"version": 9, "findings": []}`), 0o666); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(path); err == nil {
		t.Error("Read of version 9: no error")
	}
	if _, err := Read(path + ".missing"); err == nil {
		t.Error("Read of a missing file: no error")
	}
}

func equal(a, b []bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
