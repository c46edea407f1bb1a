package fixapply

import "testing"

func TestConflicts(t *testing.T) {
	have := []Edit{{Start: 10, End: 20, New: "x"}, {Start: 30, End: 30, New: "ins"}}
	for _, c := range []struct {
		e    Edit
		want bool
	}{
		{Edit{10, 20, "x"}, false},    // the same edit, offered twice
		{Edit{10, 20, "y"}, true},     // the same range, other text
		{Edit{15, 25, "y"}, true},     // overlaps
		{Edit{20, 25, "y"}, false},    // adjacent
		{Edit{5, 10, "y"}, false},     // adjacent before
		{Edit{12, 12, "y"}, true},     // an insertion inside a replacement
		{Edit{30, 30, "other"}, true}, // two insertions at one point
		{Edit{30, 30, "ins"}, false},  // the same insertion
		{Edit{25, 35, "y"}, true},     // a replacement around an insertion
		{Edit{30, 35, "y"}, false},    // a replacement that starts at an insertion
	} {
		if got := Conflicts(have, c.e); got != c.want {
			t.Errorf("Conflicts(%v) = %v, want %v", c.e, got, c.want)
		}
	}
}

func TestApply(t *testing.T) {
	src := []byte("0123456789")
	got := Apply(src, []Edit{{8, 9, "X"}, {2, 2, "ab"}, {2, 4, "Y"}})
	if string(got) != "01abY4567X9" {
		t.Errorf("Apply = %q", got)
	}
}

func TestFinish(t *testing.T) {
	old := `package p

import (
	"errors"
	"fmt"
	yaml "gopkg.in/yaml.v3"
	"strings"
)

var _ = yaml.Marshal
var _ = strings.ToUpper

func f() error { return errors.New(fmt.Sprint("x")) }
`
	fixed := `package p

import (
	"errors"
	"fmt"
	yaml "gopkg.in/yaml.v3"
	"strings"
)

var _ = yaml.Marshal
var _ = strings.ToUpper

func f() error {   return nil }
`
	want := `package p

import (
	yaml "gopkg.in/yaml.v3"
	"strings"
)

var _ = yaml.Marshal
var _ = strings.ToUpper

func f() error { return nil }
`
	if got := string(Finish([]byte(old), []byte(fixed))); got != want {
		t.Errorf("Finish:\n%s\nwant:\n%s", got, want)
	}
	// A name that is not the package's last path element is never
	// counted as used, so it is never removed.
	old2 := "package p\n\nimport \"gopkg.in/yaml.v3\"\n\nvar _ = yaml.Marshal\n"
	fixed2 := "package p\n\nimport \"gopkg.in/yaml.v3\"\n\nvar _ = 1\n"
	if got := string(Finish([]byte(old2), []byte(fixed2))); got != fixed2 {
		t.Errorf("Finish removed an import it cannot name:\n%s", got)
	}
	// A file that does not parse is left as it is.
	if got := string(Finish([]byte("package p"), []byte("package p\nfunc {"))); got != "package p\nfunc {" {
		t.Errorf("Finish changed a file that does not parse: %q", got)
	}
}
