package handlers_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/marktest"
	"github.com/mcplint-go/mcplint/analyzers/leak"
	"github.com/mcplint-go/mcplint/analyzers/opaquemsg"
	"github.com/mcplint-go/mcplint/analyzers/protomisuse"
	"github.com/mcplint-go/mcplint/analyzers/unflaggederr"
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
				if res.OpenWeak[h.Open] {
					msg += " weak"
				}
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
	analysistest.Run(t, testdata(t), show, "handlers/forms", "handlers/viareg", "handlers/gosdkforms", "handlers/adaptedtools", "handlers/toolsets", "handlers/delegates")
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

// TestWrappedAcrossPackages: every SDK construct that turns a function
// into a handler, with the function declared in another package than the
// construct (a function value, a method value, an interface's method
// value, a factory's result), in both SDKs; delegates of a typed
// handler's shape are not handlers, and a function of a structured
// handler's shape that nothing registers is not judged. The findings are
// reported at the tool functions' lines, with the fixes their own package
// would offer (tools.go.golden).
func TestWrappedAcrossPackages(t *testing.T) {
	marktest.Assembled(t, []*analysis.Analyzer{protomisuse.Analyzer, leak.Analyzer, unflaggederr.Analyzer, opaquemsg.Analyzer},
		"wrap/tools", "wrap/server", "wrap/values", "wrap/gosdktools", "wrap/gosdkserver")
}

// showServers reports each SDK's server the package builds
// (Result.Servers), which decides whether "nothing recovers" can be said
// of its handlers.
var showServers = &analysis.Analyzer{
	Name:     "showservers",
	Doc:      "report the servers a package builds (test only)",
	Requires: []*analysis.Analyzer{handlers.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
		for sdk, pos := range res.Servers {
			pass.Reportf(pos, "server of %s", sdk)
		}
		return nil, nil
	},
}

// TestServers: a server built in a _test.go file is a test's, not the
// one the program runs (the test variant of the package has both files).
func TestServers(t *testing.T) {
	analysistest.Run(t, testdata(t), showServers, "handlers/servers", "handlers/testserver")
}

// showInput reports, for each mark(v) in a handler, whether v comes from
// the model's input alone (Result.FromInput of the handler's Input).
var showInput = &analysis.Analyzer{
	Name:     "showinput",
	Doc:      "report FromInput of marked values (test only)",
	Requires: []*analysis.Analyzer{handlers.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
		for _, h := range res.Handlers {
			for _, call := range marktest.Calls([]*ssa.Function{h.Fn}, "mark") {
				v := call.Call.Args[0]
				if mi, ok := v.(*ssa.MakeInterface); ok {
					v = mi.X
				}
				pass.Reportf(call.Pos(), "input=%v", res.FromInput(v, h.Input()))
			}
		}
		return nil, nil
	},
}

// TestFromInput checks which values of a handler come from the model's
// input: the SDK's accessors of the request with input or constant
// arguments, fields, indexes, lookups and assertions of such values,
// arithmetic with constants, a local BindArguments decodes into; not
// other calls, constants alone, or a local decoded from anything else.
func TestFromInput(t *testing.T) {
	analysistest.Run(t, testdata(t), showInput, "handlers/frominput")
}
