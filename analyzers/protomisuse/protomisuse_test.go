package protomisuse_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/protomisuse"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestProtomisuse(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), protomisuse.Analyzer,
		"protomisuse/serverrecoverymcpgo", "protomisuse/serverrecoverymcpgo/selfpanic", "protomisuse/serverrecoverymcpgo/spread", "protomisuse/serverrecoverymcpgo/contpanic", "protomisuse/serverrecoverymcpgo/passed", "protomisuse/generated", "protomisuse/respbody",
		"protomisuse/mcpgo",
		"protomisuse/beside",
		"protomisuse/gosdk",
		"protomisuse/routed",
		"protomisuse/nilnil",
		"protomisuse/panics",
		"protomisuse/recovered",
		"protomisuse/wrapper",
		"protomisuse/converting",
		"protomisuse/usemw",
		"protomisuse/gosdkmw",
		"protomisuse/gosdkmwpass",
		"protomisuse/crosspkg",
		"protomisuse/suppress",
		"protomisuse/faults",
		"protomisuse/fixuses",
		"protomisuse/codes",
		"protomisuse/codesmcpgo",
		"protomisuse/byname",
		"protomisuse/bynamemcpgo",
		"protomisuse/tasks",
		"protomisuse/constfmt",
		"protomisuse/ownfaults",
		"protomisuse/ownfaults/docs",
		"protomisuse/httpexit",
		"protomisuse/httpexitmcpgo",
		"protomisuse/inputreq",
		"protomisuse/inputpanics",
		"protomisuse/inputpanicsgosdk",
		"protomisuse/inputpanicskeys",
		"protomisuse/inputpanicskeys/argutil",
		"protomisuse/recoveringmw",
		"protomisuse/recoveringmwgosdk",
		"protomisuse/recoveringuse",
		"protomisuse/recoveringother",
		"protomisuse/inputpanicstools",
		"protomisuse/inputpanicsvalidated",
		"protomisuse/recoveringothergosdk",
		"protomisuse/recoveringfactory",
		"protomisuse/recoveringfactory/relog",
		"protomisuse/recoveringfactory/picked",
		"protomisuse/serverrecovery",
		"protomisuse/serverrecovery/recovered",
		"protomisuse/serverrecovery/twoservers",
		"protomisuse/serverrecovery/upstream",
		"protomisuse/serverrecovery/nilresult",
		"protomisuse/serverrecovery/argpanics",
		"protomisuse/serverrecovery/testserver",
		"protomisuse/serverrecovery/guarded",
		"protomisuse/serverrecovery/viaiface",
		"protomisuse/serverrecovery/viafake",
		"protomisuse/checkedslot",
		"protomisuse/mworder",
		"protomisuse/rpcdepth",
		"protomisuse/transport",
	)
}

// TestRealSDKs runs against the real SDK modules in module mode; .ci/run
// downloads them first (analysistest sets GOPROXY=off).
func TestRealSDKs(t *testing.T) {
	if testing.Short() {
		t.Skip("module mode on the real SDKs: ./scripts/test.sh -full")
	}
	analysistest.Run(t, filepath.Join(testdata(t), "modules", "realsdk"), protomisuse.Analyzer, "./protomisuse", "./protomisusecodes")
}

// TestKnownFalsePositives pins the false positives left in the corpus
// triage (corpus/triage.tsv names this package): when one goes away, the
// triage must say so.
func TestKnownFalsePositives(t *testing.T) {
	analysistest.Run(t, testdata(t), protomisuse.Analyzer, "protomisuse/knownfp")
}

// TestOldSDKCodes runs the error-code rules against SDK versions that do
// not speak protocol 2026-07-28 (go-sdk v1.6.0, mcp-go v0.44.0): there
// -32002, -32042 and -32000…-32099 are allowed, and only JSON-RPC 2.0's
// reserved range binds. The modules are the version-marker test's.
func TestOldSDKCodes(t *testing.T) {
	if testing.Short() {
		t.Skip("module mode on old SDK versions: ./scripts/test.sh -full")
	}
	for _, v := range []string{"go-sdk@v1.6.0", "mcp-go@v0.44.0"} {
		t.Run(v, func(t *testing.T) {
			analysistest.Run(t, filepath.Join(testdata(t), "versions", v), protomisuse.Analyzer, "./oldcodes")
		})
	}
}

// TestOldSDKTasks runs the task tool rules against mcp-go versions whose
// task tools behave otherwise: v0.44.x recovers no panic and has no
// isError task result, v1.0.0–v1.1.x complete a task with a nil result.
func TestOldSDKTasks(t *testing.T) {
	if testing.Short() {
		t.Skip("module mode on old SDK versions: ./scripts/test.sh -full")
	}
	for _, v := range []string{"mcp-go@v0.44.0", "mcp-go@v1.1.1"} {
		t.Run(v, func(t *testing.T) {
			analysistest.Run(t, filepath.Join(testdata(t), "versions", v), protomisuse.Analyzer, "./oldtasks")
		})
	}
}
