package failpath

import (
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

// TestOperandReadsLimit: two reads of a field four value structs into a
// pointer (a load and four field addresses, five reads) are the same
// operand; five structs in (six reads) are past the bound. The bound is
// stated as a number of its own, so that changing the constant fails the
// test.
func TestOperandReadsLimit(t *testing.T) {
	pkg := ssatest.Build(t, `package p

type T struct{ A A }
type A struct{ B B }
type B struct{ C C }
type C struct{ D D; N int }
type D struct{ N int }

func reads5(p *T) int { return p.A.B.C.N + p.A.B.C.N }
func reads6(p *T) int { return p.A.B.C.D.N + p.A.B.C.D.N }
`)
	for name, want := range map[string]bool{"reads5": true, "reads6": false} {
		var sum *ssa.BinOp
		for _, b := range pkg.Func(name).Blocks {
			for _, instr := range b.Instrs {
				if x, ok := instr.(*ssa.BinOp); ok {
					sum = x
				}
			}
		}
		if sum == nil || sum.X == sum.Y {
			t.Fatalf("%s: no sum of two reads", name)
		}
		if got := sameOperand(sum.X, sum.Y, 0); got != want {
			t.Errorf("sameOperand(%s's reads) = %v, want %v", name, got, want)
		}
	}
}
