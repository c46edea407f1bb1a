package handlers_test

import (
	"fmt"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
)

// showClaims reports, at the package clause, each claim the package
// makes on another package's open handler: the variant that applies
// where the server is assembled.
var showClaims = &analysis.Analyzer{
	Name:     "showclaims",
	Doc:      "report claims on open handlers (test only)",
	Requires: []*analysis.Analyzer{handlers.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
		for _, c := range res.Claims {
			if c.Obj == nil {
				continue
			}
			name := c.Obj.Name()
			if c.Obj.Pkg() != nil {
				name = c.Obj.Pkg().Name() + "." + name
			}
			if _, ok := c.Obj.(*types.Func); ok && len(pass.Files) > 0 {
				pass.Reportf(pass.Files[0].Name.Pos(), "%s", fmt.Sprintf("claims %s %s", name, c.Variant))
			}
		}
		return nil, nil
	},
}

// TestInstallOrder: middleware installed in separate calls is ordered by
// source position, first outermost, so only what is installed after a
// converter is converted by it.
func TestInstallOrder(t *testing.T) {
	analysistest.Run(t, testdata(t), showClaims, "handlers/mworder/srv")
}

// TestFixpoint: a registration found only after a summary found late, in
// the last round of the fixpoint (handlers/fixpoint).
func TestFixpoint(t *testing.T) {
	analysistest.Run(t, testdata(t), show, "handlers/fixpoint")
}
