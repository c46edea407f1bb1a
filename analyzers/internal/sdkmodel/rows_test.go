package sdkmodel_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// use is one SDK declaration a row of the table names: a function,
// method or constant (fn), a type (typ), or a field of a struct type
// (typ and field).
type use struct {
	fn    sdkmodel.FuncRef
	typ   sdkmodel.TypeRef
	field string
}

func (u use) String() string {
	switch {
	case u.field != "":
		return strings.TrimPrefix(u.typ.String(), "*") + "." + u.field
	case u.typ.Name != "":
		return u.typ.String()
	}
	return u.fn.String()
}

func fnUse(f sdkmodel.FuncRef) use   { return use{fn: f} }
func typeUse(t sdkmodel.TypeRef) use { return use{typ: t} }
func fieldUse(t sdkmodel.TypeRef, f string) use {
	t.Pointer = false
	return use{typ: t, field: f}
}

// row is one row of the table: its section (the Model field that holds
// it), the name it is pinned under, and the SDK declarations it names.
type row struct {
	section, name string
	uses          []use
}

// tableRows lists every row of m that names an SDK declaration. The
// version markers are not rows of their own: TestVersionMarkers checks
// them against each release.
func tableRows(m *sdkmodel.Model) []row {
	var rows []row
	add := func(section string, uses ...use) {
		rows = append(rows, row{section: section, name: uses[0].String(), uses: uses})
	}
	for _, h := range m.Handlers {
		uses := []use{typeUse(h.Named), typeUse(h.Request)}
		if h.Result.Name != "" {
			uses = append(uses, typeUse(h.Result))
		}
		add("Handlers", uses...)
	}
	for _, r := range m.Registrations {
		add("Registrations", fnUse(r.Func))
	}
	for _, f := range m.HandlerFields {
		add("HandlerFields", fieldUse(f.Type, f.Field))
	}
	for _, w := range m.Wrappers {
		add("Wrappers", fnUse(w.Func))
	}
	for _, mw := range m.Middleware {
		uses := []use{fnUse(mw.Func)}
		if mw.Next.Name != "" {
			uses = append(uses, typeUse(mw.Next))
		}
		add("Middleware", uses...)
	}
	for _, r := range m.Recoveries {
		add("Recoveries", fnUse(r.Func))
	}
	for _, s := range m.StdioServers {
		add("StdioServers", fnUse(s.Func))
	}
	for _, s := range m.Servers {
		add("Servers", fnUse(s.Func))
	}
	for _, v := range m.Validations {
		add("Validations", fnUse(v.Func))
	}
	for _, c := range m.Constructors {
		add("Constructors", fnUse(c.Func))
	}
	for _, s := range m.ErrorSetters {
		add("ErrorSetters", fnUse(s.Func))
	}
	for _, r := range m.Results {
		uses := []use{typeUse(r.Type)}
		for _, f := range []string{r.ContentField, r.IsErrorField, r.StructField, r.RawStructField, r.InputField} {
			if f != "" {
				uses = append(uses, fieldUse(r.Type, f))
			}
		}
		for _, tt := range r.TextTypes {
			uses = append(uses, typeUse(tt))
		}
		uses = append(uses, fieldUse(r.TextTypes[0], r.TextField), typeUse(r.ContentType))
		for _, c := range r.TextContentCtors {
			uses = append(uses, fnUse(c))
		}
		if r.ErrorCtor.Name != "" {
			uses = append(uses, fnUse(r.ErrorCtor))
		}
		add("Results", uses...)
	}
	for _, h := range m.ArgHelpers {
		add("ArgHelpers", fnUse(h.Func))
	}
	for _, b := range m.ArgBinders {
		add("ArgBinders", fnUse(b))
	}
	for _, e := range m.JSONEncoders {
		add("JSONEncoders", fnUse(e))
	}
	for _, r := range m.SessionRequests {
		add("SessionRequests", fnUse(r.Func))
	}
	for _, c := range m.ClosedFields {
		add("ClosedFields", fieldUse(c.Struct, c.Field))
	}
	for _, e := range m.JSONRPCErrors {
		add("JSONRPCErrors", typeUse(e.Type), fieldUse(e.Type, e.MessageField), fieldUse(e.Type, e.CodeField))
	}
	for _, p := range m.ProtocolErrors {
		if p.Func.Name != "" {
			add("ProtocolErrors", fnUse(p.Func))
		} else {
			add("ProtocolErrors", typeUse(p.Type))
		}
	}
	for _, c := range m.ClientCalls {
		add("ClientCalls", fnUse(c.Func), typeUse(c.Request))
	}
	for _, w := range m.CodeWriters {
		if w.Func.Name != "" {
			add("CodeWriters", fnUse(w.Func))
		} else {
			add("CodeWriters", fieldUse(w.Type, w.CodeField))
		}
	}
	for _, h := range m.CodeHelpers {
		add("CodeHelpers", fnUse(h.Func))
	}
	for _, p := range m.CodeProtocols {
		uses := []use{fnUse(p.InvalidParams)}
		if p.ErrorType.Name != "" {
			uses = append(uses, typeUse(p.ErrorType))
		}
		add("CodeProtocols", uses...)
	}
	for _, f := range m.ToolNames {
		add("ToolNames", fieldUse(f.Struct, f.Field))
	}
	for _, f := range m.ToolArgs {
		add("ToolArgs", fieldUse(f.Struct, f.Field))
	}
	for _, f := range m.TransportCalls {
		add("TransportCalls", fnUse(f))
	}
	for _, f := range m.SessionAccessors {
		add("SessionAccessors", fnUse(f))
	}
	for _, f := range m.HTTPHandlers {
		add("HTTPHandlers", fnUse(f))
	}
	return rows
}

// pinnedRows names every row of the table, by section. The tests that
// read the table loop over its rows (TestQueries, the conformance tests,
// TestTableRowsExercised), so a row deleted by mistake only makes them
// shorter; here it fails. Adding, removing or renaming a row means
// editing this list in the same change, on purpose.
var pinnedRows = map[string][]string{
	"Handlers": {
		"mcp.ToolHandler", "mcp.ToolHandlerFor", "server.ToolHandlerFunc",
		"mcp.TypedToolHandlerFunc", "mcp.StructuredToolHandlerFunc", "server.TaskToolHandlerFunc",
	},
	"Registrations": {
		"(mcp.Server).AddTool", "mcp.AddTool", "(server.MCPServer).AddTool",
		"(server.MCPServer).AddSessionTool", "(server.MCPServer).AddTaskTool",
	},
	"HandlerFields": {"server.ServerTool.Handler", "server.ServerTaskTool.Handler"},
	"Wrappers":      {"mcp.NewTypedToolHandler", "mcp.NewStructuredToolHandler"},
	"Middleware": {
		"server.WithToolHandlerMiddleware", "(server.MCPServer).Use", "(mcp.Server).AddReceivingMiddleware",
	},
	"Recoveries":   {"server.WithRecovery"},
	"StdioServers": {"server.ServeStdio", "server.NewStdioServer"},
	"Servers":      {"server.NewMCPServer", "mcp.NewServer"},
	"Validations":  {"server.WithInputSchemaValidation"},
	"Constructors": {
		"mcp.NewToolResultText", "mcp.NewToolResultError", "mcp.NewToolResultErrorf",
		"mcp.NewToolResultErrorFromErr", "mcp.NewToolResultStructured", "mcp.NewToolResultStructuredOnly",
		"mcp.NewToolResultJSON", "mcp.NewToolResultImage", "mcp.NewToolResultAudio", "mcp.NewToolResultResource",
	},
	"ErrorSetters": {"(mcp.CallToolResult).SetError"},
	"Results":      {"mcp.CallToolResult", "mcp.CallToolResult"},
	"ArgHelpers": {
		"(mcp.CallToolRequest).RequireString", "(mcp.CallToolRequest).RequireInt",
		"(mcp.CallToolRequest).RequireFloat", "(mcp.CallToolRequest).RequireBool",
		"(mcp.CallToolRequest).RequireStringSlice", "(mcp.CallToolRequest).RequireIntSlice",
		"(mcp.CallToolRequest).RequireFloatSlice", "(mcp.CallToolRequest).RequireBoolSlice",
	},
	"ArgBinders":   {"(mcp.CallToolRequest).BindArguments"},
	"JSONEncoders": {"mcp.NewToolResultJSON"},
	"SessionRequests": {
		"(server.MCPServer).RequestSampling", "(server.MCPServer).RequestElicitation",
		"(server.MCPServer).RequestURLElicitation", "(server.MCPServer).RequestRoots",
		"(mcp.ServerSession).CreateMessage", "(mcp.ServerSession).CreateMessageWithTools",
		"(mcp.ServerSession).Elicit", "(mcp.ServerSession).ListRoots", "(mcp.ServerSession).Ping",
	},
	"ClosedFields":   {"mcp.ElicitationResponse.Action", "mcp.ElicitResult.Action"},
	"JSONRPCErrors":  {"*jsonrpc2.WireError"},
	"ProtocolErrors": {"mcp.URLElicitationRequiredError", "mcp.URLElicitationRequiredError", "*mcp.URLElicitationRequiredError"},
	"ClientCalls": {
		"(mcp.ClientSession).CallTool", "(client.Client).CallTool", "(client.MCPClient).CallTool",
	},
	"CodeWriters": {
		"jsonrpc2.WireError.Code", "mcp.JSONRPCErrorDetails.Code", "mcp.NewJSONRPCErrorDetails", "mcp.NewJSONRPCError",
	},
	"CodeHelpers":   {"mcp.ResourceNotFoundError", "mcp.URLElicitationRequiredError"},
	"CodeProtocols": {"jsonrpc.CodeInvalidParams", "mcp.INVALID_PARAMS"},
	"ToolNames":     {"mcp.CallToolParamsRaw.Name", "mcp.CallToolParams.Name"},
	"ToolArgs":      {"mcp.CallToolParamsRaw.Arguments", "mcp.CallToolParams.Arguments"},
	"TransportCalls": {
		"(server.MCPServer).SendNotificationToClient", "(server.MCPServer).SendNotificationToSpecificClient",
		"(server.MCPServer).SendNotificationToAllClients", "(server.MCPServer).SendLogMessageToClient",
		"(server.MCPServer).SendLogMessageToSpecificClient", "(server.MCPServer).SendElicitationComplete",
		"(mcp.ServerSession).NotifyProgress", "(mcp.ServerSession).Log", "(mcp.ServerSession).NotifyElicitationComplete",
	},
	"SessionAccessors": {"server.ClientSessionFromContext"},
	"HTTPHandlers":     {"mcp.NewStreamableHTTPHandler", "mcp.NewSSEHandler", "server.NewStreamableHTTPServer", "server.NewSSEServer"},
}

// TestTableRows checks the table against pinnedRows, section by section,
// and that every section of Model that holds rows is listed in
// tableRows (a new section needs its rows enumerated and pinned).
func TestTableRows(t *testing.T) {
	m := sdkmodel.Default()
	got := map[string][]string{}
	for _, r := range tableRows(m) {
		got[r.section] = append(got[r.section], r.name)
	}
	for section, want := range pinnedRows {
		g := slices.Sorted(slices.Values(got[section]))
		w := slices.Sorted(slices.Values(want))
		if !slices.Equal(g, w) {
			t.Errorf("%s rows:\n\tgot  %q\n\twant %q", section, g, w)
		}
	}
	// Model fields that are not rows of SDK declarations.
	notRows := map[string]bool{"Modules": true, "ExampleDirs": true}
	mt := reflect.TypeFor[sdkmodel.Model]()
	for i := 0; i < mt.NumField(); i++ {
		name := mt.Field(i).Name
		if notRows[name] {
			continue
		}
		if _, ok := pinnedRows[name]; !ok {
			t.Errorf("Model.%s is not pinned: list its rows in tableRows and pinnedRows", name)
		}
		if len(got[name]) == 0 {
			t.Errorf("Model.%s has no rows in tableRows", name)
		}
	}
}

// TestSDKs checks that the table's SDKs, which the loops over SDKs follow
// (handlers' project handler types), are the two it has rows for, in the
// order of their first rows.
func TestSDKs(t *testing.T) {
	got := sdkmodel.Default().SDKs()
	want := []sdkmodel.SDK{sdkmodel.GoSDK, sdkmodel.MCPGo}
	if !slices.Equal(got, want) {
		t.Errorf("SDKs() = %v, want %v", got, want)
	}
}
