package report

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"
)

// TestDeferredRoundTrip: a Deferred (with fixes and the settled mark)
// and a Keyed survive gob as go vet's fact files carry them, and encode
// to the same bytes whatever the maps' iteration order (the drivers check
// that a fact encodes the same every time).
func TestDeferredRoundTrip(t *testing.T) {
	d := &Deferred{
		Variants: map[string][]Diag{
			"as declared": {{File: "a.go", Off: 10, End: 20, Category: "c", Message: "m", URL: "u",
				Fixes:   []Fix{{Message: "f", Edits: []Edit{{File: "a.go", Off: 10, End: 13, New: "nil"}, {File: "a.go", Off: 15, End: 15, New: "x"}}}},
				Related: []Related{{File: "a.go", Off: 2, End: -1, Message: "source: os.ReadFile"}, {File: "b.go", Off: 0, End: 3, Message: "source: exec.Cmd.Run"}}}},
			"converted":    {{File: "b.go", Off: 1, End: -1, Message: "n"}},
			"+unrecovered": nil,
		},
		Files:   map[string]FileLines{"a.go": {Size: 30, Lines: []int{0, 12}}, "b.go": {Size: 5, Lines: []int{0}}},
		Settled: true,
	}
	k := &Keyed{ByKey: map[string]*Deferred{"k1": d, "k2": {Variants: map[string][]Diag{}, Files: map[string]FileLines{}}}}
	for name, v := range map[string]any{"deferred": d, "keyed": k} {
		var first []byte
		for i := range 5 {
			var buf bytes.Buffer
			if err := gob.NewEncoder(&buf).Encode(v); err != nil {
				t.Fatal(err)
			}
			if i == 0 {
				first = buf.Bytes()
			} else if !bytes.Equal(first, buf.Bytes()) {
				t.Errorf("%s: encoding %d differs from the first", name, i)
			}
		}
		out := reflect.New(reflect.TypeOf(v).Elem())
		if err := gob.NewDecoder(bytes.NewReader(first)).Decode(out.Interface()); err != nil {
			t.Fatal(err)
		}
		got := out.Interface()
		if name == "deferred" {
			got.(*Deferred).Variants["+unrecovered"] = nil // gob drops an empty slice's nil-ness
		}
		if !reflect.DeepEqual(normalize(got), normalize(v)) {
			t.Errorf("%s: round trip\n got %#v\nwant %#v", name, got, v)
		}
	}
}

// normalize makes empty and nil slices of variants equal.
func normalize(v any) any {
	fix := func(d *Deferred) {
		for name, diags := range d.Variants {
			if len(diags) == 0 {
				d.Variants[name] = nil
			}
		}
	}
	switch x := v.(type) {
	case *Deferred:
		fix(x)
	case *Keyed:
		for _, d := range x.ByKey {
			fix(d)
		}
	}
	return v
}
