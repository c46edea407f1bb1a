package sdkmodel_test

// Conformance of the table's go-sdk rows with github.com/modelcontextprotocol/go-sdk
// as pinned in go.mod, over mcp.NewInMemoryTransports and a real
// ClientSession. The wire is read with mcp.LoggingTransport on the client
// side, which logs every message as it was encoded.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

var goSDKKinds = []sdkmodel.HandlerKind{sdkmodel.GoSDKRaw, sdkmodel.GoSDKTyped}

// goSDKScenario is one way a go-sdk tool handler returns.
type goSDKScenario struct {
	Name   string
	Field  behaviourField
	Err    error
	Beside bool // return a result beside Err
	Panic  bool
}

// conformanceJSONRPCError is a *jsonrpc.Error with a code no SDK uses.
func conformanceJSONRPCError() *jsonrpc.Error {
	return &jsonrpc.Error{Code: -32077, Message: "conformance: JSON-RPC error"}
}

func goSDKScenarios() []goSDKScenario {
	plain := errors.New("conformance: plain error")
	wrapped := fmt.Errorf("conformance: wrapped: %w", conformanceJSONRPCError())
	return []goSDKScenario{
		{Name: "plain error", Field: onError, Err: plain},
		{Name: "plain error beside a result", Field: onError, Err: plain, Beside: true},
		{Name: "jsonrpc.Error", Field: onJSONRPCError, Err: conformanceJSONRPCError()},
		{Name: "jsonrpc.Error beside a result", Field: onJSONRPCError, Err: conformanceJSONRPCError(), Beside: true},
		{Name: "wrapped jsonrpc.Error", Field: onWrappedJSONRPCError, Err: wrapped},
		{Name: "wrapped jsonrpc.Error beside a result", Field: onWrappedJSONRPCError, Err: wrapped, Beside: true},
		{Name: "nil nil", Field: onNilNil},
		{Name: "panic", Field: onPanic, Panic: true},
	}
}

func (sc goSDKScenario) returned(tool string) returned {
	r := returned{Tool: tool, Err: sc.Err}
	var je *jsonrpc.Error
	if errors.As(sc.Err, &je) {
		r.Code, r.Message = je.Code, je.Message
	}
	if sc.Panic {
		r.Panic = panicValue
	}
	return r
}

func (sc goSDKScenario) result() *mcp.CallToolResult {
	if !sc.Beside {
		return nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: besideText}}}
}

// typedOut is the Out of typed handlers; (nil, typedOut{}, nil) is their
// nil-nil case.
type typedOut struct {
	N int `json:"n"`
}

// goSDKTool registers tool on s as a handler of kind that behaves as sc.
func goSDKTool(s *mcp.Server, kind sdkmodel.HandlerKind, tool string, sc goSDKScenario) {
	switch kind {
	case sdkmodel.GoSDKRaw:
		s.AddTool(&mcp.Tool{Name: tool, InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				if sc.Panic {
					panic(panicValue)
				}
				return sc.result(), sc.Err
			})
	case sdkmodel.GoSDKTyped:
		mcp.AddTool(s, &mcp.Tool{Name: tool},
			func(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, typedOut, error) {
				if sc.Panic {
					panic(panicValue)
				}
				return sc.result(), typedOut{N: 1}, sc.Err
			})
	default:
		panic("no go-sdk registration for " + kind)
	}
}

// goSDKExchange is one tools/call over an in-memory connection.
type goSDKExchange struct {
	Wire     wire
	Res      *mcp.CallToolResult // what CallTool returned
	Err      error
	Protocol string // negotiated
}

// goSDKCallTool starts a server with register's tools, connects a client
// asking for protocol ("" for the client's default) and calls tool.
func goSDKCallTool(ctx context.Context, protocol string, register func(*mcp.Server), tool string) (*goSDKExchange, error) {
	s := mcp.NewServer(&mcp.Implementation{Name: "conformance", Version: "v0"}, nil)
	register(s)
	ct, st := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		return nil, fmt.Errorf("server connect: %w", err)
	}
	defer ss.Close()
	log := new(lockedBuffer)
	c := mcp.NewClient(&mcp.Implementation{Name: "conformance-client", Version: "v0"}, nil)
	var opts *mcp.ClientSessionOptions
	if protocol != "" {
		opts = &mcp.ClientSessionOptions{ProtocolVersion: protocol}
	}
	cs, err := c.Connect(ctx, &mcp.LoggingTransport{Transport: ct, Writer: log}, opts)
	if err != nil {
		return nil, fmt.Errorf("client connect: %w", err)
	}
	defer cs.Close()
	ex := &goSDKExchange{Protocol: cs.InitializeResult().ProtocolVersion}
	ex.Res, ex.Err = cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: map[string]any{}})
	ex.Wire, err = loggedResponse(log.String(), "tools/call")
	return ex, err
}

// loggedResponse finds, in a LoggingTransport log, the response to the
// last request of method the client wrote. A response can be logged before
// its request: the log is written after each Write returns.
func loggedResponse(log, method string) (wire, error) {
	type logged struct {
		dir, msg, id, method string
	}
	var msgs []logged
	for line := range strings.SplitSeq(log, "\n") {
		dir, msg, ok := strings.Cut(line, ": ")
		if !ok || (dir != "read" && dir != "write") {
			continue
		}
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if json.Unmarshal([]byte(msg), &m) != nil {
			continue
		}
		msgs = append(msgs, logged{dir, msg, string(m.ID), m.Method})
	}
	id := ""
	for _, m := range msgs {
		if m.dir == "write" && m.method == method {
			id = m.id
		}
	}
	for _, m := range msgs {
		if m.dir == "read" && m.method == "" && id != "" && m.id == id {
			return parseWire([]byte(m.msg))
		}
	}
	return wire{}, fmt.Errorf("no response to %s in the wire log:\n%s", method, log)
}

// crashesOn reports whether o says the server crashes on protocol.
func crashesOn(o sdkmodel.Outcome, protocol string) bool {
	return strings.Contains(o.Note, "crash") && strings.Contains(o.Note, protocol)
}

func goSDKChildName(kind sdkmodel.HandlerKind, sc goSDKScenario, protocol string) string {
	return fmt.Sprintf("go-sdk/%s/%s/%s", kind, sc.Name, protocol)
}

func addGoSDKChildScenarios(m map[string]func(context.Context) (childReport, error)) {
	for _, kind := range goSDKKinds {
		for _, sc := range goSDKScenarios() {
			for _, proto := range []string{protoLegacy, protoModern} {
				m[goSDKChildName(kind, sc, proto)] = func(ctx context.Context) (childReport, error) {
					ex, err := goSDKCallTool(ctx, proto, func(s *mcp.Server) { goSDKTool(s, kind, "t", sc) }, "t")
					if err != nil {
						return childReport{}, err
					}
					rep := childReport{Wire: ex.Wire.Raw, Protocol: ex.Protocol}
					if ex.Err != nil {
						rep.ClientErr = ex.Err.Error()
					}
					return rep, nil
				}
			}
		}
	}
}

func TestConformanceGoSDKHandlers(t *testing.T) {
	m := sdkmodel.Default()
	pkgs := pinnedSDKTypes(t)
	for _, h := range handlersOf(t, m, sdkmodel.GoSDK, goSDKKinds) {
		t.Run(string(h.Kind), func(t *testing.T) {
			for _, sc := range goSDKScenarios() {
				want, ok := expectOutcome(t, h, sc.Field, pkgs)
				if !ok {
					continue
				}
				for _, proto := range []string{protoLegacy, protoModern} {
					t.Run(sc.Name+"@"+proto, func(t *testing.T) {
						t.Parallel()
						what := fmt.Sprintf("%s, %s, protocol %s", h.Kind, sc.Name, proto)
						// A panic, and (nil, nil) on some protocols, kill
						// the server: run those in a child whatever the
						// table says.
						if sc.Panic || sc.Field.Name == onNilNil.Name {
							checkGoSDKChild(t, what, want, h.Kind, sc, proto)
							return
						}
						ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
						defer cancel()
						ex, err := goSDKCallTool(ctx, proto, func(s *mcp.Server) { goSDKTool(s, h.Kind, "t", sc) }, "t")
						if err != nil {
							t.Fatal(err)
						}
						if ex.Protocol != proto {
							t.Fatalf("negotiated protocol %q, want %q", ex.Protocol, proto)
						}
						got, err := observe(ex.Wire)
						if err != nil {
							t.Fatal(err)
						}
						checkOutcome(t, what, want, got, sc.returned("t"))
						if sc.Beside {
							checkDropped(t, h, got)
						}
						if sc.Field.Name == onError.Name {
							checkErrorTextIsContent(t, h, got, sc.Err)
						}
						checkGoSDKClientError(t, what, got, ex)
					})
				}
			}
		})
	}
}

// checkGoSDKChild runs a scenario that can kill the server in a child
// process and checks how it ended.
func checkGoSDKChild(t *testing.T, what string, want sdkmodel.Outcome, kind sdkmodel.HandlerKind, sc goSDKScenario, proto string) {
	t.Helper()
	res := runChild(t, goSDKChildName(kind, sc, proto))
	got, err := res.observation()
	if err != nil {
		t.Fatal(err)
	}
	if crashesOn(want, proto) {
		// The table's outcome is for other protocols; on this one the
		// server dies.
		want = sdkmodel.Outcome{Channel: sdkmodel.Crash, Versions: want.Versions, Note: want.Note}
	}
	checkOutcome(t, what, want, got, sc.returned("t"))
	if got.Channel != sdkmodel.Crash || res.Report != nil {
		return
	}
	// The process died: make sure of what.
	wantPanic := "panic: " + panicValue
	if !sc.Panic {
		wantPanic = "panic: runtime error: invalid memory address or nil pointer dereference"
	}
	if res.ExitCode != 2 || !strings.Contains(res.Stderr, wantPanic+"\n") {
		t.Errorf("%s: the server died with exit code %d, want 2 and %q; stderr:\n%s", what, res.ExitCode, wantPanic, res.Stderr)
	}
	if !sc.Panic && !strings.Contains(res.Stderr, "annotateServerInfo") {
		t.Errorf("%s: the nil-pointer panic is not the one in annotateServerInfo (go-sdk mcp/server.go); stderr:\n%s", what, res.Stderr)
	}
}

// checkGoSDKClientError checks that ClientSession.CallTool hands a JSON-RPC
// error to its caller as a *jsonrpc.Error with the code and message sent.
func checkGoSDKClientError(t *testing.T, what string, got observation, ex *goSDKExchange) {
	t.Helper()
	if got.Channel != sdkmodel.ProtocolError {
		if got.Channel != sdkmodel.NullResult && ex.Err != nil {
			t.Errorf("%s: CallTool failed on %s: %v", what, got, ex.Err)
		}
		return
	}
	var je *jsonrpc.Error
	if !errors.As(ex.Err, &je) {
		t.Errorf("%s: CallTool returned %v (%T), want a *jsonrpc.Error", what, ex.Err, ex.Err)
		return
	}
	if je.Code != got.Code || je.Message != got.Text {
		t.Errorf("%s: CallTool's *jsonrpc.Error is %d %q, the wire had %d %q", what, je.Code, je.Message, got.Code, got.Text)
	}
}

// TestConformanceGoSDKNilNilDefaultProtocol: the crash of a raw handler's
// (nil, nil) needs protocol 2026-07-28, which is what a v1.8.0 client asks
// for unless told otherwise.
func TestConformanceGoSDKNilNilDefaultProtocol(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ex, err := goSDKCallTool(ctx, "", func(s *mcp.Server) {
		goSDKTool(s, sdkmodel.GoSDKRaw, "t", goSDKScenario{Name: "plain", Err: errors.New("x")})
	}, "t")
	if err != nil {
		t.Fatal(err)
	}
	if ex.Protocol != protoModern {
		t.Errorf("a go-sdk client negotiates %q by default, want %q", ex.Protocol, protoModern)
	}
}

func TestConformanceGoSDKProtocolErrors(t *testing.T) {
	m := sdkmodel.Default()
	n := 0
	for _, pe := range m.ProtocolErrors {
		if pe.SDK != sdkmodel.GoSDK {
			continue
		}
		n++
		var err error
		switch pe.Func.Name {
		case "URLElicitationRequiredError":
			err = mcp.URLElicitationRequiredError([]*mcp.ElicitParams{{
				Mode: "url", Message: "conformance: open the page", URL: "https://example.com/auth", ElicitationID: "e1",
			}})
		default:
			t.Errorf("protocol error row %+v has no conformance check", pe)
			continue
		}
		for _, kind := range goSDKKinds {
			for _, proto := range []string{protoLegacy, protoModern} {
				what := fmt.Sprintf("%s from a %s, protocol %s", pe.Func, kind, proto)
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				ex, cerr := goSDKCallTool(ctx, proto, func(s *mcp.Server) {
					goSDKTool(s, kind, "t", goSDKScenario{Err: err})
				}, "t")
				cancel()
				if cerr != nil {
					t.Fatal(cerr)
				}
				got, oerr := observe(ex.Wire)
				if oerr != nil {
					t.Fatal(oerr)
				}
				if got.Channel != sdkmodel.ProtocolError || got.Code != pe.Code {
					t.Errorf("%s: the table says JSON-RPC code %d, the SDK sent %s", what, pe.Code, got)
				}
				// errorigin counts the helper's text as the SDK's own
				// (SDKHelper): a constant message, nothing of the
				// elicitation's URL or message in it.
				if got.Text != "URL elicitation required" {
					t.Errorf("%s: message %q, want the SDK's constant %q", what, got.Text, "URL elicitation required")
				}
			}
		}
	}
	// ResourceNotFoundError: a constant message, the URI in the data only.
	if err := mcp.ResourceNotFoundError("file:///conformance/secret/path"); err.Error() == "" || strings.Contains(err.Error(), "secret") {
		t.Errorf("ResourceNotFoundError's text %q carries its URI: errorigin counts it as the SDK's constant text", err.Error())
	}
	if n == 0 {
		t.Error("the table has no go-sdk protocol error rows")
	}
}

func TestConformanceGoSDKSetError(t *testing.T) {
	m := sdkmodel.Default()
	pkgs := pinnedSDKTypes(t)
	var row *sdkmodel.ErrorSetter
	for i, es := range m.ErrorSetters {
		if es.SDK == sdkmodel.GoSDK && es.Func.Name == "SetError" {
			row = &m.ErrorSetters[i]
		}
	}
	if row == nil {
		t.Fatal("the table has no go-sdk SetError row")
	}
	want, ok := resolveOne(t, "SetError CopiesErrorText", row.CopiesErrorText, pkgs)
	if !ok {
		return
	}
	keeps, overwrites := strings.Contains(want.Text, "when Content is empty"), strings.Contains(want.Text, "replacing Content")
	if keeps == overwrites || !strings.HasPrefix(want.Text, sdkmodel.ErrorText) {
		t.Fatalf("cannot read the table's SetError text %q", want.Text)
	}
	e := errors.New("conformance: set error")

	// On an empty result: the error's text becomes the content.
	empty := &mcp.CallToolResult{}
	empty.SetError(e)
	// On a result with content: kept (v1.6.0+) or replaced (v1.3–v1.5).
	written := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "conformance: written text"}}}
	written.SetError(e)
	wantWritten := "conformance: written text"
	if overwrites {
		wantWritten = e.Error()
	}

	for _, c := range []struct {
		name string
		res  *mcp.CallToolResult
		text string
	}{{"an empty result", empty, e.Error()}, {"a result with content", written, wantWritten}} {
		if !c.res.IsError || c.res.GetError() != e {
			t.Errorf("SetError on %s: IsError %v, GetError %v", c.name, c.res.IsError, c.res.GetError())
		}
		// And on the wire, from a raw handler.
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		ex, err := goSDKCallTool(ctx, protoLegacy, func(s *mcp.Server) {
			s.AddTool(&mcp.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object"}`)},
				func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) { return c.res, nil })
		}, "t")
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		got, err := observe(ex.Wire)
		if err != nil {
			t.Fatal(err)
		}
		if got.Channel != want.Channel || got.Text != c.text {
			t.Errorf("SetError on %s: the table says %s with %s, want text %q; the SDK sent %s",
				c.name, want.Describe(), want.Text, c.text, got)
		}
	}

	// docs/design.md §2: SetError(nil) on an empty result panics.
	func() {
		defer func() {
			if recover() == nil {
				t.Error("SetError(nil) on an empty result did not panic")
			}
		}()
		(&mcp.CallToolResult{}).SetError(nil)
	}()
}
