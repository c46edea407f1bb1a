package sdkmodel_test

// Conformance tests: every wire behaviour the sdkmodel table states for the
// SDK versions pinned in go.mod (go-sdk v1.8.0, mcp-go v1.2.1) is checked
// against real in-process servers of those versions. The tests are driven by
// the table: they iterate sdkmodel.Default().Handlers (and the other rows
// that describe behaviour), resolve each Behaviour with the version markers
// the pinned SDK packages really export, and compare the outcome chosen with
// what reaches the client. A table edit that no longer matches the SDK, or a
// row the tests do not know how to check, fails.
//
// This file holds what both SDKs' tests share: reading a JSON-RPC response
// off the wire, comparing it with an sdkmodel.Outcome, loading the SDK
// packages for Behaviour.Resolve, and running a scenario in a child process
// when it can kill the process that runs it.
//
// Reading of the table: a handler row whose Behaviour for some kind of
// return is empty states that such a return is an ordinary success.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

const (
	// besideText is the text of a result a handler returns beside an
	// error; it must not reach the client when the table says the result is
	// dropped.
	besideText = "conformance: result returned beside the error"
	// panicValue is what panicking handlers panic with.
	panicValue = "conformance: handler panic"

	protoLegacy = "2025-11-25" // the last protocol with the initialize handshake
	protoModern = "2026-07-28" // the stateless protocol core
)

// wire is one JSON-RPC response as it crossed the wire.
type wire struct {
	Raw    string
	Result json.RawMessage // nil when the response has no "result" member
	Error  *wireError      // nil when it has no "error" member
}

type wireError struct {
	Code    int64           `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func parseWire(raw []byte) (wire, error) {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(raw, &members); err != nil {
		return wire{}, fmt.Errorf("response %s is not a JSON object: %v", raw, err)
	}
	w := wire{Raw: string(raw)}
	if r, ok := members["result"]; ok {
		w.Result = r
	}
	if e, ok := members["error"]; ok {
		w.Error = new(wireError)
		if err := json.Unmarshal(e, w.Error); err != nil {
			return wire{}, fmt.Errorf("response %s: error member: %v", raw, err)
		}
	}
	return w, nil
}

// observation is a response in the table's terms.
type observation struct {
	Channel sdkmodel.Channel
	Code    int64  // of a ProtocolError
	Text    string // the error message, or the result's text contents joined by "\n"
	Wire    string // the response as sent, or what happened instead
}

func (o observation) String() string {
	switch o.Channel {
	case sdkmodel.ProtocolError:
		return fmt.Sprintf("a JSON-RPC error %d %q (%s)", o.Code, o.Text, o.Wire)
	case sdkmodel.ToolError, sdkmodel.Success:
		return fmt.Sprintf("%s with text %q (%s)", o.Channel, o.Text, o.Wire)
	}
	return fmt.Sprintf("%s (%s)", o.Channel, o.Wire)
}

func observe(w wire) (observation, error) {
	o := observation{Wire: w.Raw}
	switch {
	case w.Error != nil && w.Result != nil:
		return o, fmt.Errorf("response has both a result and an error: %s", w.Raw)
	case w.Error != nil:
		o.Channel, o.Code, o.Text = sdkmodel.ProtocolError, w.Error.Code, w.Error.Message
		return o, nil
	case w.Result == nil:
		return o, fmt.Errorf("response has neither a result nor an error: %s", w.Raw)
	case string(bytes.TrimSpace(w.Result)) == "null":
		o.Channel = sdkmodel.NullResult
		return o, nil
	}
	var res struct {
		Content []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
		IsError bool `json:"isError"`
	}
	if err := json.Unmarshal(w.Result, &res); err != nil {
		return o, fmt.Errorf("result is not a CallToolResult: %v: %s", err, w.Raw)
	}
	o.Channel = sdkmodel.Success
	if res.IsError {
		o.Channel = sdkmodel.ToolError
	}
	var texts []string
	for _, c := range res.Content {
		if c.Type == "text" {
			texts = append(texts, c.Text)
		}
	}
	o.Text = strings.Join(texts, "\n")
	return o, nil
}

// returned is what a handler returned, to evaluate an Outcome's Text and
// CodeFromError against.
type returned struct {
	Tool    string
	Err     error
	Code    int64  // the code of the *jsonrpc.Error in Err
	Message string // its Message
	Panic   any
}

// evalText evaluates an Outcome's Text, a Go expression over the handler's
// return: a "+" concatenation of string literals (where <name> and <tool>
// stand for the tool's name) and the operands err.Error(), Message (of a
// *jsonrpc.Error) and value (a recovered panic value).
func evalText(expr string, r returned) (string, error) {
	var b strings.Builder
	rest := strings.TrimSpace(expr)
	for {
		if strings.HasPrefix(rest, `"`) || strings.HasPrefix(rest, "`") {
			lit, err := strconv.QuotedPrefix(rest)
			if err != nil {
				return "", fmt.Errorf("bad literal in %q: %v", expr, err)
			}
			s, _ := strconv.Unquote(lit)
			s = strings.NewReplacer("<name>", r.Tool, "<tool>", r.Tool).Replace(s)
			b.WriteString(s)
			rest = rest[len(lit):]
		} else {
			operand, after, _ := strings.Cut(rest, " ")
			switch operand {
			case sdkmodel.ErrorText:
				if r.Err == nil {
					return "", fmt.Errorf("%q uses err, but the handler returned none", expr)
				}
				b.WriteString(r.Err.Error())
			case "Message":
				b.WriteString(r.Message)
			case "value":
				b.WriteString(fmt.Sprint(r.Panic))
			default:
				return "", fmt.Errorf("unknown operand %q in %q", operand, expr)
			}
			rest = after
		}
		rest = strings.TrimSpace(rest)
		if rest == "" {
			return b.String(), nil
		}
		var ok bool
		if rest, ok = strings.CutPrefix(rest, "+"); !ok {
			return "", fmt.Errorf("expected + at %q in %q", rest, expr)
		}
		rest = strings.TrimSpace(rest)
	}
}

// checkOutcome reports an error unless got is the outcome want for a
// handler that returned r.
func checkOutcome(t *testing.T, what string, want sdkmodel.Outcome, got observation, r returned) {
	t.Helper()
	if got.Channel != want.Channel {
		t.Errorf("%s: the table says %s (%s), the SDK sent %s", what, want.Describe(), want.Versions, got)
		return
	}
	if want.Channel == sdkmodel.ProtocolError {
		code := want.Code
		if code == sdkmodel.CodeFromError {
			code = r.Code
		}
		if got.Code != code {
			t.Errorf("%s: the table says JSON-RPC code %d, the SDK sent %s", what, code, got)
		}
	}
	if want.Text != "" && (want.Channel == sdkmodel.ProtocolError || want.Channel == sdkmodel.ToolError) {
		text, err := evalText(want.Text, r)
		if err != nil {
			t.Errorf("%s: the table's Text: %v", what, err)
		} else if got.Text != text {
			t.Errorf("%s: the table's Text %s gives %q, the SDK sent %s", what, want.Text, text, got)
		}
	}
}

// resolveOne resolves b with the pinned SDK's markers and requires exactly
// one outcome: the pinned versions are newer than every marker.
func resolveOne(t *testing.T, what string, b sdkmodel.Behaviour, pkgs map[string]*types.Package) (sdkmodel.Outcome, bool) {
	t.Helper()
	outs := b.Resolve(pkgs)
	if len(outs) != 1 {
		t.Errorf("%s: the table resolves to %d outcomes on the pinned SDK, want 1: %+v", what, len(outs), outs)
		return sdkmodel.Outcome{}, false
	}
	return outs[0], true
}

// behaviourField names one Behaviour of a handler row.
type behaviourField struct {
	Name string
	Get  func(*sdkmodel.Handler) sdkmodel.Behaviour
}

var (
	onError               = behaviourField{"OnError", func(h *sdkmodel.Handler) sdkmodel.Behaviour { return h.OnError }}
	onJSONRPCError        = behaviourField{"OnJSONRPCError", func(h *sdkmodel.Handler) sdkmodel.Behaviour { return h.OnJSONRPCError }}
	onWrappedJSONRPCError = behaviourField{"OnWrappedJSONRPCError", func(h *sdkmodel.Handler) sdkmodel.Behaviour { return h.OnWrappedJSONRPCError }}
	onNilNil              = behaviourField{"OnNilNil", func(h *sdkmodel.Handler) sdkmodel.Behaviour { return h.OnNilNil }}
	onPanic               = behaviourField{"OnPanic", func(h *sdkmodel.Handler) sdkmodel.Behaviour { return h.OnPanic }}
)

// erratum is a row of the table that the pinned SDK contradicts, reported to
// the table's owner and not fixed yet (this package's tests do not edit the
// table). The tests assert that the SDK really does Actual, and that the
// table still says something else: fixing the table makes them fail until
// the entry is deleted.
type erratum struct {
	Actual sdkmodel.Outcome
	Why    string
}

// tableErrata are keyed by handler kind and Behaviour field name.
var tableErrata = map[string]erratum{}

// expectOutcome returns the outcome to check the SDK against for field of
// h: the table's (resolved on the pinned SDK), or an erratum's after
// checking that the table still differs from it.
func expectOutcome(t *testing.T, h *sdkmodel.Handler, field behaviourField, pkgs map[string]*types.Package) (sdkmodel.Outcome, bool) {
	t.Helper()
	what := fmt.Sprintf("%s %s", h.Kind, field.Name)
	b := field.Get(h)
	var table sdkmodel.Outcome
	if len(b) == 0 {
		table = sdkmodel.Outcome{Channel: sdkmodel.Success, Versions: "no row: a success"}
	} else {
		var ok bool
		if table, ok = resolveOne(t, what, b, pkgs); !ok {
			return table, false
		}
	}
	e, ok := tableErrata[string(h.Kind)+"/"+field.Name]
	if !ok {
		return table, true
	}
	if sameOutcome(table, e.Actual) {
		t.Errorf("%s: the table now says what the SDK does (%s %s); delete its entry from tableErrata", what, table.Describe(), table.Text)
		return table, true
	}
	t.Logf("%s: known table error, checked against the SDK's real behaviour (%s, text %s) instead of the table's (%s, text %q): %s",
		what, e.Actual.Describe(), e.Actual.Text, table.Describe(), table.Text, e.Why)
	return e.Actual, true
}

func sameOutcome(a, b sdkmodel.Outcome) bool {
	return a.Channel == b.Channel && a.Code == b.Code && a.Text == b.Text
}

// checkDropped checks a response to a handler that returned a result
// beside its error against the row's DropsResultBesideError.
func checkDropped(t *testing.T, h *sdkmodel.Handler, got observation) {
	t.Helper()
	sent := strings.Contains(got.Wire, besideText)
	if h.DropsResultBesideError && sent {
		t.Errorf("%s: the table says a result returned beside an error is dropped, but it reached the client: %s", h.Kind, got.Wire)
	}
	if !h.DropsResultBesideError && !sent {
		t.Errorf("%s: the table says a result returned beside an error is kept, but it did not reach the client: %s", h.Kind, got.Wire)
	}
}

// checkErrorTextIsContent checks a response to a handler that returned the
// plain error err against the row's ErrorTextIsContent.
func checkErrorTextIsContent(t *testing.T, h *sdkmodel.Handler, got observation, err error) {
	t.Helper()
	isContent := got.Channel == sdkmodel.ToolError && strings.Contains(got.Text, err.Error())
	if isContent != h.ErrorTextIsContent {
		t.Errorf("%s: the table says ErrorTextIsContent=%v, but a returned error's text %q became %s",
			h.Kind, h.ErrorTextIsContent, err.Error(), got)
	}
}

// handlersOf returns the table's handler rows of sdk, and reports kinds
// the caller can check that the table no longer has, and rows it cannot
// check.
func handlersOf(t *testing.T, m *sdkmodel.Model, sdk sdkmodel.SDK, known []sdkmodel.HandlerKind) []*sdkmodel.Handler {
	t.Helper()
	for _, k := range known {
		if m.Handler(k) == nil {
			t.Errorf("the table has no row for handler kind %q any more", k)
		}
	}
	var hs []*sdkmodel.Handler
	for _, h := range m.Handlers {
		if h.SDK != sdk {
			continue
		}
		found := false
		for _, k := range known {
			found = found || k == h.Kind
		}
		if !found {
			t.Errorf("handler kind %q has no conformance test: add one", h.Kind)
			continue
		}
		hs = append(hs, h)
	}
	return hs
}

// ---- Loading the SDK packages for Behaviour.Resolve ----

// goSDKPackages and mcpGoPackages are the SDK packages whose API the
// table's markers name.
var (
	goSDKPackages = []string{
		"github.com/modelcontextprotocol/go-sdk/mcp",
		"github.com/modelcontextprotocol/go-sdk/jsonrpc",
	}
	mcpGoPackages = []string{
		"github.com/mark3labs/mcp-go/mcp",
		"github.com/mark3labs/mcp-go/server",
		"github.com/mark3labs/mcp-go/client",
	}
)

// loadSDKTypes loads patterns in module mode from dir and returns every
// package the type checker sees through them, keyed by path, as an
// analysis pass would see them; modules, when not nil, receives the module
// version of each package loaded.
func loadSDKTypes(dir string, env []string, modules map[string]string, patterns ...string) (map[string]*types.Package, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports | packages.NeedModule,
		Dir:  dir,
		Env:  env,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	for _, p := range pkgs {
		if modules != nil && p.Module != nil {
			modules[p.PkgPath] = p.Module.Path + "@" + p.Module.Version
		}
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		return nil, errors.New(strings.Join(errs, "\n"))
	}
	out := map[string]*types.Package{}
	var add func(*types.Package)
	add = func(p *types.Package) {
		if p == nil || out[p.Path()] != nil {
			return
		}
		out[p.Path()] = p
		for _, imp := range p.Imports() {
			add(imp)
		}
	}
	for _, p := range pkgs {
		add(p.Types)
	}
	for _, pat := range patterns {
		if out[pat] == nil {
			return nil, fmt.Errorf("package %s not loaded", pat)
		}
	}
	return out, nil
}

var pinned struct {
	once sync.Once
	pkgs map[string]*types.Package
	err  error
}

// pinnedSDKTypes returns the packages of the SDK versions go.mod pins.
func pinnedSDKTypes(t *testing.T) map[string]*types.Package {
	t.Helper()
	pinned.once.Do(func() {
		root, err := filepath.Abs(filepath.Join("..", "..", ".."))
		if err != nil {
			pinned.err = err
			return
		}
		env := append(os.Environ(), "GO111MODULE=on", "GOWORK=off", "GOFLAGS=")
		pinned.pkgs, pinned.err = loadSDKTypes(root, env, nil, append(append([]string{}, goSDKPackages...), mcpGoPackages...)...)
	})
	if pinned.err != nil {
		t.Fatalf("loading the pinned SDK packages: %v", pinned.err)
	}
	return pinned.pkgs
}

// ---- Scenarios in a child process ----

// childEnv names the scenario a re-executed test binary runs.
const childEnv = "MCPLINT_SDKMODEL_CONFORMANCE_CHILD"

const childReportPrefix = "conformance child report: "

// childReport is what a child that survived its scenario saw.
type childReport struct {
	Wire         string `json:",omitempty"` // the response, if one arrived
	Panic        string `json:",omitempty"` // a panic the caller recovered
	ClientErr    string `json:",omitempty"`
	TransportErr bool   `json:",omitempty"` // ClientErr is a transport failure, not a response
	Protocol     string `json:",omitempty"` // the protocol negotiated
}

// childScenarios are the scenarios a child can run, by name.
var childScenarios = map[string]func(context.Context) (childReport, error){}

var childScenariosOnce sync.Once

func registerChildScenarios() {
	childScenariosOnce.Do(func() {
		addGoSDKChildScenarios(childScenarios)
		addMCPGoChildScenarios(childScenarios)
		addInputPanicChildScenarios(childScenarios)
	})
}

// TestConformanceChild is the entry point of child processes; it does
// nothing unless the environment names a scenario.
func TestConformanceChild(t *testing.T) {
	name := os.Getenv(childEnv)
	if name == "" {
		return
	}
	registerChildScenarios()
	run := childScenarios[name]
	if run == nil {
		fmt.Fprintf(os.Stderr, "unknown conformance child scenario %q\n", name)
		os.Exit(3)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	rep, err := run(ctx)
	if err != nil {
		fmt.Fprintf(os.Stderr, "conformance child scenario %q: %v\n", name, err)
		os.Exit(3)
	}
	b, _ := json.Marshal(rep)
	fmt.Println(childReportPrefix + string(b))
	os.Exit(0)
}

// childResult is how a child process ended.
type childResult struct {
	Report   *childReport // nil if the child died
	ExitCode int
	Stderr   string
}

// runChild re-executes the test binary to run scenario name.
func runChild(t *testing.T, name string) childResult {
	t.Helper()
	registerChildScenarios()
	if childScenarios[name] == nil {
		t.Fatalf("no child scenario %q", name)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestConformanceChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), childEnv+"="+name)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	res := childResult{Stderr: stderr.String()}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exitErr):
		res.ExitCode = exitErr.ExitCode()
	default:
		t.Fatalf("child %s: %v", name, err)
	}
	if ctx.Err() != nil {
		t.Fatalf("child %s timed out; stderr:\n%s", name, res.Stderr)
	}
	if res.ExitCode == 3 {
		t.Fatalf("child %s could not run its scenario:\n%s", name, res.Stderr)
	}
	for line := range strings.SplitSeq(stdout.String(), "\n") {
		if b, ok := strings.CutPrefix(line, childReportPrefix); ok {
			res.Report = new(childReport)
			if err := json.Unmarshal([]byte(b), res.Report); err != nil {
				t.Fatalf("child %s: bad report %q: %v", name, b, err)
			}
		}
	}
	if res.Report == nil && res.ExitCode == 0 {
		t.Fatalf("child %s exited without a report; stdout:\n%s\nstderr:\n%s", name, stdout.String(), res.Stderr)
	}
	return res
}

// observation reads a child's end in the table's terms: a dead process, a
// panic in the caller and a dropped connection are all Crash.
func (c childResult) observation() (observation, error) {
	switch {
	case c.Report == nil:
		return observation{Channel: sdkmodel.Crash, Wire: fmt.Sprintf("the process died with exit code %d: %s", c.ExitCode, firstLines(c.Stderr, 2))}, nil
	case c.Report.Panic != "":
		return observation{Channel: sdkmodel.Crash, Wire: "the caller panicked: " + c.Report.Panic}, nil
	case c.Report.TransportErr:
		return observation{Channel: sdkmodel.Crash, Wire: "the connection failed: " + c.Report.ClientErr}, nil
	case c.Report.Wire == "":
		return observation{}, fmt.Errorf("child reported no response and no failure: %+v", *c.Report)
	}
	w, err := parseWire([]byte(c.Report.Wire))
	if err != nil {
		return observation{}, err
	}
	return observe(w)
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(strings.TrimSpace(s), "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, " | ")
}

// lockedBuffer is a bytes.Buffer safe for concurrent writes and reads.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// sortedKeys returns m's keys in order, for deterministic subtests.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
