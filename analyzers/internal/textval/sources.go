package textval

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// Source is one place an error's or string's text can be made.
type Source struct {
	Text Text
	// Origin is the definition the text is evaluated from. Origin.Block
	// is the block the definition reaches the use from, for failure-path
	// checks at the place the text is written.
	Origin flow.Origin
	// Pos is where the text is made: the errors.New or fmt.Errorf call,
	// or the definition's own position; NoPos when unknown.
	Pos token.Pos
}

// maxFollow bounds how many calls deep Sources follows an error.
const maxFollow = 4

// Sources evaluates the text of v, an error (as Error does) or a string
// (as String does), as it reaches block at (nil: v's own block), one
// Source per definition that can reach it, following what Error and
// String leave as a hole when the text is still written in the same
// package:
//
//   - every definition through φ-nodes and local variables
//     (msg := "..."; if c { msg = "..." });
//   - the result of a function of v's package, into each of its return
//     statements (return nil, errors.New("...") in a helper);
//   - a package-level variable of v's package stored once, in the
//     package initializer (var ErrBusy = errors.New("...")).
//
// Definitions known to be nil where they reach are left out. Text made in
// other packages stays a hole: their bodies are not in the SSA program.
func Sources(v ssa.Value, at *ssa.BasicBlock) []Source {
	s := &sourcer{onStack: map[*ssa.Function]bool{}}
	s.walk(v, at, 0)
	return s.out
}

type sourcer struct {
	onStack map[*ssa.Function]bool
	out     []Source
}

func (s *sourcer) walk(v ssa.Value, at *ssa.BasicBlock, depth int) {
	for _, o := range flow.Origins(v, at) {
		if flow.IsNilConst(o.Value) || flow.NilAt(o.Value, o.Block) == flow.IsNil {
			continue
		}
		if depth < maxFollow && (s.intoCallee(o.Value, depth) || s.intoGlobal(o.Value, depth)) {
			continue
		}
		t := String(o.Value)
		if typeinfo.ImplementsError(o.Value.Type()) {
			t = Error(o.Value)
		}
		s.out = append(s.out, Source{Text: t, Origin: o, Pos: posOf(o.Value)})
	}
}

// intoCallee follows an error returned by a function of the caller's own
// package into the function's return statements.
func (s *sourcer) intoCallee(v ssa.Value, depth int) bool {
	fn, idx := flow.Callee(v)
	if fn == nil {
		return false
	}
	if len(fn.Blocks) == 0 || fn.Pkg == nil || v.Parent() == nil || fn.Pkg != v.Parent().Pkg {
		return false
	}
	if s.onStack[fn] {
		return true // a recursive call returns what the outer call does
	}
	s.onStack[fn] = true
	defer delete(s.onStack, fn)
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && idx < len(ret.Results) {
			s.walk(ret.Results[idx], b, depth+1)
		}
	}
	return true
}

// intoGlobal follows a load of a package-level variable of the loading
// function's package to the one value the package stores in it, in its
// initializer.
func (s *sourcer) intoGlobal(v ssa.Value, depth int) bool {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return false
	}
	g, ok := load.X.(*ssa.Global)
	if !ok || g.Pkg == nil || load.Parent() == nil || g.Pkg != load.Parent().Pkg {
		return false
	}
	stores := flow.StoresTo(g, packageFuncs(g.Pkg))
	if len(stores) != 1 || stores[0].Parent() != g.Pkg.Func("init") {
		return false
	}
	s.walk(stores[0].Val, stores[0].Block(), depth+1)
	return true
}

// packageFuncs returns the functions of pkg with a body: package-level
// functions, methods of its types, and their func literals.
func packageFuncs(pkg *ssa.Package) []*ssa.Function {
	var out []*ssa.Function
	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		if fn == nil || len(fn.Blocks) == 0 {
			return
		}
		out = append(out, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, m := range pkg.Members {
		switch m := m.(type) {
		case *ssa.Function:
			add(m)
		case *ssa.Type:
			for _, t := range []types.Type{m.Type(), types.NewPointer(m.Type())} {
				mset := pkg.Prog.MethodSets.MethodSet(t)
				for i := 0; i < mset.Len(); i++ {
					if fn := pkg.Prog.MethodValue(mset.At(i)); fn != nil && fn.Pkg == pkg && fn.Synthetic == "" {
						add(fn)
					}
				}
			}
		}
	}
	return out
}

// posOf is where a definition is written: a call's open parenthesis, or
// the call a tuple element comes from.
func posOf(v ssa.Value) token.Pos {
	if call, _ := flow.CallOf(v); call != nil {
		return call.Pos()
	}
	if mi, ok := v.(*ssa.MakeInterface); ok && !mi.Pos().IsValid() {
		return posOf(mi.X)
	}
	return v.Pos()
}
