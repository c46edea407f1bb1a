package results

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// argText is the text argument i of a helper call puts where the helper's
// summary has a hole for parameter i, formatted with verb.
//
// A helper whose last parameters are (format string, args ...any), such as
//
//	errf := func(format string, args ...any) *mcp.CallToolResult {
//		return &mcp.CallToolResult{IsError: true, Content: ... fmt.Sprintf(format, args...) ...}
//	}
//
// forwards them to fmt, the way x/tools' printf pass finds wrappers: its
// text is the call's format applied to the call's operands, not the format
// string itself ("invalid input: %v").
func argText(sig *types.Signature, args []ssa.Value, i int, verb string) textval.Text {
	if verb == "" && isPrintfWrapper(sig) && i == sig.Params().Len()-2 && len(args) == sig.Params().Len() {
		return textval.Format(args[i], flow.VariadicValues(args[i+1]))
	}
	return textval.Operand(args[i], verb)
}

// isPrintfWrapper reports whether sig ends in (format string, args ...any).
func isPrintfWrapper(sig *types.Signature) bool {
	if sig == nil || !sig.Variadic() || sig.Params().Len() < 2 {
		return false
	}
	n := sig.Params().Len()
	if b, ok := sig.Params().At(n - 2).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return false
	}
	sl, ok := sig.Params().At(n - 1).Type().(*types.Slice)
	if !ok {
		return false
	}
	iface, ok := sl.Elem().Underlying().(*types.Interface)
	return ok && iface.Empty()
}
