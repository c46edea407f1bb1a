package sdkmodel_test

// Conformance of the table's input-required rows (ResultType.InputField,
// OnInputWithContent) with the pinned go-sdk: a tool result that asks the
// client for input (protocol 2026-07-28's input-required result, which
// go-sdk also serves to older clients by asking them itself) must carry
// nothing else; go-sdk answers one that also has content with a JSON-RPC
// error on every protocol (issue 15 §2).

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// inputScenario is a result a go-sdk tool handler returns on its first
// call; on a retry with the client's answers it returns a plain result.
type inputScenario struct {
	Name string
	// Both: the result has input requests and content; the table's
	// OnInputWithContent applies. Otherwise the call must end in a normal
	// result (the retry's).
	Both   bool
	Result func() *gomcp.CallToolResult
}

const answeredText = "conformance: answered"

func confirmRequests() gomcp.InputRequestMap {
	return gomcp.InputRequestMap{"confirm": &gomcp.ElicitParams{Message: "conformance: confirm",
		RequestedSchema: json.RawMessage(`{"type":"object","properties":{}}`)}}
}

func inputScenarios() []inputScenario {
	return []inputScenario{
		{Name: "input requests and text content", Both: true, Result: func() *gomcp.CallToolResult {
			return &gomcp.CallToolResult{InputRequests: confirmRequests(), Content: []gomcp.Content{&gomcp.TextContent{Text: "conformance: asking"}}}
		}},
		{Name: "input requests and structured content", Both: true, Result: func() *gomcp.CallToolResult {
			return &gomcp.CallToolResult{InputRequests: confirmRequests(), StructuredContent: map[string]any{"n": 1}}
		}},
		{Name: "input requests only", Result: func() *gomcp.CallToolResult {
			return &gomcp.CallToolResult{InputRequests: confirmRequests()}
		}},
	}
}

// inputTool registers tool t of kind on s: it returns sc's result until
// the client answers, then answeredText. A typed handler also returns a
// non-zero Out beside the input requests, which go-sdk leaves out.
func inputTool(s *gomcp.Server, kind sdkmodel.HandlerKind, sc inputScenario) {
	first := func(req *gomcp.CallToolRequest) *gomcp.CallToolResult {
		if len(req.Params.InputResponses) > 0 {
			return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: answeredText}}}
		}
		return sc.Result()
	}
	switch kind {
	case sdkmodel.GoSDKRaw:
		s.AddTool(&gomcp.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
				return first(req), nil
			})
	case sdkmodel.GoSDKTyped:
		gomcp.AddTool(s, &gomcp.Tool{Name: "t"},
			func(ctx context.Context, req *gomcp.CallToolRequest, in struct{}) (*gomcp.CallToolResult, typedOut, error) {
				return first(req), typedOut{N: 1}, nil
			})
	}
}

// inputCall calls tool t on protocol with a client that accepts every
// elicitation, and returns the response to the first tools/call.
func inputCall(ctx context.Context, t *testing.T, protocol string, register func(*gomcp.Server)) (wire, *gomcp.CallToolResult, error) {
	t.Helper()
	s := gomcp.NewServer(&gomcp.Implementation{Name: "conformance", Version: "v0"}, nil)
	register(s)
	ct, st := gomcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatalf("server connect: %v", err)
	}
	defer ss.Close()
	log := new(lockedBuffer)
	c := gomcp.NewClient(&gomcp.Implementation{Name: "conformance-client", Version: "v0"}, &gomcp.ClientOptions{
		ElicitationHandler: func(context.Context, *gomcp.ElicitRequest) (*gomcp.ElicitResult, error) {
			return &gomcp.ElicitResult{Action: "accept", Content: map[string]any{}}, nil
		},
	})
	cs, err := c.Connect(ctx, &gomcp.LoggingTransport{Transport: ct, Writer: log}, &gomcp.ClientSessionOptions{ProtocolVersion: protocol})
	if err != nil {
		t.Fatalf("client connect: %v", err)
	}
	defer cs.Close()
	if got := cs.InitializeResult().ProtocolVersion; got != protocol {
		t.Fatalf("negotiated protocol %q, want %q", got, protocol)
	}
	// The client's error for a JSON-RPC error is checked on the wire.
	res, _ := cs.CallTool(ctx, &gomcp.CallToolParams{Name: "t", Arguments: map[string]any{}})
	w, err := firstResponse(log.String(), "tools/call")
	return w, res, err
}

// firstResponse is loggedResponse for the first request of method: the
// client's retries come after it. A response can be logged before its
// request.
func firstResponse(log string, method string) (wire, error) {
	type logged struct{ dir, msg, id, method string }
	var msgs []logged
	for line := range strings.SplitSeq(log, "\n") {
		dir, msg, ok := strings.Cut(line, ": ")
		if !ok {
			continue
		}
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if json.Unmarshal([]byte(msg), &m) == nil {
			msgs = append(msgs, logged{dir, msg, string(m.ID), m.Method})
		}
	}
	for _, req := range msgs {
		if req.dir != "write" || req.method != method {
			continue
		}
		for _, m := range msgs {
			if m.dir == "read" && m.method == "" && m.id == req.id {
				return parseWire([]byte(m.msg))
			}
		}
		break
	}
	return wire{}, fmt.Errorf("no response to %s in the wire log:\n%s", method, log)
}

func TestConformanceGoSDKInputWithContent(t *testing.T) {
	m := sdkmodel.Default()
	pkgs := pinnedSDKTypes(t)
	rt := m.ResultFor(sdkmodel.GoSDK)
	if rt == nil || rt.InputField != "InputRequests" {
		t.Fatalf("the table's go-sdk result row has InputField %q, want InputRequests", rt.InputField)
	}
	want, ok := resolveOne(t, "go-sdk OnInputWithContent", rt.OnInputWithContent, pkgs)
	if !ok {
		return
	}
	for _, kind := range goSDKKinds {
		for _, sc := range inputScenarios() {
			for _, proto := range []string{protoLegacy, protoModern} {
				t.Run(fmt.Sprintf("%s/%s@%s", kind, sc.Name, proto), func(t *testing.T) {
					t.Parallel()
					ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
					defer cancel()
					w, res, err := inputCall(ctx, t, proto, func(s *gomcp.Server) { inputTool(s, kind, sc) })
					if err != nil {
						t.Fatal(err)
					}
					got, err := observe(w)
					if err != nil {
						t.Fatal(err)
					}
					what := fmt.Sprintf("%s, %s, protocol %s", kind, sc.Name, proto)
					if sc.Both {
						checkOutcome(t, what, want, got, returned{Tool: "t"})
						return
					}
					// Input requests alone are answered: on 2026-07-28 the
					// first response asks and the client retries; before,
					// the server asks the client itself and answers the
					// retry's result.
					if got.Channel != sdkmodel.Success {
						t.Fatalf("%s: the SDK sent %s", what, got)
					}
					if res == nil || len(res.Content) != 1 {
						t.Fatalf("%s: CallTool returned %+v", what, res)
					}
					if tc, ok := res.Content[0].(*gomcp.TextContent); !ok || tc.Text != answeredText {
						t.Errorf("%s: the call ended with %+v, want the answered retry's text", what, res.Content[0])
					}
					if proto == protoModern && !strings.Contains(w.Raw, `"input_required"`) {
						t.Errorf("%s: the first response is not an input-required result: %s", what, w.Raw)
					}
				})
			}
		}
	}
}
