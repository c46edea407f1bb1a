package errorigin

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// EmbedFS reports whether v is the binary's embedded files: an embed.FS
// value, or one converted to an interface (fs.FS) to be given to io/fs.
func EmbedFS(v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	t := v.Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	return typeinfo.IsNamed(t, "embed", "FS")
}

// embedWalk classifies the error of a call of an io/fs function given the
// binary's embedded files (fs.WalkDir(docs.FS, ".", ...),
// diagram-as-code's documentation list): its text names only paths inside
// the binary, so it is embed's (which -leak.safe lists), not io/fs's.
func embedWalk(obj *types.Func, args []ssa.Value, call *ssa.Call) (Origin, bool) {
	if pkgPath(obj) != "io/fs" || len(args) == 0 || !EmbedFS(args[0]) {
		return Origin{}, false
	}
	if obj.Name() == "WalkDir" && (len(args) != 3 || !WalkPassesErrors(args[2])) {
		return Origin{}, false // the walk's function may return other errors
	}
	o := source(Source{Kind: Foreign, Pkg: "embed", Name: "FS", Via: shortName(obj) + " over embed.FS", Pos: call.Pos()})
	o.Func = obj
	return o, true
}

// WalkPassesErrors reports whether the function given to fs.WalkDir
// returns only nil, its error parameter, or SkipDir and SkipAll: the
// walk's error is then the file system's own.
func WalkPassesErrors(v ssa.Value) bool {
	fn := walkFunc(v)
	return fn != nil && len(fn.Params) == 3 && everyWalkReturn(fn, func(x ssa.Value) bool { return x == fn.Params[2] })
}
