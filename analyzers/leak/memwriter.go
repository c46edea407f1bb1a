package leak

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/errorigin"
	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
)

// memoryWriterEncoder reports whether the safe list holds "Marshal*" and
// src is the call, at src.Pos, of an encoder that was given only
// in-memory writers: a function named Marshal* or Encode* with a writer
// parameter (jsonapi.MarshalPayload(&buf, run)), or a method of an
// encoder that a New* function made from in-memory writers
// (csv.NewWriter(&buf).Write). A bytes.Buffer or strings.Builder never
// fails a Write, so the error can only be the encoder's own about the
// server's values (issue 15 §4), as for inMemoryEncoder; an encoder
// given a file, a connection or a reader is not covered.
func (c *checker) memoryWriterEncoder(src errorigin.Source) bool {
	if !slices.Contains(c.safe, "Marshal*") || src.Kind != errorigin.Foreign || !src.Pos.IsValid() {
		return false
	}
	call := c.ssaCallAt(src.Pos)
	if call == nil || call.Call.IsInvoke() {
		return false
	}
	fn := call.Call.StaticCallee()
	if fn == nil || !c.foreign(fn) || !c.madeBy(src, fn) {
		return false
	}
	if fn.Signature.Recv() == nil {
		return (strings.HasPrefix(fn.Name(), "Marshal") || strings.HasPrefix(fn.Name(), "Encode")) &&
			memoryWritersOnly(flow.Args(&call.Call))
	}
	if !encoderMethods[fn.Name()] || len(call.Call.Args) == 0 || readsAny(flow.Args(&call.Call)) {
		return false
	}
	made, ok := flow.Concrete(call.Call.Args[0]).(*ssa.Call)
	if !ok || made.Call.IsInvoke() {
		return false
	}
	ctor := made.Call.StaticCallee()
	return ctor != nil && c.foreign(ctor) && ctor.Signature.Recv() == nil && strings.HasPrefix(ctor.Name(), "New") &&
		(strings.HasSuffix(ctor.Name(), "Writer") || strings.HasSuffix(ctor.Name(), "Encoder")) &&
		memoryWritersOnly(flow.Args(&made.Call))
}

// encoderMethods are the methods of an encoder that only encode what they
// are given into its writer: not ReadFrom or AddFS, which read files or
// the network into it.
var encoderMethods = map[string]bool{
	"Write": true, "WriteAll": true, "WriteString": true, "Encode": true, "Flush": true, "Error": true, "Close": true,
}

// foreign reports whether fn belongs to another module than the one
// checked: the module's own helpers are looked into instead.
func (c *checker) foreign(fn *ssa.Function) bool {
	return fn.Pkg != nil && !errorigin.InModule(fn.Pkg.Pkg.Path(), c.cls.Module())
}

// madeBy reports whether src is the error of fn itself ("jsonapi"
// "MarshalPayload", "encoding/csv" "Writer.Write") or of the Write of the
// writer it was given (io.Writer.Write, seen through the encoder's
// facts): not another source that reached the same call.
func (c *checker) madeBy(src errorigin.Source, fn *ssa.Function) bool {
	if src.Pkg == "io" && src.Name == "Writer.Write" {
		return true
	}
	name := fn.Name()
	if recv := fn.Signature.Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		n, ok := types.Unalias(t).(*types.Named)
		if !ok {
			return false
		}
		name = n.Obj().Name() + "." + name
	}
	return src.Pkg == fn.Pkg.Pkg.Path() && src.Name == name
}

// readsAny reports whether args hold a reader or a file system.
func readsAny(args []ssa.Value) bool {
	for _, a := range args {
		if isReader(a.Type()) || isFS(a.Type()) {
			return true
		}
	}
	return false
}

// isFS reports whether t has an Open(string) (fs.File, error) method.
func isFS(t types.Type) bool { return hasMethod(t, "Open", 1, 2) }

// memoryWritersOnly reports whether args hold a writer and every writer
// or reader among them is a *bytes.Buffer or *strings.Builder.
func memoryWritersOnly(args []ssa.Value) bool {
	writers := 0
	for _, a := range args {
		if !isWriter(a.Type()) && !isReader(a.Type()) {
			continue
		}
		if !inMemory(flow.Concrete(a).Type()) {
			return false
		}
		writers++
	}
	return writers > 0
}

// inMemory reports whether t is *bytes.Buffer or *strings.Builder.
func inMemory(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() + "." + n.Obj().Name() {
	case "bytes.Buffer", "strings.Builder":
		return true
	}
	return false
}

// isReader reports whether t has a Read([]byte) (int, error) method.
func isReader(t types.Type) bool { return hasMethod(t, "Read", 1, 2) }
