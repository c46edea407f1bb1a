package leak_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/leak"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// leakPackages are the testdata packages of TestLeak.
var leakPackages = []string{
	"leak/adapter", "leak/adapted", "leak/resulthelp", "leak/mcpgo", "leak/gosdk", "leak/sources", "leak/crosspkg", "leak/safe", "leak/matrix", "leak/relay", "leak/sentinel", "leak/encoders", "leak/validate", "leak/closure", "leak/reset", "leak/inputdecode", "leak/closedbody", "leak/rawwrap", "leak/errresp", "leak/sanitize", "leak/infallible", "leak/knownfp", "leak/cause", "leak/causesdk", "leak/causemethod", "leak/checkedslot", "leak/grpcstatus",
	"leak/appended", "leak/tasks", "leak/panics", "leak/panicstdio", "leak/panicstdiolisten", "leak/panicown", "leak/panicnone", "leak/panictest",
	"leak/iface", "leak/embedded",
	"leak/typos", // directive typos reported with leak alone
	"leak/worst", // several kinds in one text: the worst is named
	"leak/clientreqs", "leak/arghelpers", "leak/media", "leak/urlsecret", "leak/respbody", "leak/walk",
	"leak/weakopen", // a weak open handler: its findings wait for the package that registers it
}

func TestLeak(t *testing.T) {
	results := analysistest.Run(t, testdata(t), leak.Analyzer, leakPackages...)
	checkNoFixReasons(t, results)
}

func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), leak.Analyzer, "leak/fix")
}

// TestRealSDKs runs against the real SDK modules in module mode;
// scripts/test.sh downloads them first (analysistest sets GOPROXY=off).
func TestRealSDKs(t *testing.T) {
	if testing.Short() {
		t.Skip("module mode on the real SDKs: ./scripts/test.sh -full")
	}
	analysistest.Run(t, filepath.Join(testdata(t), "modules", "realsdk"), leak.Analyzer, "./leak")
}

// TestOldSetError runs leak against go-sdk v1.5.0, whose SetError
// replaces content the result already has with the error's text (v1.6.0
// keeps it: leak/gosdk's keeps). The module is the version-marker test's.
func TestOldSetError(t *testing.T) {
	if testing.Short() {
		t.Skip("module mode on an old SDK version: ./scripts/test.sh -full")
	}
	analysistest.Run(t, filepath.Join(testdata(t), "versions", "go-sdk@v1.5.0"), leak.Analyzer, "./oldseterror")
}

// TestSafeFlag checks that -safe replaces the defaults: with it empty,
// the parse errors of leak/safe are reported, but for json.Unmarshal of
// the typed arguments into a local, which is safe by data flow whatever
// the list (decodesInput).
func TestSafeFlag(t *testing.T) {
	a := leak.New()
	if err := a.Flags.Set("safe", ""); err != nil {
		t.Fatal(err)
	}
	results := analysistest.Run(&recorder{}, testdata(t), a, "leak/safe")
	if n := countDiags(results); n != 25 {
		t.Errorf("with -safe= leak/safe draws %d findings, want 25 (one per source but the decoded arguments and the SDK's JSON encoder)", n)
	}
}

// TestSourcesFlag checks that -sources reports exactly the kinds it
// names: leak/kinds has one finding of each kind, and leaving a kind out
// removes that finding and no other.
func TestSourcesFlag(t *testing.T) {
	analysistest.Run(t, testdata(t), leak.New(), "leak/kinds")
	if testing.Short() {
		t.Skip("one more run per kind left out: ./scripts/test.sh -full")
	}
	words := map[string]string{
		"credential": "credential (",
		"stack":      "stack trace (",
		"body":       "raw upstream output (",
		"errtext":    "raw error from ",
	}
	for off := range words {
		var on []string
		for k := range words {
			if k != off {
				on = append(on, k)
			}
		}
		a := leak.New()
		if err := a.Flags.Set("sources", strings.Join(on, ",")); err != nil {
			t.Fatal(err)
		}
		var msgs []string
		for _, r := range analysistest.Run(&recorder{}, testdata(t), a, "leak/kinds") {
			for _, d := range r.Diagnostics {
				msgs = append(msgs, d.Message)
			}
		}
		if len(msgs) != 3 {
			t.Errorf("-sources=%s: %d findings, want 3: %q", strings.Join(on, ","), len(msgs), msgs)
		}
		for _, m := range msgs {
			if strings.HasPrefix(m, words[off]) {
				t.Errorf("-sources without %s reports %q", off, m)
			}
		}
	}
}

// TestSourcesFlagErrors checks that a bad -sources value is a flag error
// naming the valid kinds, and leaves the setting as it was.
func TestSourcesFlagErrors(t *testing.T) {
	for _, v := range []string{"secrets", "errtext,stacks", "", " , "} {
		a := leak.New()
		err := a.Flags.Set("sources", v)
		if err == nil {
			t.Errorf("-sources=%q: no error", v)
			continue
		}
		if !strings.Contains(err.Error(), "credential, stack, body, errtext") {
			t.Errorf("-sources=%q: error %q does not name the valid kinds", v, err)
		}
		if got := a.Flags.Lookup("sources").Value.String(); got != "credential,stack,body,errtext" {
			t.Errorf("-sources=%q: value %q after the error, want the default", v, got)
		}
	}
	a := leak.New()
	if err := a.Flags.Set("sources", " stack , errtext,stack"); err != nil {
		t.Fatal(err)
	}
	if got := a.Flags.Lookup("sources").Value.String(); got != "stack,errtext" {
		t.Errorf("-sources=' stack , errtext,stack' reads back as %q", got)
	}
}
