package fixes

import (
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// Indent returns the leading white space of the line holding pos, so that
// statements a fix inserts line up with their neighbours before gofmt.
func Indent(pass *analysis.Pass, pos token.Pos) string {
	tf := pass.Fset.File(pos)
	if tf == nil {
		return ""
	}
	src, err := pass.ReadFile(tf.Name())
	if err != nil {
		return ""
	}
	start := tf.Offset(tf.LineStart(tf.Line(pos)))
	end := start
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return string(src[start:end])
}
