package flow

import "golang.org/x/tools/go/ssa"

// Concrete returns the value an interface value was converted from,
// through MakeInterface and ChangeInterface: the error a fmt operand
// carries, the data passed as structured content.
func Concrete(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		default:
			return v
		}
	}
}
