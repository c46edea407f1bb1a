package handlers_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
)

// show reports each handler found, its kind and how it was found, so that
// analysistest checks discovery against want comments; facts are checked
// through the handlers pass itself.
var show = &analysis.Analyzer{
	Name:     "showhandlers",
	Doc:      "report handlers (test only)",
	Requires: []*analysis.Analyzer{handlers.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
		for _, h := range res.Handlers {
			if h.Variant == handlers.Converted {
				continue // the twin of an open handler, shown once
			}
			how := []string{"signature", "registration", "wrapper", "middleware", "continuation"}[h.How]
			msg := fmt.Sprintf("handler %s %s", h.Spec.Kind, how)
			if h.ConvertedBy != "" {
				msg += " converted by " + h.ConvertedBy
			}
			if h.Open != nil {
				msg += " open as " + h.Open.Name()
			}
			pass.Reportf(h.Fn.Pos(), "%s", msg)
		}
		if showSummaries {
			for obj, f := range res.Summaries {
				pass.Reportf(obj.Pos(), "%s: %s", obj.Name(), f)
			}
		}
		return nil, nil
	},
}

// showSummaries makes show report the ParamFacts too, for packages that
// want both.
var showSummaries bool

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestDiscovery(t *testing.T) {
	analysistest.Run(t, testdata(t), show, "handlers/forms", "handlers/viareg", "handlers/gosdkforms", "handlers/adaptedtools", "handlers/toolsets")
}

func TestParamFacts(t *testing.T) {
	analysistest.Run(t, testdata(t), handlers.Analyzer, "handlers/reg", "handlers/adapter")
}

// TestAssembly: tool functions behind project adapters and registries
// across packages.
func TestAssembly(t *testing.T) {
	showSummaries = true
	defer func() { showSummaries = false }()
	analysistest.Run(t, testdata(t), show, "assembly/gosdk/inventory", "assembly/gosdk/tools", "assembly/gosdk/server")
}
