package sdkmodel_test

// Conformance of what protomisuse says about panics the model's input can
// trigger (analyzers/protomisuse/inputpanics.go): a Must function of an
// argument, an unchecked type assertion of one, an index by a constant
// into strings.Split of one. The operations are Go's; what is checked here
// is that the real SDKs hand the handler the values that make them panic
// (a missing argument is a nil interface, in mcp-go's GetArguments and in
// a go-sdk raw handler's decoded map), that the panic then ends as the
// table's OnPanic says (go-sdk: the process dies; mcp-go: the in-process
// caller panics, stdio answers -32603), and that what mcplint takes for a
// recovery is one: mcp-go server.WithRecovery, a recovering mcp-go tool
// middleware, and a recovering go-sdk receiving middleware.

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// inputPanicOp is one operation that panics on a bad argument.
type inputPanicOp struct {
	Name  string
	Args  map[string]any // what the client sends
	Panic string         // the panic value's text
}

var inputPanicOps = []inputPanicOp{
	{Name: "MustCompile", Args: map[string]any{"pattern": "["},
		Panic: "regexp: Compile(`[`): error parsing regexp: missing closing ]: `[`"},
	{Name: "assertion", Args: map[string]any{},
		Panic: "interface conversion: interface {} is nil, not string"},
	{Name: "Split index", Args: map[string]any{"repo": "mcplint"},
		Panic: "runtime error: index out of range [1] with length 1"},
}

// goSDKInputTool registers tool "t" on s: a typed handler for the
// operations on struct fields, a raw one decoding into a map for the
// assertion.
func goSDKInputTool(s *mcp.Server, op inputPanicOp) {
	type in struct {
		Pattern string `json:"pattern,omitempty"`
		Repo    string `json:"repo,omitempty"`
	}
	switch op.Name {
	case "MustCompile":
		mcp.AddTool(s, &mcp.Tool{Name: "t"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, typedOut, error) {
			return nil, typedOut{N: len(regexp.MustCompile(a.Pattern).String())}, nil
		})
	case "Split index":
		mcp.AddTool(s, &mcp.Tool{Name: "t"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, typedOut, error) {
			return nil, typedOut{N: len(strings.Split(a.Repo, "/")[1])}, nil
		})
	case "assertion":
		s.AddTool(&mcp.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var args map[string]any
				if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
					return nil, err
				}
				q := args["q"].(string)
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: q}}}, nil
			})
	}
}

// goSDKRecoverer is a receiving middleware that turns a panic into an
// isError result.
func goSDKRecoverer(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint("recovered: ", r)}}}, nil
			}
		}()
		return next(ctx, method, req)
	}
}

// goSDKCallArgs serves register's tool "t" on the default protocol and
// calls it with args.
func goSDKCallArgs(ctx context.Context, register func(*mcp.Server), args map[string]any) (childReport, error) {
	s := mcp.NewServer(&mcp.Implementation{Name: "conformance", Version: "v0"}, nil)
	register(s)
	ct, st := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		return childReport{}, err
	}
	defer ss.Close()
	log := new(lockedBuffer)
	c := mcp.NewClient(&mcp.Implementation{Name: "conformance-client", Version: "v0"}, nil)
	cs, err := c.Connect(ctx, &mcp.LoggingTransport{Transport: ct, Writer: log}, nil)
	if err != nil {
		return childReport{}, err
	}
	defer cs.Close()
	_, callErr := cs.CallTool(ctx, &mcp.CallToolParams{Name: "t", Arguments: args})
	w, err := loggedResponse(log.String(), "tools/call")
	rep := childReport{Wire: w.Raw, Protocol: cs.InitializeResult().ProtocolVersion}
	if callErr != nil {
		rep.ClientErr = callErr.Error()
	}
	return rep, err
}

func inputPanicChildName(op inputPanicOp, recovering bool) string {
	if recovering {
		return "input-panic/go-sdk/recovering/" + op.Name
	}
	return "input-panic/go-sdk/" + op.Name
}

func addInputPanicChildScenarios(m map[string]func(context.Context) (childReport, error)) {
	for _, op := range inputPanicOps {
		for _, recovering := range []bool{false, true} {
			m[inputPanicChildName(op, recovering)] = func(ctx context.Context) (childReport, error) {
				return goSDKCallArgs(ctx, func(s *mcp.Server) {
					if recovering {
						s.AddReceivingMiddleware(goSDKRecoverer)
					}
					goSDKInputTool(s, op)
				}, op.Args)
			}
		}
	}
}

func TestConformanceInputPanicsGoSDK(t *testing.T) {
	m := sdkmodel.Default()
	pkgs := pinnedSDKTypes(t)
	for _, op := range inputPanicOps {
		kind := sdkmodel.GoSDKTyped
		if op.Name == "assertion" {
			kind = sdkmodel.GoSDKRaw
		}
		want, ok := expectOutcome(t, m.Handler(kind), onPanic, pkgs)
		if !ok {
			continue
		}
		t.Run(op.Name, func(t *testing.T) {
			t.Parallel()
			what := fmt.Sprintf("%s, %s of an argument", kind, op.Name)
			res := runChild(t, inputPanicChildName(op, false))
			got, err := res.observation()
			if err != nil {
				t.Fatal(err)
			}
			checkOutcome(t, what, want, got, returned{Tool: "t", Panic: op.Panic})
			if res.Report == nil && (res.ExitCode != 2 || !strings.Contains(res.Stderr, "panic: "+op.Panic)) {
				t.Errorf("%s: the server died with exit code %d, want 2 and %q; stderr:\n%s", what, res.ExitCode, "panic: "+op.Panic, firstLines(res.Stderr, 3))
			}
		})
		t.Run(op.Name+" under a recovering receiving middleware", func(t *testing.T) {
			t.Parallel()
			what := fmt.Sprintf("%s, %s of an argument, AddReceivingMiddleware with a recover", kind, op.Name)
			res := runChild(t, inputPanicChildName(op, true))
			got, err := res.observation()
			if err != nil {
				t.Fatal(err)
			}
			if got.Channel != sdkmodel.ToolError || got.Text != "recovered: "+op.Panic {
				t.Errorf("%s: want the middleware's isError result %q, the SDK sent %s", what, "recovered: "+op.Panic, got)
			}
		})
	}
}

// mcpGoInputTool registers tool "t" on s, doing op on its arguments.
func mcpGoInputTool(s *server.MCPServer, op inputPanicOp) {
	s.AddTool(mcpgo.NewTool("t"), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		switch op.Name {
		case "MustCompile":
			return mcpgo.NewToolResultText(regexp.MustCompile(req.GetString("pattern", "")).String()), nil
		case "Split index":
			return mcpgo.NewToolResultText(strings.Split(req.GetString("repo", ""), "/")[1]), nil
		}
		return mcpgo.NewToolResultText(req.GetArguments()["q"].(string)), nil
	})
}

// mcpGoRecoverer is a tool handler middleware that turns a panic into an
// isError result.
func mcpGoRecoverer(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcpgo.CallToolRequest) (res *mcpgo.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = mcpgo.NewToolResultError(fmt.Sprint("recovered: ", r)), nil
			}
		}()
		return next(ctx, req)
	}
}

// mcpGoCallArgs calls tool "t" of a server with opts in process with
// args; a panic that reaches the caller is returned as such.
func mcpGoCallArgs(t *testing.T, op inputPanicOp, opts ...server.ServerOption) (got observation, panicked any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s := newMCPGoServer(opts...)
	mcpGoInputTool(s, op)
	conn, err := mcpGoConnect(ctx, s, protoLegacy)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.c.Close()
	func() {
		defer func() { panicked = recover() }()
		var req mcpgo.CallToolRequest
		req.Params.Name = "t"
		req.Params.Arguments = op.Args
		_, _ = conn.c.CallTool(ctx, req)
	}()
	if panicked != nil {
		return observation{Channel: sdkmodel.Crash, Wire: fmt.Sprint("the caller panicked: ", panicked)}, panicked
	}
	w, err := conn.tr.response("tools/call")
	if err != nil {
		t.Fatal(err)
	}
	if got, err = observe(w); err != nil {
		t.Fatal(err)
	}
	return got, nil
}

func TestConformanceInputPanicsMCPGo(t *testing.T) {
	m := sdkmodel.Default()
	pkgs := pinnedSDKTypes(t)
	want, ok := expectOutcome(t, m.Handler(sdkmodel.MCPGoRaw), onPanic, pkgs)
	if !ok {
		return
	}
	var recovery sdkmodel.Outcome
	for _, rec := range m.Recoveries {
		if rec.SDK == sdkmodel.MCPGo && rec.Func.Name == "WithRecovery" {
			recovery = rec.Outcome
		}
	}
	for _, op := range inputPanicOps {
		t.Run(op.Name, func(t *testing.T) {
			got, panicked := mcpGoCallArgs(t, op)
			checkOutcome(t, op.Name+" of an argument", want, got, returned{Tool: "t", Panic: op.Panic})
			if panicked != nil && fmt.Sprint(panicked) != op.Panic {
				t.Errorf("%s: the caller saw the panic %q, want %q", op.Name, panicked, op.Panic)
			}
			got, _ = mcpGoCallArgs(t, op, server.WithRecovery())
			checkOutcome(t, op.Name+" of an argument under server.WithRecovery", recovery, got, returned{Tool: "t", Panic: op.Panic})
			got, _ = mcpGoCallArgs(t, op, server.WithToolHandlerMiddleware(mcpGoRecoverer))
			if got.Channel != sdkmodel.ToolError || got.Text != "recovered: "+op.Panic {
				t.Errorf("%s under a recovering tool middleware: want its isError result %q, the SDK sent %s", op.Name, "recovered: "+op.Panic, got)
			}
		})
	}
	// Over stdio (arguments {}): the missing argument's assertion.
	t.Run("assertion over stdio", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		rep, err := mcpGoStdioCall(ctx, func(s *server.MCPServer) { mcpGoInputTool(s, inputPanicOps[1]) })
		if err != nil {
			t.Fatal(err)
		}
		w, err := parseWire([]byte(rep.Wire))
		if err != nil {
			t.Fatal(err)
		}
		got, err := observe(w)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(want.Note, "stdio answers -32603") {
			t.Errorf("the table's Note %q does not say that stdio answers -32603", want.Note)
		}
		checkOutcome(t, "assertion of an argument over stdio",
			stdioPanic(t),
			got, returned{Tool: "t", Panic: inputPanicOps[1].Panic})
	})
}
