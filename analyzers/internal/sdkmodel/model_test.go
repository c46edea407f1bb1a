package sdkmodel

import (
	"go/constant"
	"go/token"
	"go/types"
	"testing"
)

func TestIsSDKPackage(t *testing.T) {
	m := Default()
	for path, want := range map[string]bool{
		"github.com/mark3labs/mcp-go/mcp":                          true,
		"github.com/mark3labs/mcp-go/server":                       true,
		"github.com/modelcontextprotocol/go-sdk/mcp":               true,
		"github.com/modelcontextprotocol/go-sdk":                   true,
		"github.com/mark3labs/mcp-go/examples/typed_tools":         false,
		"github.com/modelcontextprotocol/go-sdk/examples/server/x": false,
		"github.com/modelcontextprotocol/go-sdk/examples":          false,
		"github.com/mark3labs/mcp-go/examplesx":                    true,
		"github.com/mark3labs/mcp-go-extra/mcp":                    false,
		"example.com/server":                                       false,
	} {
		if got := m.IsSDKPackage(path); got != want {
			t.Errorf("IsSDKPackage(%q) = %v, want %v", path, got, want)
		}
	}
}

// TestPanicValueRows checks the rows leak reads for a panic's value in the
// JSON-RPC message (Outcome.ShowsPanicValue): the SDK's recovery and each
// stdio server row that answers, and nothing that does not answer.
func TestPanicValueRows(t *testing.T) {
	m := Default()
	shown := 0
	for _, r := range m.Recoveries {
		if r.Outcome.ShowsPanicValue() {
			shown++
		}
	}
	for _, st := range m.StdioServers {
		for _, o := range st.OnPanic {
			if o.ShowsPanicValue() != (o.Channel == ProtocolError) {
				t.Errorf("%s OnPanic %s (%s): ShowsPanicValue %v", st.Func, o.Describe(), o.Versions, o.ShowsPanicValue())
			}
		}
	}
	if shown == 0 || len(m.StdioServers) == 0 {
		t.Errorf("%d recovery rows show the panic's value, %d stdio server rows: want both", shown, len(m.StdioServers))
	}
	if (Outcome{Channel: Crash, Text: `"x: " + value`}).ShowsPanicValue() {
		t.Error("a crash shows no text")
	}
}

// TestJudgeCodeRanges checks both ends of each range of the spec's error
// codes (basic/index "Error Codes", 2026-07-28): the defined codes inside
// the reserved range, and the first code outside each range.
func TestJudgeCodeRanges(t *testing.T) {
	for _, c := range []struct {
		code int64
		want CodeRule
	}{
		{-31999, CodeOK},
		{-32000, CodeLegacy},
		{-32001, CodeLegacy},
		{-32019, CodeLegacy},
		{-32020, CodeOK},
		{-32022, CodeOK},
		{-32023, CodeReservedMCP},
		{-32099, CodeReservedMCP},
		{-32100, CodeReservedJSONRPC},
		{-32601, CodeOK},
		{-32768, CodeReservedJSONRPC},
		{-32769, CodeOK},
		{-32002, CodeRetired},
		{-32042, CodeRetired},
	} {
		if got := JudgeCode(c.code); got != c.want {
			t.Errorf("JudgeCode(%d) = %v, want %v", c.code, got, c.want)
		}
	}
}

// TestDescribe pins the words each channel and outcome puts in a
// diagnostic ("... sends a JSON-RPC error (code -32603)").
func TestDescribe(t *testing.T) {
	for _, c := range []struct {
		o    Outcome
		want string
	}{
		{Outcome{Channel: Success}, "a success result"},
		{Outcome{Channel: ToolError}, "an isError result"},
		{Outcome{Channel: NullResult}, "a null result"},
		{Outcome{Channel: Crash}, "no answer"},
		{Outcome{Channel: ProtocolError, Code: internalError}, "a JSON-RPC error (code -32603)"},
		{Outcome{Channel: ProtocolError, Code: CodeFromError}, "a JSON-RPC error with the error's code"},
		{Outcome{Channel: ProtocolError, Code: internalError, Task: "failed"}, "a failed task whose tasks/result is a JSON-RPC error (code -32603)"},
		{Outcome{Channel: Success, Task: "cancelled"}, "a cancelled task whose tasks/result is a success result"},
	} {
		if got := c.o.Describe(); got != c.want {
			t.Errorf("%+v.Describe() = %q, want %q", c.o, got, c.want)
		}
	}
	for c, want := range map[Channel]string{
		Success: "a success result", ToolError: "an isError result", ProtocolError: "a JSON-RPC error",
		NullResult: "a null result", Crash: "no answer", Channel(99): "Channel(99)",
	} {
		if got := c.String(); got != want {
			t.Errorf("Channel %d: String() = %q, want %q", int(c), got, want)
		}
	}
	for code, want := range map[int64]string{
		codeResourceNotFound: "resource not found",
		urlElicitation:       "URL elicitation required",
		-32000:               "-32000",
	} {
		if got := CodeName(code); got != want {
			t.Errorf("CodeName(%d) = %q, want %q", code, got, want)
		}
	}
}

// TestResolveCode checks CodeHelper.ResolveCode on made-up rows: the row
// whose marker the packages show; without one, the unmarked rows, one code
// only when they all agree; nothing when every row is marked and none is
// present.
func TestResolveCode(t *testing.T) {
	pkg := types.NewPackage("example.com/sdk", "sdk")
	pkg.Scope().Insert(types.NewConst(token.NoPos, pkg, "New", types.Typ[types.Int], constant.MakeInt64(1)))
	pkgs := map[string]*types.Package{pkg.Path(): pkg}
	present := &Marker{Pkg: pkg.Path(), Name: "New"}
	absent := &Marker{Pkg: pkg.Path(), Name: "Newer"}
	for _, c := range []struct {
		name    string
		codes   []VersionedCode
		want    int64
		wantOne bool
	}{
		{"marker present", []VersionedCode{{Code: 1, Since: present}, {Code: 2}}, 1, true},
		{"marker absent", []VersionedCode{{Code: 1, Since: absent}, {Code: 2}}, 2, true},
		{"older rows agree", []VersionedCode{{Code: 1, Since: absent}, {Code: 2}, {Code: 2}}, 2, true},
		{"older rows differ", []VersionedCode{{Code: 1, Since: absent}, {Code: 2}, {Code: 3}}, 2, false},
		{"every row marked", []VersionedCode{{Code: 1, Since: absent}}, 0, false},
	} {
		h := &CodeHelper{Codes: c.codes}
		got, one := h.ResolveCode(pkgs)
		if got.Code != c.want || one != c.wantOne {
			t.Errorf("%s: ResolveCode = %d, %v; want %d, %v", c.name, got.Code, one, c.want, c.wantOne)
		}
	}
}

// TestRefStrings pins how rows are named in diagnostics: the package's
// last path element, a major-version suffix skipped, methods with their
// receiver type, pointers starred; and a Marker with or without receiver.
func TestRefStrings(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{FuncRef{Pkg: "github.com/mark3labs/mcp-go/server", Name: "NewMCPServer"}.String(), "server.NewMCPServer"},
		{FuncRef{Pkg: "github.com/mark3labs/mcp-go/server", Recv: "MCPServer", Name: "AddTool"}.String(), "(server.MCPServer).AddTool"},
		{FuncRef{Pkg: "example.com/sdk/v2", Name: "New"}.String(), "sdk.New"},
		{FuncRef{Pkg: "example.com/sdk/v", Name: "New"}.String(), "v.New"},
		{FuncRef{Pkg: "example.com/sdk/v2x", Name: "New"}.String(), "v2x.New"},
		{FuncRef{Pkg: "v2", Name: "New"}.String(), "v2.New"},
		{TypeRef{Pointer: true, Pkg: "github.com/modelcontextprotocol/go-sdk/mcp", Name: "CallToolResult"}.String(), "*mcp.CallToolResult"},
		{TypeRef{Pkg: "example.com/sdk/v3", Name: "T"}.String(), "sdk.T"},
		{Marker{Pkg: "example.com/sdk/mcp", Name: "New"}.String(), "mcp.New"},
		{Marker{Pkg: "example.com/sdk/mcp", Recv: "Server", Name: "Run"}.String(), "mcp.Server.Run"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// TestTextIsTheError: the client sees the returned error's own text for
// an outcome whose text is its Error() or a JSON-RPC error's message, and
// not for a text the SDK writes.
func TestTextIsTheError(t *testing.T) {
	for text, want := range map[string]bool{
		ErrorText: true, MessageText: true,
		`"tool execution failed: " + err.Error()`: false, ErrorText + " when Content is empty": false, "": false,
	} {
		if got := (Outcome{Channel: ProtocolError, Text: text}).TextIsTheError(); got != want {
			t.Errorf("TextIsTheError of %q = %v, want %v", text, got, want)
		}
	}
}

// TestLabel: a function is named by its package's declared name, which
// need not be its path's last element (go-openai's package is openai).
func TestLabel(t *testing.T) {
	pkg := types.NewPackage("github.com/sashabaranov/go-openai", "openai")
	client := types.NewNamed(types.NewTypeName(token.NoPos, pkg, "Client", nil), types.NewStruct(nil, nil), nil)
	recv := types.NewVar(token.NoPos, pkg, "c", types.NewPointer(client))
	method := types.NewFunc(token.NoPos, pkg, "CreateChatCompletion", types.NewSignatureType(recv, nil, nil, nil, nil, false))
	fn := types.NewFunc(token.NoPos, pkg, "NewClient", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	for _, c := range []struct{ got, want string }{
		{Label(method), "(openai.Client).CreateChatCompletion"},
		{Label(fn), "openai.NewClient"},
		{RefOf(method).String(), "(go-openai.Client).CreateChatCompletion"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
