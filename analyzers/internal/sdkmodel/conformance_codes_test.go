package sdkmodel_test

// Conformance of the table's error-code rows (CodeWriters, CodeHelpers,
// CodeProtocols; issue 15 §1) with the pinned SDKs: what code leaves, on
// protocols 2025-11-25 and 2026-07-28, for a code the module writes and
// for the SDKs' own helpers, from tool, resource and prompt handlers, and
// what the SDKs answer for an unknown tool and for arguments that are not
// an object (the spec's protocol errors).

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// writtenCodes are codes a module writes: one of each rule's verdicts.
var writtenCodes = []int64{-32002, -32042, -32001, -32050, -32100, -32602, 1001}

// goSDKSession starts a go-sdk server with register's features and
// connects a client on protocol; log receives the client's wire log.
func goSDKSession(ctx context.Context, t *testing.T, protocol string, register func(*gomcp.Server)) (*gomcp.ClientSession, *lockedBuffer) {
	t.Helper()
	s := gomcp.NewServer(&gomcp.Implementation{Name: "conformance", Version: "v0"}, nil)
	register(s)
	ct, st := gomcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatalf("server connect: %v", err)
	}
	t.Cleanup(func() { ss.Close() })
	log := new(lockedBuffer)
	c := gomcp.NewClient(&gomcp.Implementation{Name: "conformance-client", Version: "v0"}, nil)
	cs, err := c.Connect(ctx, &gomcp.LoggingTransport{Transport: ct, Writer: log}, &gomcp.ClientSessionOptions{ProtocolVersion: protocol})
	if err != nil {
		t.Fatalf("client connect: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	if got := cs.InitializeResult().ProtocolVersion; got != protocol {
		t.Fatalf("negotiated protocol %q, want %q", got, protocol)
	}
	return cs, log
}

// goSDKFeature is a way a go-sdk handler returns an error, and how a
// client reaches it.
type goSDKFeature struct {
	name, method string
	register     func(s *gomcp.Server, err error)
	call         func(ctx context.Context, cs *gomcp.ClientSession) error
}

var goSDKFeatures = []goSDKFeature{
	{"raw tool handler", "tools/call",
		func(s *gomcp.Server, err error) {
			s.AddTool(&gomcp.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object"}`)},
				func(context.Context, *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) { return nil, err })
		},
		func(ctx context.Context, cs *gomcp.ClientSession) error {
			_, err := cs.CallTool(ctx, &gomcp.CallToolParams{Name: "t", Arguments: map[string]any{}})
			return err
		}},
	{"typed tool handler", "tools/call",
		func(s *gomcp.Server, err error) {
			gomcp.AddTool(s, &gomcp.Tool{Name: "t"}, func(context.Context, *gomcp.CallToolRequest, struct{}) (*gomcp.CallToolResult, typedOut, error) {
				return nil, typedOut{}, err
			})
		},
		func(ctx context.Context, cs *gomcp.ClientSession) error {
			_, err := cs.CallTool(ctx, &gomcp.CallToolParams{Name: "t", Arguments: map[string]any{}})
			return err
		}},
	{"resource handler", "resources/read",
		func(s *gomcp.Server, err error) {
			s.AddResource(&gomcp.Resource{URI: "file:///r", Name: "r"},
				func(context.Context, *gomcp.ReadResourceRequest) (*gomcp.ReadResourceResult, error) { return nil, err })
		},
		func(ctx context.Context, cs *gomcp.ClientSession) error {
			_, err := cs.ReadResource(ctx, &gomcp.ReadResourceParams{URI: "file:///r"})
			return err
		}},
	{"prompt handler", "prompts/get",
		func(s *gomcp.Server, err error) {
			s.AddPrompt(&gomcp.Prompt{Name: "p"},
				func(context.Context, *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) { return nil, err })
		},
		func(ctx context.Context, cs *gomcp.ClientSession) error {
			_, err := cs.GetPrompt(ctx, &gomcp.GetPromptParams{Name: "p"})
			return err
		}},
}

// goSDKErrorCode returns the code of the JSON-RPC error a go-sdk handler
// of feature f returning err sends on protocol.
func goSDKErrorCode(t *testing.T, f goSDKFeature, protocol string, err error) (int64, bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	cs, log := goSDKSession(ctx, t, protocol, func(s *gomcp.Server) { f.register(s, err) })
	_ = f.call(ctx, cs)
	w, werr := loggedResponse(log.String(), f.method)
	if werr != nil {
		t.Fatal(werr)
	}
	if w.Error == nil {
		t.Logf("%s: no JSON-RPC error: %s", f.name, w.Raw)
		return 0, false
	}
	return w.Error.Code, true
}

// TestConformanceCodesGoSDKWritten: go-sdk sends a *jsonrpc.Error's code
// as written from every kind of handler on both protocols (go-sdk's
// CodeProtocols row says SendsAsWritten), so the rules of 2026-07-28 bind
// on the module's own codes.
func TestConformanceCodesGoSDKWritten(t *testing.T) {
	m := sdkmodel.Default()
	cp := m.CodeProtocolOf(sdkmodel.GoSDK)
	if cp == nil || !cp.SendsAsWritten {
		t.Fatalf("the table's go-sdk code protocol row is %+v, want SendsAsWritten", cp)
	}
	if !cp.Modern.Present(pinnedSDKTypes(t)) {
		t.Fatalf("the pinned go-sdk lacks the 2026-07-28 marker %s", cp.Modern)
	}
	for _, f := range goSDKFeatures {
		for _, code := range writtenCodes {
			for _, proto := range []string{protoLegacy, protoModern} {
				t.Run(fmt.Sprintf("%s/%d@%s", f.name, code, proto), func(t *testing.T) {
					t.Parallel()
					got, ok := goSDKErrorCode(t, f, proto, &jsonrpc.Error{Code: code, Message: "conformance: written code"})
					if !ok || got != code {
						t.Errorf("%s returning a *jsonrpc.Error with code %d on %s: the SDK sent code %d (error: %v)", f.name, code, proto, got, ok)
					}
				})
			}
		}
	}
}

// TestConformanceCodesGoSDKHelpers checks each go-sdk CodeHelpers row: the
// code its helper's error leaves with, from a tool and a resource handler,
// on both protocols, is the row's code for the pinned version.
func TestConformanceCodesGoSDKHelpers(t *testing.T) {
	m := sdkmodel.Default()
	pkgs := pinnedSDKTypes(t)
	n := 0
	for _, h := range m.CodeHelpers {
		if h.SDK != sdkmodel.GoSDK {
			continue
		}
		n++
		want, one := h.ResolveCode(pkgs)
		if !one {
			t.Errorf("%s: the table resolves to no single code on the pinned SDK", h.Func)
			continue
		}
		var err error
		switch h.Func.Name {
		case "ResourceNotFoundError":
			err = gomcp.ResourceNotFoundError("file:///r")
		case "URLElicitationRequiredError":
			err = gomcp.URLElicitationRequiredError([]*gomcp.ElicitParams{{
				Mode: "url", Message: "conformance: open the page", URL: "https://example.com/auth", ElicitationID: "e1",
			}})
		default:
			t.Errorf("code helper row %s has no conformance check", h.Func)
			continue
		}
		for _, f := range []goSDKFeature{goSDKFeatures[0], goSDKFeatures[1], goSDKFeatures[2]} {
			for _, proto := range []string{protoLegacy, protoModern} {
				got, ok := goSDKErrorCode(t, f, proto, err)
				if !ok || got != want.Code {
					t.Errorf("%s from a %s on %s: the table says code %d (%s), the SDK sent %d", h.Func, f.name, proto, want.Code, want.Versions, got)
				}
			}
		}
	}
	if n == 0 {
		t.Error("the table has no go-sdk code helper rows")
	}
}

// TestConformanceCodesGoSDKSpecFailures records what go-sdk answers for
// the spec's two protocol failures: a tool it does not know, and
// arguments that are not an object for a tool it knows. The second is
// what a raw handler would see if go-sdk let it through.
func TestConformanceCodesGoSDKSpecFailures(t *testing.T) {
	for _, proto := range []string{protoLegacy, protoModern} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		var called bool
		cs, log := goSDKSession(ctx, t, proto, func(s *gomcp.Server) {
			s.AddTool(&gomcp.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object"}`)},
				func(_ context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
					called = true
					var args map[string]any
					if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
						return nil, errors.New("conformance: arguments must be an object")
					}
					return &gomcp.CallToolResult{}, nil
				})
		})
		_, _ = cs.CallTool(ctx, &gomcp.CallToolParams{Name: "nope", Arguments: map[string]any{}})
		w, err := loggedResponse(log.String(), "tools/call")
		if err != nil {
			t.Fatal(err)
		}
		if w.Error == nil || w.Error.Code != -32602 {
			t.Errorf("an unknown tool on %s: go-sdk sent %s, want JSON-RPC -32602", proto, w.Raw)
		}
		_, _ = cs.CallTool(ctx, &gomcp.CallToolParams{Name: "t", Arguments: []any{1}})
		w, err = loggedResponse(log.String(), "tools/call")
		if err != nil {
			t.Fatal(err)
		}
		// go-sdk hands a raw handler arguments that are not an object,
		// and sends its plain error with code 0: the shape protomisuse
		// reports, whose code must be -32602.
		if !called || w.Error == nil || w.Error.Code != 0 {
			t.Errorf("array arguments on %s: handler called %v, go-sdk sent %s; want the handler's error with code 0", proto, called, w.Raw)
		}
	}
}

// mcpGoFeature is a way an mcp-go handler returns an error, and how a
// client reaches it.
type mcpGoFeature struct {
	name, method string
	register     func(s *server.MCPServer, err error)
	call         func(ctx context.Context, c *mcpGoConn) error
}

var mcpGoFeatures = []mcpGoFeature{
	{"tool handler", "tools/call",
		func(s *server.MCPServer, err error) {
			s.AddTool(mcp.NewTool("t"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, err })
		},
		func(ctx context.Context, c *mcpGoConn) error {
			var req mcp.CallToolRequest
			req.Params.Name, req.Params.Arguments = "t", map[string]any{}
			_, err := c.c.CallTool(ctx, req)
			return err
		}},
	{"resource handler", "resources/read",
		func(s *server.MCPServer, err error) {
			s.AddResource(mcp.NewResource("file:///r", "r"), func(context.Context, mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) { return nil, err })
		},
		func(ctx context.Context, c *mcpGoConn) error {
			var req mcp.ReadResourceRequest
			req.Params.URI = "file:///r"
			_, err := c.c.ReadResource(ctx, req)
			return err
		}},
	{"prompt handler", "prompts/get",
		func(s *server.MCPServer, err error) {
			s.AddPrompt(mcp.NewPrompt("p"), func(context.Context, mcp.GetPromptRequest) (*mcp.GetPromptResult, error) { return nil, err })
		},
		func(ctx context.Context, c *mcpGoConn) error {
			var req mcp.GetPromptRequest
			req.Params.Name = "p"
			_, err := c.c.GetPrompt(ctx, req)
			return err
		}},
}

// mcpGoWire calls f's handler, registered to return err, on protocol and
// returns the response.
func mcpGoWire(t *testing.T, f mcpGoFeature, protocol string, err error) wire {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s := newMCPGoServer()
	f.register(s, err)
	conn, cerr := mcpGoConnect(ctx, s, protocol)
	if cerr != nil {
		t.Fatal(cerr)
	}
	defer conn.c.Close()
	if conn.protocol != protocol {
		t.Fatalf("negotiated protocol %q, want %q", conn.protocol, protocol)
	}
	_ = f.call(ctx, conn)
	w, werr := conn.tr.response(f.method)
	if werr != nil {
		t.Fatal(werr)
	}
	return w
}

// TestConformanceCodesMCPGoHandlers: an mcp-go handler cannot send a code
// of its own: an error made from JSONRPCErrorDetails with any code leaves
// as -32603 from tool, resource and prompt handlers on both protocols
// (but -32042, which AsError turns into a URL elicitation error). The
// codes an mcp-go module writes reach the wire only in messages it
// writes itself (a proxy, a transport), which mcp-go's types marshal as
// written; and mcp-go's URLElicitationRequiredError picks its code per
// protocol (-32042 on 2025-11-25 only), so it has no CodeHelpers row.
func TestConformanceCodesMCPGoHandlers(t *testing.T) {
	m := sdkmodel.Default()
	cp := m.CodeProtocolOf(sdkmodel.MCPGo)
	if cp == nil || !cp.SendsAsWritten {
		t.Fatalf("the table's mcp-go code protocol row is %+v, want SendsAsWritten", cp)
	}
	if !cp.Modern.Present(pinnedSDKTypes(t)) {
		t.Fatalf("the pinned mcp-go lacks the 2026-07-28 marker %s", cp.Modern)
	}
	for _, h := range m.CodeHelpers {
		if h.SDK == sdkmodel.MCPGo {
			t.Errorf("mcp-go code helper row %s has no conformance check", h.Func)
		}
	}
	for _, f := range mcpGoFeatures {
		for _, code := range writtenCodes {
			for _, proto := range []string{protoLegacy, protoModern} {
				t.Run(fmt.Sprintf("%s/%d@%s", f.name, code, proto), func(t *testing.T) {
					t.Parallel()
					details := mcp.NewJSONRPCErrorDetails(int(code), "conformance: written code", nil)
					w := mcpGoWire(t, f, proto, details.AsError())
					// AsError makes -32042 a URLElicitationRequiredError,
					// which mcp-go sends as -32042 to 2025-11-25 clients.
					want := int64(-32603)
					if code == -32042 && proto == protoLegacy {
						want = -32042
					}
					if w.Error == nil || w.Error.Code != want {
						t.Errorf("%s returning an error with code %d on %s: mcp-go sent %s, want %d", f.name, code, proto, w.Raw, want)
					}
				})
			}
		}
		for _, c := range []struct {
			proto string
			code  int64
		}{{protoLegacy, -32042}, {protoModern, -32603}} {
			w := mcpGoWire(t, f, c.proto, mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{Mode: "url", Message: "conformance", URL: "https://example.com", ElicitationID: "e1"}}})
			if w.Error == nil || w.Error.Code != c.code {
				t.Errorf("URLElicitationRequiredError from a %s on %s: mcp-go sent %s, want %d", f.name, c.proto, w.Raw, c.code)
			}
		}
	}
	for _, code := range writtenCodes {
		raw, err := json.Marshal(mcp.NewJSONRPCError(mcp.NewRequestId(int64(1)), int(code), "conformance", nil))
		if err != nil {
			t.Fatal(err)
		}
		w, err := parseWire(raw)
		if err != nil || w.Error == nil || w.Error.Code != code {
			t.Errorf("mcp.NewJSONRPCError with code %d marshals as %s (%v)", code, raw, err)
		}
	}
}

// TestConformanceCodesMCPGoSpecFailures records what mcp-go answers for a
// tool and a resource it does not know (-32602; -32002 to 2025-11-25
// clients for a resource), and whether a raw handler sees arguments that
// are not an object.
func TestConformanceCodesMCPGoSpecFailures(t *testing.T) {
	for _, c := range []struct {
		proto             string
		unknownTool, unkR int64
	}{{protoLegacy, -32602, -32002}, {protoModern, -32602, -32602}} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		s := newMCPGoServer()
		var sawArgs any
		s.AddResource(mcp.NewResource("file:///r", "r"), func(context.Context, mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) { return nil, nil })
		s.AddTool(mcp.NewTool("t"), func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			sawArgs = req.Params.Arguments
			if _, ok := req.Params.Arguments.(map[string]any); !ok {
				return nil, errors.New("conformance: arguments must be an object")
			}
			return mcp.NewToolResultText("ok"), nil
		})
		conn, err := mcpGoConnect(ctx, s, c.proto)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.c.Close()
		var req mcp.CallToolRequest
		req.Params.Name, req.Params.Arguments = "nope", map[string]any{}
		_, _ = conn.c.CallTool(ctx, req)
		w, err := conn.tr.response("tools/call")
		if err != nil {
			t.Fatal(err)
		}
		if w.Error == nil || w.Error.Code != c.unknownTool {
			t.Errorf("an unknown tool on %s: mcp-go sent %s, want %d", c.proto, w.Raw, c.unknownTool)
		}
		var rr mcp.ReadResourceRequest
		rr.Params.URI = "file:///nope"
		_, _ = conn.c.ReadResource(ctx, rr)
		if w, err = conn.tr.response("resources/read"); err != nil {
			t.Fatal(err)
		}
		if w.Error == nil || w.Error.Code != c.unkR {
			t.Errorf("an unknown resource on %s: mcp-go sent %s, want %d", c.proto, w.Raw, c.unkR)
		}
		req.Params.Name, req.Params.Arguments = "t", []any{1}
		_, _ = conn.c.CallTool(ctx, req)
		if w, err = conn.tr.response("tools/call"); err != nil {
			t.Fatal(err)
		}
		// mcp-go hands the handler the array; its error is -32603.
		if _, isArray := sawArgs.([]any); !isArray || w.Error == nil || w.Error.Code != -32603 {
			t.Errorf("array arguments on %s: the handler saw %#v, mcp-go sent %s; want the array and -32603", c.proto, sawArgs, w.Raw)
		}
	}
}
