package sdkmodel_test

// Conformance of the table's mcp-go rows with github.com/mark3labs/mcp-go as
// pinned in go.mod. Calls go through an mcp-go client on the in-process
// transport (what client.NewInProcessClient builds, with a wrapper that
// records each JSON-RPC response the transport hands the client), and for
// panics also through the stdio and streamable HTTP servers.

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

var mcpGoKinds = []sdkmodel.HandlerKind{sdkmodel.MCPGoRaw, sdkmodel.MCPGoTyped, sdkmodel.MCPGoStructured, sdkmodel.MCPGoTask}

// mcpGoProtocols are the protocols each kind is checked on. Task tools are
// a feature of the session-based protocol.
func mcpGoProtocols(kind sdkmodel.HandlerKind) []string {
	if kind == sdkmodel.MCPGoTask {
		return []string{protoLegacy}
	}
	return []string{protoLegacy, protoModern}
}

// mcpGoScenario is one way an mcp-go tool handler returns.
type mcpGoScenario struct {
	Name   string
	Field  behaviourField
	Err    error
	Beside bool // return a result beside Err
	Panic  bool
}

func mcpGoScenarios() []mcpGoScenario {
	plain := errors.New("conformance: plain error")
	return []mcpGoScenario{
		{Name: "plain error", Field: onError, Err: plain},
		{Name: "plain error beside a result", Field: onError, Err: plain, Beside: true},
		// Wrapping mcp.ErrInvalidParams does not make it -32602.
		{Name: "wrapped ErrInvalidParams", Field: onError, Err: fmt.Errorf("conformance: bad input: %w", mcp.ErrInvalidParams)},
		{Name: "nil nil", Field: onNilNil},
		{Name: "panic", Field: onPanic, Panic: true},
	}
}

func (sc mcpGoScenario) returned(tool string) returned {
	r := returned{Tool: tool, Err: sc.Err}
	if sc.Panic {
		r.Panic = panicValue
	}
	return r
}

func (sc mcpGoScenario) result() *mcp.CallToolResult {
	if !sc.Beside {
		return nil
	}
	return mcp.NewToolResultText(besideText)
}

// structuredOut is the output of structured handlers.
type structuredOut struct {
	Note string `json:"note"`
}

// mcpGoTool registers tool on s as a handler of kind that behaves as sc.
func mcpGoTool(s *server.MCPServer, kind sdkmodel.HandlerKind, tool string, sc mcpGoScenario) {
	switch kind {
	case sdkmodel.MCPGoRaw:
		s.AddTool(mcp.NewTool(tool), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if sc.Panic {
				panic(panicValue)
			}
			return sc.result(), sc.Err
		})
	case sdkmodel.MCPGoTyped:
		s.AddTool(mcp.NewTool(tool), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args struct{}) (*mcp.CallToolResult, error) {
			if sc.Panic {
				panic(panicValue)
			}
			return sc.result(), sc.Err
		}))
	case sdkmodel.MCPGoStructured:
		s.AddTool(mcp.NewTool(tool), mcp.NewStructuredToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args struct{}) (structuredOut, error) {
			if sc.Panic {
				panic(panicValue)
			}
			if sc.Beside {
				return structuredOut{Note: besideText}, sc.Err
			}
			return structuredOut{}, sc.Err
		}))
	case sdkmodel.MCPGoTask:
		s.AddTaskTool(mcp.NewTool(tool, mcp.WithTaskSupport(mcp.TaskSupportRequired)),
			func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
				if sc.Panic {
					panic(panicValue)
				}
				if sc.Beside {
					return &mcp.CreateTaskResult{Content: []mcp.Content{mcp.NewTextContent(besideText)}}, sc.Err
				}
				return nil, sc.Err
			})
	default:
		panic("no mcp-go registration for " + kind)
	}
}

// recordingTransport is the in-process transport, recording the last
// response of each method as the client receives it.
type recordingTransport struct {
	*transport.InProcessTransport
	mu        sync.Mutex
	responses map[string][]byte
}

func (r *recordingTransport) SendRequest(ctx context.Context, req transport.JSONRPCRequest) (*transport.JSONRPCResponse, error) {
	resp, err := r.InProcessTransport.SendRequest(ctx, req)
	if resp != nil {
		raw, merr := json.Marshal(resp)
		if merr != nil {
			return nil, merr
		}
		r.mu.Lock()
		r.responses[req.Method] = raw
		r.mu.Unlock()
	}
	return resp, err
}

func (r *recordingTransport) response(method string) (wire, error) {
	r.mu.Lock()
	raw := r.responses[method]
	r.mu.Unlock()
	if raw == nil {
		return wire{}, fmt.Errorf("no response to %s", method)
	}
	return parseWire(raw)
}

// mcpGoConn is an in-process client session.
type mcpGoConn struct {
	c        *client.Client
	tr       *recordingTransport
	protocol string // negotiated
}

// mcpGoConnect connects an in-process client to s on protocol. It is
// client.NewInProcessClient with the transport wrapped.
func mcpGoConnect(ctx context.Context, s *server.MCPServer, protocol string) (*mcpGoConn, error) {
	tr := &recordingTransport{InProcessTransport: transport.NewInProcessTransport(s), responses: map[string][]byte{}}
	c := client.NewClient(tr)
	if err := c.Start(ctx); err != nil {
		return nil, fmt.Errorf("client start: %w", err)
	}
	var req mcp.InitializeRequest
	req.Params.ProtocolVersion = protocol
	req.Params.ClientInfo = mcp.Implementation{Name: "conformance-client", Version: "v0"}
	res, err := c.Initialize(ctx, req)
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("initialize: %w", err)
	}
	return &mcpGoConn{c: c, tr: tr, protocol: res.ProtocolVersion}, nil
}

// mcpGoExchange is one tool call and its answer.
type mcpGoExchange struct {
	Wire     wire
	Err      error // what the client returned
	Protocol string
}

// call calls tool; a task tool is called as a task, and the answer is that
// of tasks/result.
func (c *mcpGoConn) call(ctx context.Context, kind sdkmodel.HandlerKind, tool string) (*mcpGoExchange, error) {
	ex := &mcpGoExchange{Protocol: c.protocol}
	if kind != sdkmodel.MCPGoTask {
		var req mcp.CallToolRequest
		req.Params.Name = tool
		req.Params.Arguments = map[string]any{}
		_, ex.Err = c.c.CallTool(ctx, req)
		var err error
		ex.Wire, err = c.tr.response("tools/call")
		return ex, err
	}
	created, err := c.tr.SendRequest(ctx, transport.JSONRPCRequest{
		JSONRPC: mcp.JSONRPC_VERSION, ID: mcp.NewRequestId(int64(1000)), Method: "tools/call",
		Params: map[string]any{"name": tool, "arguments": map[string]any{}, "task": map[string]any{}},
	})
	if err != nil {
		return nil, err
	}
	if created.Error != nil {
		return nil, fmt.Errorf("tools/call as a task: %+v", created.Error)
	}
	var task struct {
		Task struct {
			TaskID string `json:"taskId"`
		} `json:"task"`
	}
	if err := json.Unmarshal(created.Result, &task); err != nil || task.Task.TaskID == "" {
		return nil, fmt.Errorf("tools/call as a task answered %s (%v)", created.Result, err)
	}
	_, err = c.tr.SendRequest(ctx, transport.JSONRPCRequest{
		JSONRPC: mcp.JSONRPC_VERSION, ID: mcp.NewRequestId(int64(1001)), Method: "tasks/result",
		Params: map[string]any{"taskId": task.Task.TaskID},
	})
	if err != nil {
		return nil, err
	}
	ex.Wire, err = c.tr.response("tasks/result")
	return ex, err
}

func newMCPGoServer(opts ...server.ServerOption) *server.MCPServer {
	opts = append([]server.ServerOption{server.WithTaskCapabilities(true, true, true)}, opts...)
	return server.NewMCPServer("conformance", "v0", opts...)
}

// mcpGoCallTool starts a server with register's tool and calls it in
// process on protocol.
func mcpGoCallTool(ctx context.Context, protocol string, kind sdkmodel.HandlerKind, register func(*server.MCPServer), opts ...server.ServerOption) (*mcpGoExchange, error) {
	s := newMCPGoServer(opts...)
	register(s)
	conn, err := mcpGoConnect(ctx, s, protocol)
	if err != nil {
		return nil, err
	}
	defer conn.c.Close()
	return conn.call(ctx, kind, "t")
}

func TestConformanceMCPGoHandlers(t *testing.T) {
	m := sdkmodel.Default()
	pkgs := pinnedSDKTypes(t)
	for _, h := range handlersOf(t, m, sdkmodel.MCPGo, mcpGoKinds) {
		t.Run(string(h.Kind), func(t *testing.T) {
			if len(h.OnJSONRPCError) > 0 || len(h.OnWrappedJSONRPCError) > 0 {
				t.Errorf("%s: the table gives an mcp-go handler *jsonrpc.Error behaviours; mcp-go has no such type", h.Kind)
			}
			for _, sc := range mcpGoScenarios() {
				want, ok := expectOutcome(t, h, sc.Field, pkgs)
				if !ok {
					continue
				}
				if sc.Panic {
					checkMCPGoPanic(t, h, want)
					continue
				}
				for _, proto := range mcpGoProtocols(h.Kind) {
					t.Run(sc.Name+"@"+proto, func(t *testing.T) {
						t.Parallel()
						what := fmt.Sprintf("%s, %s, protocol %s", h.Kind, sc.Name, proto)
						ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
						defer cancel()
						ex, err := mcpGoCallTool(ctx, proto, h.Kind, func(s *server.MCPServer) { mcpGoTool(s, h.Kind, "t", sc) })
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
						if h.Kind != sdkmodel.MCPGoTask {
							checkMCPGoClientError(t, what, got, ex.Err)
						}
					})
				}
			}
		})
	}
}

// checkMCPGoClientError checks what client.CallTool hands its caller for
// a JSON-RPC error: an error carrying the message, which for -32603 wraps
// mcp.ErrInternalError (the code itself is not exposed).
func checkMCPGoClientError(t *testing.T, what string, got observation, err error) {
	t.Helper()
	if got.Channel != sdkmodel.ProtocolError {
		if err != nil {
			t.Errorf("%s: CallTool failed on %s: %v", what, got, err)
		}
		return
	}
	if err == nil || !strings.Contains(err.Error(), got.Text) {
		t.Errorf("%s: CallTool returned %v for %s", what, err, got)
		return
	}
	if got.Code == -32603 && !errors.Is(err, mcp.ErrInternalError) {
		t.Errorf("%s: CallTool's error %v does not wrap mcp.ErrInternalError", what, err)
	}
}

// mcpGoPanicTransports are the ways a panic is checked: in process (the
// client calls MCPServer.HandleMessage in its own goroutine), stdio and
// streamable HTTP.
var mcpGoPanicTransports = []string{"in-process " + protoLegacy, "in-process " + protoModern, "stdio", "streamable HTTP"}

func mcpGoPanicChildName(kind sdkmodel.HandlerKind, tr string) string {
	return fmt.Sprintf("mcp-go/%s/panic/%s", kind, tr)
}

// checkMCPGoPanic checks OnPanic, which the table states for servers
// without server.WithRecovery: Crash, with a Note on stdio.
func checkMCPGoPanic(t *testing.T, h *sdkmodel.Handler, want sdkmodel.Outcome) {
	t.Helper()
	trs := mcpGoPanicTransports
	if h.Kind == sdkmodel.MCPGoTask {
		trs = trs[:1]
	}
	for _, tr := range trs {
		t.Run("panic@"+tr, func(t *testing.T) {
			t.Parallel()
			what := fmt.Sprintf("%s, panic, %s", h.Kind, tr)
			res := runChild(t, mcpGoPanicChildName(h.Kind, tr))
			got, err := res.observation()
			if err != nil {
				t.Fatal(err)
			}
			if res.Report == nil {
				t.Fatalf("%s: the process died (exit code %d): %s", what, res.ExitCode, res.Stderr)
			}
			if tr != "stdio" || h.Kind == sdkmodel.MCPGoTask {
				checkOutcome(t, what, want, got, returned{Tool: "t", Panic: panicValue})
				if got.Channel == sdkmodel.Crash && res.Report.Panic != "" && res.Report.Panic != panicValue {
					t.Errorf("%s: the caller saw the panic %q, want the handler's %q", what, res.Report.Panic, panicValue)
				}
				return
			}
			// The stdio server recovers: the table says so in the Note.
			if !strings.Contains(want.Note, "stdio") || !strings.Contains(want.Note, "-32603") {
				t.Errorf("%s: the table's Note %q does not say that stdio answers -32603", what, want.Note)
			}
			checkOutcome(t, what, stdioPanic(t), got, returned{Tool: "t", Panic: panicValue})
		})
	}
}

// stdioPanic is the stdio server rows' OnPanic on the pinned SDK, checked
// to be the same for every stdio entry point.
func stdioPanic(t *testing.T) sdkmodel.Outcome {
	t.Helper()
	var want sdkmodel.Outcome
	rows := sdkmodel.Default().StdioServers
	if len(rows) == 0 {
		t.Fatal("the table has no stdio server rows")
	}
	for i, row := range rows {
		o, ok := resolveOne(t, row.Func.String()+" OnPanic", row.OnPanic, pinnedSDKTypes(t))
		if !ok {
			t.FailNow()
		}
		if i > 0 && o != want {
			t.Errorf("%s OnPanic is %+v, %s's %+v", row.Func, o, rows[0].Func, want)
		}
		want = o
	}
	return want
}

func addMCPGoChildScenarios(m map[string]func(context.Context) (childReport, error)) {
	panics := mcpGoScenario{Name: "panic", Panic: true}
	for _, kind := range mcpGoKinds {
		for _, tr := range mcpGoPanicTransports {
			register := func(s *server.MCPServer) { mcpGoTool(s, kind, "t", panics) }
			var run func(context.Context) (childReport, error)
			switch tr {
			case "stdio":
				run = func(ctx context.Context) (childReport, error) { return mcpGoStdioCall(ctx, register) }
			case "streamable HTTP":
				run = func(ctx context.Context) (childReport, error) { return mcpGoHTTPCall(ctx, register) }
			default:
				proto := strings.TrimPrefix(tr, "in-process ")
				run = func(ctx context.Context) (rep childReport, err error) {
					s := newMCPGoServer()
					register(s)
					conn, err := mcpGoConnect(ctx, s, proto)
					if err != nil {
						return rep, err
					}
					rep.Protocol = conn.protocol
					var ex *mcpGoExchange
					func() {
						defer func() {
							if r := recover(); r != nil {
								rep.Panic = fmt.Sprint(r)
							}
						}()
						ex, err = conn.call(ctx, kind, "t")
					}()
					if rep.Panic != "" {
						return rep, nil
					}
					if err != nil {
						return rep, err
					}
					rep.Wire = ex.Wire.Raw
					return rep, nil
				}
			}
			m[mcpGoPanicChildName(kind, tr)] = run
		}
	}
}

// mcpGoStdioCall serves register's tool with server.StdioServer over pipes
// and calls it, reading the response line as written.
func mcpGoStdioCall(ctx context.Context, register func(*server.MCPServer)) (childReport, error) {
	s := newMCPGoServer()
	register(s)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ss := server.NewStdioServer(s)
	ss.SetErrorLogger(log.New(io.Discard, "", 0))
	go ss.Listen(ctx, inR, outW)
	go func() {
		<-ctx.Done()
		inW.Close()
		outR.Close()
	}()
	lines := bufio.NewScanner(outR)
	lines.Buffer(nil, 1<<20)
	send := func(msg string) error {
		_, err := io.WriteString(inW, msg+"\n")
		return err
	}
	await := func(id string) (string, error) {
		for lines.Scan() {
			var m struct {
				ID json.RawMessage `json:"id"`
			}
			if json.Unmarshal(lines.Bytes(), &m) == nil && string(m.ID) == id {
				return lines.Text(), nil
			}
		}
		return "", fmt.Errorf("no response %s on stdout: %v", id, lines.Err())
	}
	if err := send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"` + protoLegacy +
		`","capabilities":{},"clientInfo":{"name":"conformance-client","version":"v0"}}}`); err != nil {
		return childReport{}, err
	}
	if _, err := await("1"); err != nil {
		return childReport{}, err
	}
	if err := send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`); err != nil {
		return childReport{}, err
	}
	if err := send(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"t","arguments":{}}}`); err != nil {
		return childReport{}, err
	}
	line, err := await("2")
	return childReport{Wire: line, Protocol: protoLegacy}, err
}

// mcpGoHTTPCall serves register's tool with server.StreamableHTTPServer and
// calls it with the streamable HTTP client.
func mcpGoHTTPCall(ctx context.Context, register func(*server.MCPServer)) (childReport, error) {
	s := newMCPGoServer()
	register(s)
	ts := httptest.NewUnstartedServer(server.NewStreamableHTTPServer(s))
	ts.Config.ErrorLog = log.New(io.Discard, "", 0) // net/http logs the recovered panic
	ts.Start()
	defer ts.Close()
	c, err := client.NewStreamableHttpClient(ts.URL)
	if err != nil {
		return childReport{}, err
	}
	defer c.Close()
	if err := c.Start(ctx); err != nil {
		return childReport{}, err
	}
	var init mcp.InitializeRequest
	init.Params.ProtocolVersion = protoLegacy
	init.Params.ClientInfo = mcp.Implementation{Name: "conformance-client", Version: "v0"}
	ir, err := c.Initialize(ctx, init)
	if err != nil {
		return childReport{}, fmt.Errorf("initialize: %w", err)
	}
	rep := childReport{Protocol: ir.ProtocolVersion}
	var req mcp.CallToolRequest
	req.Params.Name = "t"
	res, err := c.CallTool(ctx, req)
	if err == nil {
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 2, "result": res})
		rep.Wire = string(b)
		return rep, nil
	}
	rep.ClientErr = err.Error()
	var te *transport.Error
	rep.TransportErr = errors.As(err, &te)
	if !rep.TransportErr {
		return rep, fmt.Errorf("CallTool over HTTP failed with a JSON-RPC error, which this scenario cannot record: %v", err)
	}
	return rep, nil
}

func TestConformanceMCPGoRecovery(t *testing.T) {
	m := sdkmodel.Default()
	n := 0
	for _, rec := range m.Recoveries {
		if rec.SDK != sdkmodel.MCPGo {
			continue
		}
		n++
		var opt server.ServerOption
		switch rec.Func.Name {
		case "WithRecovery":
			opt = server.WithRecovery()
		default:
			t.Errorf("recovery row %s has no conformance check", rec.Func)
			continue
		}
		for _, kind := range mcpGoKinds[:3] { // task tools have their own recovery
			for _, proto := range mcpGoProtocols(kind) {
				what := fmt.Sprintf("%s, %s panics, protocol %s", rec.Func, kind, proto)
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				var ex *mcpGoExchange
				var err error
				var panicked any
				func() {
					defer func() { panicked = recover() }()
					ex, err = mcpGoCallTool(ctx, proto, kind, func(s *server.MCPServer) {
						mcpGoTool(s, kind, "t", mcpGoScenario{Panic: true})
					}, opt)
				}()
				cancel()
				if panicked != nil {
					t.Errorf("%s: the panic reached the caller: %v", what, panicked)
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				got, err := observe(ex.Wire)
				if err != nil {
					t.Fatal(err)
				}
				checkOutcome(t, what, rec.Outcome, got, returned{Tool: "t", Panic: panicValue})
			}
		}
	}
	if n == 0 {
		t.Error("the table has no mcp-go recovery rows")
	}
}

func TestConformanceMCPGoProtocolErrors(t *testing.T) {
	m := sdkmodel.Default()
	elicitation := mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{
		Mode: "url", Message: "conformance: open the page", URL: "https://example.com/auth",
	}}}
	n := 0
	for _, pe := range m.ProtocolErrors {
		if pe.SDK != sdkmodel.MCPGo {
			continue
		}
		n++
		var err error
		switch {
		case pe.Type.Name == "URLElicitationRequiredError" && !pe.Type.Pointer:
			err = elicitation
		case pe.Type.Name == "URLElicitationRequiredError" && pe.Type.Pointer:
			err = &elicitation
		default:
			t.Errorf("protocol error row %+v has no conformance check", pe)
			continue
		}
		for _, e := range []error{err, fmt.Errorf("conformance: wrapped: %w", err)} {
			for _, proto := range mcpGoProtocols(sdkmodel.MCPGoRaw) {
				what := fmt.Sprintf("%s (%T) from a handler, protocol %s", pe.Type, e, proto)
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				ex, cerr := mcpGoCallTool(ctx, proto, sdkmodel.MCPGoRaw, func(s *server.MCPServer) {
					mcpGoTool(s, sdkmodel.MCPGoRaw, "t", mcpGoScenario{Err: e})
				})
				cancel()
				if cerr != nil {
					t.Fatal(cerr)
				}
				got, oerr := observe(ex.Wire)
				if oerr != nil {
					t.Fatal(oerr)
				}
				// server/handler_errors.go handlerError: the code is -32042
				// only before protocol 2026-07-28, which asks for the
				// elicitation through a multi round-trip request instead;
				// the table's row does not say so.
				code := pe.Code
				if proto >= protoModern {
					code = -32603
				}
				if got.Channel != sdkmodel.ProtocolError || got.Code != code || got.Text != e.Error() {
					t.Errorf("%s: want JSON-RPC error %d %q (the table's row: %d), the SDK sent %s", what, code, e.Error(), pe.Code, got)
				}
			}
		}
	}
	if n == 0 {
		t.Error("the table has no mcp-go protocol error rows")
	}
}

// mcpGoConstructors call each result constructor the table lists with the
// arguments a row's indices describe.
var mcpGoConstructors = map[string]func(a ctorArgs) (*mcp.CallToolResult, error){
	"NewToolResultText":  func(a ctorArgs) (*mcp.CallToolResult, error) { return mcp.NewToolResultText(a.Text), nil },
	"NewToolResultError": func(a ctorArgs) (*mcp.CallToolResult, error) { return mcp.NewToolResultError(a.Text), nil },
	"NewToolResultErrorf": func(a ctorArgs) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultErrorf(a.Format, a.FormatArgs...), nil
	},
	"NewToolResultErrorFromErr": func(a ctorArgs) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultErrorFromErr(a.Text, a.Err), nil
	},
	"NewToolResultStructured": func(a ctorArgs) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultStructured(a.Data, a.Text), nil
	},
	"NewToolResultStructuredOnly": func(a ctorArgs) (*mcp.CallToolResult, error) { return mcp.NewToolResultStructuredOnly(a.Data), nil },
	"NewToolResultJSON":           func(a ctorArgs) (*mcp.CallToolResult, error) { return mcp.NewToolResultJSON(a.Data) },
	"NewToolResultImage": func(a ctorArgs) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultImage(a.Text, "aW1n", "image/png"), nil
	},
	"NewToolResultAudio": func(a ctorArgs) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultAudio(a.Text, "YXVk", "audio/wav"), nil
	},
	"NewToolResultResource": func(a ctorArgs) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultResource(a.Text, mcp.TextResourceContents{URI: "file:///c", Text: "c"}), nil
	},
}

type ctorArgs struct {
	Text       string
	Format     string
	FormatArgs []any
	Err        error
	Data       any
}

func TestConformanceMCPGoConstructors(t *testing.T) {
	m := sdkmodel.Default()
	a := ctorArgs{
		Text:   "conformance: text",
		Format: "conformance: %s failed %d times", FormatArgs: []any{"lookup", 3},
		Err:  errors.New("conformance: cause"),
		Data: map[string]any{"n": 1},
	}
	s := newMCPGoServer()
	var rows []sdkmodel.Constructor
	for _, c := range m.Constructors {
		if c.SDK != sdkmodel.MCPGo {
			continue
		}
		build := mcpGoConstructors[c.Func.Name]
		if build == nil {
			t.Errorf("constructor row %s has no conformance check", c.Func)
			continue
		}
		rows = append(rows, c)
		s.AddTool(mcp.NewTool(c.Func.Name), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { return build(a) })

	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, err := mcpGoConnect(ctx, s, protoLegacy)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.c.Close()
	for _, c := range rows {
		ex, err := conn.call(ctx, sdkmodel.MCPGoRaw, c.Func.Name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := observe(ex.Wire)
		if err != nil {
			t.Fatal(err)
		}
		want := sdkmodel.Success
		if c.Flagged {
			want = sdkmodel.ToolError
		}
		if got.Channel != want {
			t.Errorf("%s: the table says Flagged=%v, the SDK sent %s", c.Func, c.Flagged, got)
		}
		if c.TextArg < 0 {
			continue
		}
		text := a.Text
		if c.Format {
			text = fmt.Sprintf(a.Format, a.FormatArgs...)
		}
		if c.ErrArg >= 0 {
			text += c.ErrSep + a.Err.Error()
		}
		if got.Text != text {
			t.Errorf("%s: the table's TextArg/Format/ErrArg/ErrSep give %q, the SDK sent %s", c.Func, text, got)
		}
	}
}

func TestConformanceMCPGoArgHelpers(t *testing.T) {
	m := sdkmodel.Default()
	req := reflect.ValueOf(mcp.CallToolRequest{})
	n := 0
	for _, ah := range m.ArgHelpers {
		if ah.SDK != sdkmodel.MCPGo {
			continue
		}
		n++
		meth := req.MethodByName(ah.Func.Name)
		if !meth.IsValid() || meth.Type().NumIn() != 1 || meth.Type().NumOut() != 2 {
			t.Errorf("%s is not a method (key string) (T, error) of mcp.CallToolRequest", ah.Func)
			continue
		}
		out := meth.Call([]reflect.Value{reflect.ValueOf("city")})
		err, _ := out[1].Interface().(error)
		if want := `required argument "city" not found`; err == nil || err.Error() != want {
			t.Errorf("%s of a missing argument: error %v, want the SDK's written %q", ah.Func, err, want)
		}
	}
	if n == 0 {
		t.Error("the table has no mcp-go argument helper rows")
	}
}
