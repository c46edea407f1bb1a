package leak

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// noFix is why a finding has no suggested fix, in a few words, and where
// that reason lies when it is not the finding's own line (the helper
// that builds the text). A finding without a fix carries it as related
// information ("no fix: ..."), which the command's text output, -json,
// SARIF and editors show: a leak that looks fixable and gets no fix
// otherwise leaves its author guessing.
type noFix struct {
	why string
	pos token.Pos
}

// builtIn is the reason a text a helper builds has no fix at its
// caller: the words to change are the helper's. The reason points at
// the helper when the package holds its source.
func (c *checker) builtIn(fn *ssa.Function) noFix {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	name := fn.Name()
	switch obj, _ := fn.Object().(*types.Func); {
	case fn.Parent() != nil:
		name = "a function literal" // its SSA name (closure$1) means nothing to the author
	case obj != nil && (obj.Pkg() != c.pass.Pkg || obj.Signature().Recv() != nil):
		name = sdkmodel.Label(obj)
	}
	// "result", not "text": the helper may only wrap a text the handler
	// wrote (toolError(fmt.Sprintf("install failed: %v", err))).
	r := noFix{why: "the result is built in " + name + "; a fix rewrites only a handler's own result"}
	if fn.Pkg != nil && fn.Pkg.Pkg == c.pass.Pkg && c.pass.Fset.File(fn.Pos()) != nil {
		r.pos = fn.Pos()
	}
	return r
}

// related returns the related information that says why there is no
// fix, at pos when the reason has no place of its own.
func (r noFix) related(pos token.Pos) []analysis.RelatedInformation {
	if r.why == "" {
		return nil
	}
	if r.pos.IsValid() {
		pos = r.pos
	}
	return []analysis.RelatedInformation{{Pos: pos, Message: report.NoFixPrefix + r.why}}
}
