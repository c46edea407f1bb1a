// Package typeinfo answers the questions about types that the mcplint
// passes and analyzers all ask, each under one name that says what it
// means: "is this the error type" and "does this type implement error"
// are different questions (a *PathError implements error and is not it).
package typeinfo

import (
	"go/types"
	"strings"
)

var (
	errorType  = types.Universe.Lookup("error").Type()
	errorIface = errorType.Underlying().(*types.Interface)
)

// IsErrorType reports whether t is the predeclared error type itself
// (types.Identical): a declared result or parameter of type error.
func IsErrorType(t types.Type) bool {
	return types.Identical(t, errorType)
}

// ImplementsError reports whether t implements error (types.Implements):
// the error type, an interface that embeds it, or a concrete error type
// such as *os.PathError.
func ImplementsError(t types.Type) bool {
	return types.Implements(t, errorIface)
}

// IsErrorMethod reports whether fn is the method error's interface names,
// Error() string, on whatever type declares it: a call of it is the text of
// its receiver's error. A method Error that returns a declared string type
// is not (its type does not implement error); one that returns an alias
// of string is.
func IsErrorMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || fn.Name() != "Error" || sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	return types.Identical(sig.Results().At(0).Type(), types.Typ[types.String])
}

// IsNamed reports whether t is the named type pkg.name (or an alias of
// it): IsNamed(t, "embed", "FS"). A pointer to it is not.
func IsNamed(t types.Type, pkg, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}

// IsContext reports whether t is context.Context (or an alias of it).
func IsContext(t types.Type) bool {
	return IsNamed(t, "context", "Context")
}

// IsStdPath reports whether an import path is the standard library's: its
// first element has no dot (the rule cmd/go applies to import paths).
func IsStdPath(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
