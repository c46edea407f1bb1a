package flow_test

import (
	"testing"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

const sharedSrc = `package p

import (
	"errors"
	"sync"
)

func use(error) {}

func fill(p *error) { *p = errors.New("boom") }

var once sync.Once

func closure() {
	var err error
	f := func() { err = errors.New("x") }
	f()
	use(err)
}

func pointer() {
	var err error
	fill(&err)
	use(err)
}

func onceDo() {
	var err error
	once.Do(func() { err = errors.New("x") })
	if err != nil {
		use(err)
	}
}

func goroutine() {
	var wg sync.WaitGroup
	var err error
	wg.Add(1)
	go func() { defer wg.Done(); err = errors.New("x") }()
	wg.Wait()
	use(err)
}

func plain(b bool) {
	var err error
	if b {
		use(err)
	}
}
`

// TestAlwaysNilShared checks that an error variable a closure, a
// goroutine or a callee given its address may set is not called nil
// where only its zero value is seen in the function's own body, and
// that an error variable nothing else can set still is.
func TestAlwaysNilShared(t *testing.T) {
	pkg := ssatest.Build(t, sharedSrc)
	for _, c := range []struct {
		fn   string
		want bool
	}{
		{"closure", false},
		{"pointer", false},
		{"onceDo", false},
		{"goroutine", false},
		{"plain", true},
	} {
		fn := pkg.Func(c.fn)
		b := ssatest.CallBlock(fn, "use")
		if b == nil {
			t.Fatalf("%s: no block calls use", c.fn)
		}
		var arg ssa.Value
		for _, instr := range b.Instrs {
			if call, ok := instr.(*ssa.Call); ok && len(call.Call.Args) == 1 {
				if f, ok := call.Call.Value.(*ssa.Function); ok && f.Name() == "use" {
					arg = call.Call.Args[0]
				}
			}
		}
		if got := flow.AlwaysNil(arg, b); got != c.want {
			t.Errorf("%s: AlwaysNil(err) = %v, want %v", c.fn, got, c.want)
		}
	}
}
