package sdkmodel_test

// TestVersionMarkers checks the table's version markers against real old
// SDK versions: for each version it loads the SDK packages, as the type
// checker of an analysis pass sees them, from a module under
// testdata/versions/<sdk>@<version> that requires exactly that version,
// resolves the table's version-dependent rows with them, and compares the
// outcome chosen with what that version really does (docs/design.md §2; checked
// against each version's sources and by running it).
//
// The modules are loaded with GOFLAGS=-mod=mod and GOPROXY=off: CI must
// download them first (scripts/test.sh runs `go mod download` in every
// testdata module). A version missing from the module cache skips its
// subtest; anything else that fails to load fails.

import (
	"fmt"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// nilNil is the wire outcome of a raw handler's (nil, nil).
type nilNil struct {
	Channel sdkmodel.Channel
	Code    int64
	// CrashesOnModern: the server dies on protocol 2026-07-28 (go-sdk).
	CrashesOnModern bool
}

// setError is how go-sdk's (*CallToolResult).SetError treats existing
// content.
type setError int

const (
	setErrorAbsent    setError = iota // no SetError method
	setErrorOverwrite                 // always replaces Content with err.Error()
	setErrorKeep                      // copies err.Error() only into an empty Content
)

func (s setError) String() string {
	return [...]string{"no SetError", "SetError replaces Content", "SetError keeps existing Content"}[s]
}

type versionCase struct {
	SDK      sdkmodel.SDK
	Module   string
	Version  string
	Packages []string
	NilNil   nilNil
	SetError setError // go-sdk only
	// Modern: the version speaks protocol 2026-07-28 (the error-code
	// rules of CodeProtocols bind).
	Modern bool
	// NotFound is the code of go-sdk's ResourceNotFoundError.
	NotFound int64
	// StdioPanic is what mcp-go's stdio server does with a tool handler's
	// panic (mcp-go only).
	StdioPanic stdioRecovery
}

// stdioRecovery is how mcp-go's stdio server (server/stdio.go) treats a tool
// handler's panic.
type stdioRecovery int

const (
	stdioDies       stdioRecovery = iota // nothing recovers: the process dies
	stdioNullID                          // -32603 "internal panic: ..." with a null id
	stdioInternalID                      // -32603 "internal panic: ..." with the request's id
)

func (s stdioRecovery) String() string {
	return [...]string{"the stdio server dies", "-32603 with a null id", "-32603 with the request's id"}[s]
}

var (
	goSDKNull      = nilNil{Channel: sdkmodel.NullResult}
	goSDKNullCrash = nilNil{Channel: sdkmodel.NullResult, CrashesOnModern: true}
	mcpGoPanics    = nilNil{Channel: sdkmodel.Crash}
	mcpGoNull      = nilNil{Channel: sdkmodel.NullResult}
	mcpGoInternal  = nilNil{Channel: sdkmodel.ProtocolError, Code: -32603}
)

var versionCases = []versionCase{
	// go-sdk: (nil, nil) from a raw handler is "result": null in every
	// version; from v1.7.0 annotateServerInfo dereferences the nil result on
	// protocol 2026-07-28. SetError exists from v1.3.0 and keeps existing
	// content from v1.6.0.
	{SDK: sdkmodel.GoSDK, Version: "v1.2.0", NilNil: goSDKNull, SetError: setErrorAbsent, NotFound: -32002},
	{SDK: sdkmodel.GoSDK, Version: "v1.3.1", NilNil: goSDKNull, SetError: setErrorOverwrite, NotFound: -32002},
	{SDK: sdkmodel.GoSDK, Version: "v1.5.0", NilNil: goSDKNull, SetError: setErrorOverwrite, NotFound: -32002},
	{SDK: sdkmodel.GoSDK, Version: "v1.6.0", NilNil: goSDKNull, SetError: setErrorKeep, NotFound: -32002},
	{SDK: sdkmodel.GoSDK, Version: "v1.7.0", NilNil: goSDKNullCrash, SetError: setErrorKeep, Modern: true, NotFound: -32602},
	{SDK: sdkmodel.GoSDK, Version: "v1.8.0", NilNil: goSDKNullCrash, SetError: setErrorKeep, Modern: true, NotFound: -32602},
	// mcp-go: (nil, nil) panics on a nil dereference up to v0.43.x (v0.44.0-beta.2),
	// is "result": null from v0.44.0 (beta.3) to v1.1.x, and -32603 "tool '<name>'
	// handler returned no result" from v1.2.0.
	{SDK: sdkmodel.MCPGo, Version: "v0.32.0", NilNil: mcpGoPanics},
	{SDK: sdkmodel.MCPGo, Version: "v0.43.2", NilNil: mcpGoPanics},
	// The stdio server recovers a tool handler's panic from v0.54.1 (with
	// a null id up to v1.0.x).
	{SDK: sdkmodel.MCPGo, Version: "v0.44.0", NilNil: mcpGoNull},
	{SDK: sdkmodel.MCPGo, Version: "v0.58.0", NilNil: mcpGoNull, StdioPanic: stdioNullID},
	{SDK: sdkmodel.MCPGo, Version: "v1.1.1", NilNil: mcpGoNull, Modern: true, StdioPanic: stdioInternalID},
	{SDK: sdkmodel.MCPGo, Version: "v1.2.0", NilNil: mcpGoInternal, Modern: true, StdioPanic: stdioInternalID},
	{SDK: sdkmodel.MCPGo, Version: "v1.2.1", NilNil: mcpGoInternal, Modern: true, StdioPanic: stdioInternalID},
}

func TestVersionMarkers(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	modCache := goEnv(t, "GOMODCACHE")
	m := sdkmodel.Default()
	for _, vc := range versionCases {
		module := m.Modules[vc.SDK]
		if module == "" {
			t.Fatalf("the table has no module for %s", vc.SDK)
		}
		rel := filepath.Join("testdata", "versions", string(vc.SDK)+"@"+vc.Version)
		t.Run(string(vc.SDK)+"@"+vc.Version, func(t *testing.T) {
			t.Parallel()
			if !inModCache(modCache, module, vc.Version) {
				t.Skipf("the module cache lacks %s@%s; download it with: (cd %s && go mod download)", module, vc.Version, rel)
			}
			patterns := goSDKPackages
			if vc.SDK == sdkmodel.MCPGo {
				patterns = mcpGoPackages
			}
			env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off", "GO111MODULE=on")
			versions := map[string]string{}
			pkgs, err := loadSDKTypes(filepath.Join(root, rel), env, versions, patterns...)
			if err != nil {
				t.Fatalf("loading %s@%s from %s: %v\n(is every module it needs downloaded? run: (cd %s && go mod download))",
					module, vc.Version, rel, err, rel)
			}
			for _, p := range patterns {
				if got, want := versions[p], module+"@"+vc.Version; got != want {
					t.Fatalf("package %s came from %s, want %s: check %s/go.mod", p, got, want, rel)
				}
			}
			checkNilNilMarkers(t, m, vc, pkgs)
			checkCodeMarkers(t, m, vc, pkgs)
			if vc.SDK == sdkmodel.GoSDK {
				checkSetErrorMarkers(t, m, vc, pkgs)
			} else {
				checkStdioPanicMarkers(t, m, vc, pkgs)
			}
		})
	}
}

// checkNilNilMarkers resolves OnNilNil of the raw handler rows (and mcp-go's
// typed handler, which passes (nil, nil) through) for vc's packages.
func checkNilNilMarkers(t *testing.T, m *sdkmodel.Model, vc versionCase, pkgs map[string]*types.Package) {
	t.Helper()
	kinds := []sdkmodel.HandlerKind{sdkmodel.GoSDKRaw}
	if vc.SDK == sdkmodel.MCPGo {
		kinds = []sdkmodel.HandlerKind{sdkmodel.MCPGoRaw, sdkmodel.MCPGoTyped}
	}
	for _, k := range kinds {
		h := m.Handler(k)
		if h == nil {
			t.Errorf("the table has no row for %s", k)
			continue
		}
		outs := h.OnNilNil.Resolve(pkgs)
		if len(outs) != 1 {
			t.Errorf("%s OnNilNil on %s: the table resolves to %d outcomes, want 1: %+v", k, vc.Version, len(outs), outs)
			continue
		}
		o := outs[0]
		got := nilNil{Channel: o.Channel, CrashesOnModern: crashesOn(o, protoModern)}
		if o.Channel == sdkmodel.ProtocolError {
			got.Code = o.Code
		}
		if got != vc.NilNil {
			t.Errorf("%s OnNilNil on %s %s: the table chooses %s (%s, %q; markers present: %s), want %s",
				k, vc.SDK, vc.Version, describeNilNil(got), o.Versions, o.Note, presentMarkers(h.OnNilNil, pkgs), describeNilNil(vc.NilNil))
		}
	}
}

// checkStdioPanicMarkers resolves the stdio server rows' OnPanic for vc's
// packages. The 2026-07-28 marker stands for v1.0.0, which still answers
// with a null id; no version case is a v1.0.x.
func checkStdioPanicMarkers(t *testing.T, m *sdkmodel.Model, vc versionCase, pkgs map[string]*types.Package) {
	t.Helper()
	if len(m.StdioServers) == 0 {
		t.Fatal("the table has no stdio server rows")
	}
	for _, row := range m.StdioServers {
		outs := row.OnPanic.Resolve(pkgs)
		if len(outs) != 1 {
			t.Errorf("%s OnPanic on %s: the table resolves to %d outcomes, want 1: %+v", row.Func, vc.Version, len(outs), outs)
			continue
		}
		o := outs[0]
		got := stdioDies
		switch {
		case o.Channel == sdkmodel.ProtocolError && strings.Contains(o.Note, "null id"):
			got = stdioNullID
		case o.Channel == sdkmodel.ProtocolError:
			got = stdioInternalID
		}
		if got != vc.StdioPanic || got != stdioDies && (o.Code != -32603 || !strings.Contains(o.Text, `"internal panic: "`)) {
			t.Errorf("%s OnPanic on mcp-go %s: the table chooses %s (%s, %q; markers present: %s), want %s",
				row.Func, vc.Version, o.Describe(), o.Versions, o.Note, presentMarkers(row.OnPanic, pkgs), vc.StdioPanic)
		}
	}
}

// checkCodeMarkers resolves the error-code rows for vc's packages: which
// versions speak 2026-07-28, and the code of go-sdk's ResourceNotFoundError
// (the constant -32002 before v1.7.0, -32602 since).
func checkCodeMarkers(t *testing.T, m *sdkmodel.Model, vc versionCase, pkgs map[string]*types.Package) {
	t.Helper()
	cp := m.CodeProtocolOf(vc.SDK)
	if cp == nil {
		t.Fatalf("the table has no code protocol row for %s", vc.SDK)
	}
	if got := cp.Modern.Present(pkgs); got != vc.Modern {
		t.Errorf("%s %s: the 2026-07-28 marker %s present = %v, want %v", vc.SDK, vc.Version, cp.Modern, got, vc.Modern)
	}
	for _, h := range m.CodeHelpers {
		if h.SDK != vc.SDK || h.Func.Name != "ResourceNotFoundError" {
			continue
		}
		got, one := h.ResolveCode(pkgs)
		if !one || got.Code != vc.NotFound {
			t.Errorf("%s %s: ResourceNotFoundError resolves to %d (%s, one %v), want %d", vc.SDK, vc.Version, got.Code, got.Versions, one, vc.NotFound)
		}
		// The constant the helper uses, where it is one, agrees.
		if obj, ok := pkgs[h.Func.Pkg].Scope().Lookup("CodeResourceNotFound").(*types.Const); ok {
			if v := obj.Val().String(); v != fmt.Sprint(vc.NotFound) {
				t.Errorf("%s %s: CodeResourceNotFound is the constant %s, the table says %d", vc.SDK, vc.Version, v, vc.NotFound)
			}
		}
	}
}

func describeNilNil(n nilNil) string {
	s := n.Channel.String()
	if n.Channel == sdkmodel.ProtocolError {
		s = fmt.Sprintf("a JSON-RPC error %d", n.Code)
	}
	if n.CrashesOnModern {
		s += ", crashing on protocol " + protoModern
	}
	return s
}

// checkSetErrorMarkers resolves go-sdk's SetError row for vc's packages.
func checkSetErrorMarkers(t *testing.T, m *sdkmodel.Model, vc versionCase, pkgs map[string]*types.Package) {
	t.Helper()
	var row *sdkmodel.ErrorSetter
	for i, es := range m.ErrorSetters {
		if es.SDK == sdkmodel.GoSDK && es.Func.Name == "SetError" {
			row = &m.ErrorSetters[i]
		}
	}
	if row == nil {
		t.Fatal("the table has no go-sdk SetError row")
	}
	// The method itself is what a handler calls: when it is absent there is
	// nothing to resolve.
	method := sdkmodel.Marker{Pkg: row.Func.Pkg, Recv: row.Func.Recv, Name: row.Func.Name}
	if !method.Present(pkgs) {
		if vc.SetError != setErrorAbsent {
			t.Errorf("%s is absent from go-sdk %s, want %s", row.Func, vc.Version, vc.SetError)
		}
		return
	}
	if vc.SetError == setErrorAbsent {
		t.Errorf("%s is present in go-sdk %s, which has none", row.Func, vc.Version)
		return
	}
	outs := row.CopiesErrorText.Resolve(pkgs)
	if len(outs) != 1 {
		t.Errorf("SetError CopiesErrorText on %s: the table resolves to %d outcomes, want 1: %+v", vc.Version, len(outs), outs)
		return
	}
	o := outs[0]
	var got setError
	switch {
	case o.Channel == sdkmodel.ToolError && strings.Contains(o.Text, "when Content is empty"):
		got = setErrorKeep
	case o.Channel == sdkmodel.ToolError && strings.Contains(o.Text, "replacing Content"):
		got = setErrorOverwrite
	default:
		t.Errorf("SetError on %s: cannot read the table's outcome %+v", vc.Version, o)
		return
	}
	if o.Replaces != (got == setErrorOverwrite) {
		t.Errorf("SetError on %s: the outcome %q has Replaces %v", vc.Version, o.Text, o.Replaces)
	}
	if got != vc.SetError {
		t.Errorf("SetError on go-sdk %s: the table chooses %q (%s; markers present: %s), want %s",
			vc.Version, o.Text, o.Versions, presentMarkers(row.CopiesErrorText, pkgs), vc.SetError)
	}
}

// presentMarkers lists the markers of b that pkgs has, for messages.
func presentMarkers(b sdkmodel.Behaviour, pkgs map[string]*types.Package) string {
	var present []string
	for _, o := range b {
		if o.Since != nil && o.Since.Present(pkgs) {
			present = append(present, o.Since.String())
		}
	}
	if len(present) == 0 {
		return "none"
	}
	return strings.Join(present, ", ")
}

func goEnv(t *testing.T, name string) string {
	t.Helper()
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		t.Fatalf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out))
}

// inModCache reports whether the module cache holds module@version: its
// go.mod and its source, extracted or zipped.
func inModCache(modCache, module, version string) bool {
	esc := escapeModulePath(module)
	dl := filepath.Join(modCache, "cache", "download", filepath.FromSlash(esc), "@v", version)
	if _, err := os.Stat(dl + ".mod"); err != nil {
		return false
	}
	if _, err := os.Stat(dl + ".zip"); err == nil {
		return true
	}
	_, err := os.Stat(filepath.Join(modCache, filepath.FromSlash(esc)+"@"+version))
	return err == nil
}

// escapeModulePath is golang.org/x/mod/module.EscapePath for valid paths:
// each upper-case letter becomes '!' and its lower-case form.
func escapeModulePath(path string) string {
	var b strings.Builder
	for _, r := range path {
		if unicode.IsUpper(r) {
			b.WriteByte('!')
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}
