// Package factset keeps the object facts a pass can import, read during
// the pass's Run, for results that answer questions after Run returns.
//
// analysis.Pass documents that ImportObjectFact "panics if called after
// the pass is complete" and is not concurrency-safe, yet a pass's result
// is shared by the analyzers that require it, which run after it and
// concurrently. A result that needs facts to answer takes a Snapshot at
// the end of its Run, when every fact of its own package is exported,
// and imports from it afterwards: the snapshot holds exactly what
// ImportObjectFact would have returned then, and is read-only.
package factset

import (
	"go/types"
	"reflect"

	"golang.org/x/tools/go/analysis"
)

// Importer imports the fact of obj into ptr, as Pass.ImportObjectFact.
type Importer func(obj types.Object, ptr analysis.Fact) bool

type key struct {
	obj types.Object
	t   reflect.Type
}

// Set is the object facts of a pass's fact types, as the pass saw them
// when the Set was taken.
type Set struct {
	m map[key]analysis.Fact
}

// Snapshot returns the object facts pass can import now: those of its
// dependencies and those it exported. Call it during Run.
func Snapshot(pass *analysis.Pass) *Set {
	s := &Set{m: map[key]analysis.Fact{}}
	for _, f := range pass.AllObjectFacts() {
		s.m[key{f.Object, reflect.TypeOf(f.Fact)}] = f.Fact
	}
	return s
}

// Import copies the fact of obj of ptr's type into ptr, as
// Pass.ImportObjectFact does, and reports whether there is one. It is
// safe for concurrent use.
func (s *Set) Import(obj types.Object, ptr analysis.Fact) bool {
	if obj == nil {
		return false
	}
	f, ok := s.m[key{obj, reflect.TypeOf(ptr)}]
	if !ok {
		return false
	}
	reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(f).Elem())
	return true
}
