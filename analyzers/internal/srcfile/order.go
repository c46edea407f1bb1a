package srcfile

import (
	"cmp"
	"go/token"
)

// Compare orders two positions of fset by file name, then by offset in
// the file: -1, 0 or +1 as a is before, at or after b. Invalid
// positions come first.
//
// Comparing token.Pos values directly orders positions in different
// files by the order the files were added to the FileSet, and
// go/packages (which the standalone command, golangci-lint and
// analysistest load with) parses a package's files concurrently and adds
// each as its parse finishes: that order changes from run to run. Output
// order, and anything decided by "the first" of several files' positions,
// must use Compare instead.
func Compare(fset *token.FileSet, a, b token.Pos) int {
	if a == b {
		return 0
	}
	fa, fb := fset.File(a), fset.File(b)
	switch {
	case fa == fb: // one file, or no file for either
		return cmp.Compare(a, b)
	case fa == nil:
		return -1
	case fb == nil:
		return +1
	}
	if c := cmp.Compare(fa.Name(), fb.Name()); c != 0 {
		return c
	}
	return cmp.Compare(fa.Offset(a), fb.Offset(b))
}
