package handlers

import (
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

// TestTakingConversionsLimit: a call is found taking a variable's address
// through two conversions (a named pointer type, then any), not three.
// The bound is stated as a number of its own, so that changing the
// constant fails the test.
func TestTakingConversionsLimit(t *testing.T) {
	pkg := ssatest.Build(t, `package p

type A struct{ N int }
type P1 *A
type P2 *A

func use(any) {}

func two()   { var in A; use(P1(&in)) }
func three() { var in A; use(P2(P1(&in))) }
`)
	for name, want := range map[string]bool{"two": true, "three": false} {
		var in *ssa.Alloc
		for _, b := range pkg.Func(name).Blocks {
			for _, instr := range b.Instrs {
				if a, ok := instr.(*ssa.Alloc); ok {
					in = a
				}
			}
		}
		if in == nil {
			t.Fatalf("%s: no variable", name)
		}
		found := false
		for _, c := range callsTaking(in) {
			if f := c.Call.StaticCallee(); f != nil && f.Name() == "use" {
				found = true
			}
		}
		if found != want {
			t.Errorf("callsTaking(%s's variable) finds use = %v, want %v", name, found, want)
		}
	}
}

// TestHandlerConversionsLimit: an open handler handed to a registration
// through three conversions between handler types runs unrecovered on a
// server that recovers nothing; through four, something in between might
// recover it.
func TestHandlerConversionsLimit(t *testing.T) {
	pkg := ssatest.Build(t, `package p

type Server struct{}
type Handler func(string) error

func (*Server) AddTool(name string, h Handler) {}

type (
	h1 func(string) error
	h2 func(string) error
	h3 func(string) error
)

func Three(string) error { return nil }
func Four(string) error  { return nil }

func reg(s *Server) {
	s.AddTool("three", Handler(h1(h2(Three))))
	s.AddTool("four", Handler(h1(h2(h3(Four)))))
}
`)
	const sdk = sdkmodel.SDK("p")
	d := &discoverer{
		res: &Result{Servers: map[sdkmodel.SDK]token.Pos{sdk: token.NoPos}},
		m: &sdkmodel.Model{Registrations: []sdkmodel.Registration{
			{SDK: sdk, Func: sdkmodel.FuncRef{Pkg: "p", Recv: "Server", Name: "AddTool"}, HandlerArg: 1},
		}},
	}
	for name, want := range map[string]bool{"Three": true, "Four": false} {
		fn := pkg.Func(name)
		var inst ssa.Instruction
		for _, b := range pkg.Func("reg").Blocks {
			for _, instr := range b.Instrs {
				var ops []*ssa.Value
				for _, op := range instr.Operands(ops) {
					if *op == ssa.Value(fn) {
						inst = instr
					}
				}
			}
		}
		if inst == nil {
			t.Fatalf("reg does not refer to %s", name)
		}
		if got := d.unrecoveredHere(sdk, fn.Object().(*types.Func), inst); got != want {
			t.Errorf("unrecoveredHere(%s) = %v, want %v", name, got, want)
		}
	}
}
