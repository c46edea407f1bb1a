package errorigin

import (
	"go/constant"
	"net/url"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// infallible reports whether a call of path.name with args cannot return
// an error: net/http's NewRequest and NewRequestWithContext fail only on a
// bad method or a URL that does not parse, so with a constant method and a
// constant URL that parses (mcp-grafana's plugin catalog URL) their error
// is never made.
func (c *Classifier) infallible(path, name string, args []ssa.Value) bool {
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

// constString returns the value of a constant string, or of a package
// variable of this package whose every store outside _test.go files is
// that constant (its initializer; a test that points it at a test server
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
		if !ok || c.ssa == nil || g.Pkg != c.ssa {
			return "", false
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
