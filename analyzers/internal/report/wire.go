package report

import (
	"bytes"
	"encoding/gob"
	"sort"
)

// The drivers check that a fact encodes to the same bytes every time
// (checker's sanity check, go vet's cache), and gob writes a map in its
// iteration order: Deferred and Keyed encode as slices sorted by name.

type deferredWire struct {
	Variants []variantWire
	Files    []fileWire
	Settled  bool
}

type variantWire struct {
	Name  string
	Diags []Diag
}

type fileWire struct {
	Name  string
	Lines FileLines
}

type keyedWire struct {
	Keys []keyWire
}

type keyWire struct {
	Key string
	D   *Deferred
}

// GobEncode implements gob.GobEncoder.
func (d *Deferred) GobEncode() ([]byte, error) {
	w := deferredWire{Settled: d.Settled}
	for name, diags := range d.Variants {
		w.Variants = append(w.Variants, variantWire{name, diags})
	}
	sort.Slice(w.Variants, func(i, j int) bool { return w.Variants[i].Name < w.Variants[j].Name })
	for name, fl := range d.Files {
		w.Files = append(w.Files, fileWire{name, fl})
	}
	sort.Slice(w.Files, func(i, j int) bool { return w.Files[i].Name < w.Files[j].Name })
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(w)
	return buf.Bytes(), err
}

// GobDecode implements gob.GobDecoder.
func (d *Deferred) GobDecode(b []byte) error {
	var w deferredWire
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&w); err != nil {
		return err
	}
	d.Variants, d.Files, d.Settled = map[string][]Diag{}, map[string]FileLines{}, w.Settled
	for _, v := range w.Variants {
		d.Variants[v.Name] = v.Diags
	}
	for _, f := range w.Files {
		d.Files[f.Name] = f.Lines
	}
	return nil
}

// GobEncode implements gob.GobEncoder.
func (k *Keyed) GobEncode() ([]byte, error) {
	var w keyedWire
	for key, d := range k.ByKey {
		w.Keys = append(w.Keys, keyWire{key, d})
	}
	sort.Slice(w.Keys, func(i, j int) bool { return w.Keys[i].Key < w.Keys[j].Key })
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(w)
	return buf.Bytes(), err
}

// GobDecode implements gob.GobDecoder.
func (k *Keyed) GobDecode(b []byte) error {
	var w keyedWire
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&w); err != nil {
		return err
	}
	k.ByKey = map[string]*Deferred{}
	for _, e := range w.Keys {
		k.ByKey[e.Key] = e.D
	}
	return nil
}
