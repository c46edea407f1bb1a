package errorigin

import (
	"go/constant"
	"go/token"
	"net/url"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// infallible reports whether a call of path.name with args cannot return
// an error: net/http's NewRequest and NewRequestWithContext fail only on a
// bad method or a URL that does not parse, so with a constant method and a
// constant URL that parses (mcp-grafana's plugin catalog URL) their error
// is never made.
func (c *Classifier) infallible(path, name string, args []ssa.Value) bool {
	switch {
	case path == "path/filepath" && (name == "Walk" || name == "WalkDir") && len(args) == 2:
		return walkNeverFails(args[1])
	case path == "io/fs" && name == "WalkDir" && len(args) == 3:
		return walkNeverFails(args[2])
	}
	if path != "net/http" {
		return false
	}
	switch {
	case name == "NewRequest" && len(args) == 3:
	case name == "NewRequestWithContext" && len(args) == 4:
		args = args[1:]
	default:
		return false
	}
	method, ok := c.constString(args[0])
	if !ok || method == "" || strings.ContainsAny(method, " \t\r\n()<>@,;:\\\"/[]?={}") {
		return false
	}
	u, ok := c.constString(args[1])
	if !ok {
		return false
	}
	_, err := url.Parse(u)
	return err == nil
}

// constString returns the value of a constant string, or of an
// unexported package variable of this package whose address is never
// taken and whose every store outside _test.go files is that constant (its initializer; a test that points it at a test server
// is not the program that serves the model).
func (c *Classifier) constString(v ssa.Value) (string, bool) {
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value == nil || x.Value.Kind() != constant.String {
			return "", false
		}
		return constant.StringVal(x.Value), true
	case *ssa.UnOp:
		g, ok := x.X.(*ssa.Global)
		if !ok || c.ssa == nil || g.Pkg != c.ssa || g.Object() == nil || g.Object().Exported() || c.addressTaken(g) {
			return "", false // another package, a flag or a pointer can change it
		}
		val, found := "", false
		for _, s := range c.stores.StoresTo(g) {
			if f := srcfile.FileOf(c.pass.Files, s.Pos()); f != nil && srcfile.IsTest(c.pass.Fset, f) {
				continue
			}
			k, ok := s.Val.(*ssa.Const)
			if !ok || k.Value == nil || k.Value.Kind() != constant.String || found && constant.StringVal(k.Value) != val {
				return "", false
			}
			val, found = constant.StringVal(k.Value), true
		}
		return val, found
	}
	return "", false
}

// addressTaken reports whether code of the package uses global g other
// than by loading it or storing to it (flag.StringVar(&g, ...)): stores
// through that address are not in the store index.
func (c *Classifier) addressTaken(g *ssa.Global) bool {
	for _, fn := range c.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch in := instr.(type) {
				case *ssa.UnOp:
					if in.Op == token.MUL && in.X == g {
						continue
					}
				case *ssa.Store:
					if in.Addr == g && in.Val != g {
						continue
					}
				}
				for _, op := range instr.Operands(nil) {
					if op != nil && *op == g {
						return true
					}
				}
			}
		}
	}
	return false
}

// walkNeverFails reports whether v, the function given to a walk of a
// file tree (filepath.Walk, filepath.WalkDir, fs.WalkDir), returns only
// nil, SkipDir or SkipAll: a walk passes every error it meets to that
// function and returns what it returns (nil for SkipDir and SkipAll), so
// its own error is never made (mcp-filesystem-server's search_files.go
// skips unreadable paths).
func walkNeverFails(v ssa.Value) bool {
	fn := walkFunc(v)
	return fn != nil && everyWalkReturn(fn, func(ssa.Value) bool { return false })
}

// walkFunc returns the function a walk is given, through its conversion
// to filepath.WalkFunc or fs.WalkDirFunc and a closure, or nil.
func walkFunc(v ssa.Value) *ssa.Function {
	if ct, ok := v.(*ssa.ChangeType); ok {
		v = ct.X
	}
	if mc, ok := v.(*ssa.MakeClosure); ok {
		v = mc.Fn
	}
	fn, ok := v.(*ssa.Function)
	if !ok || fn.Blocks == nil {
		return nil
	}
	return fn
}

// everyWalkReturn reports whether every error fn returns is nil, SkipDir
// or SkipAll, or a value also accepts.
func everyWalkReturn(fn *ssa.Function, also func(ssa.Value) bool) bool {
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		for _, o := range flow.Origins(ret.Results[0], b) {
			if !flow.IsNilConst(o.Value) && !isSkip(o.Value) && !also(o.Value) {
				return false
			}
		}
	}
	return true
}

// isSkip reports whether v is a load of io/fs's or path/filepath's
// SkipDir or SkipAll.
func isSkip(v ssa.Value) bool {
	l, ok := v.(*ssa.UnOp)
	if !ok || l.Op != token.MUL {
		return false
	}
	g, ok := l.X.(*ssa.Global)
	if !ok || g.Pkg == nil {
		return false
	}
	p := g.Pkg.Pkg.Path()
	return (p == "io/fs" || p == "path/filepath") && (g.Name() == "SkipDir" || g.Name() == "SkipAll")
}
