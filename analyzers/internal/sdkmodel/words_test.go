package sdkmodel

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// outcomeWords renders every Outcome of m, Behaviour rows and single
// Outcomes alike, with where it sits: "Handlers[0].OnError[0]: ...".
// Their Text, Note and Versions go into diagnostics as written.
func outcomeWords(m *Model) []string {
	var out []string
	behaviour := reflect.TypeFor[Behaviour]()
	outcome := reflect.TypeFor[Outcome]()
	render := func(path string, o Outcome) {
		since := ""
		if o.Since != nil {
			since = o.Since.String()
		}
		out = append(out, fmt.Sprintf("%s: %s|%d|%s|%s|%s|%s|%s|%v",
			path, o.Channel, o.Code, o.Text, since, o.Versions, o.Note, o.Task, o.Replaces))
	}
	var walk func(path string, v reflect.Value)
	walk = func(path string, v reflect.Value) {
		switch {
		case v.Type() == behaviour:
			for i := 0; i < v.Len(); i++ {
				render(fmt.Sprintf("%s[%d]", path, i), v.Index(i).Interface().(Outcome))
			}
			return
		case v.Type() == outcome:
			render(path, v.Interface().(Outcome))
			return
		}
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				walk(path, v.Elem())
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(fmt.Sprintf("%s[%d]", path, i), v.Index(i))
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if f := v.Type().Field(i); f.IsExported() {
					walk(strings.TrimPrefix(path+"."+f.Name, "."), v.Field(i))
				}
			}
		}
	}
	walk("", reflect.ValueOf(m))
	return out
}

// pinnedOutcomes is every outcome of the table as outcomeWords renders
// it: channel, code, text, marker, versions, note, task, replaces. The
// conformance tests check channels, codes and texts on the wire; the
// versions and notes are words of diagnostics, which a slip would change
// without any test of behaviour noticing. Changing an outcome means
// editing this list in the same change, on purpose.
var pinnedOutcomes = []string{
	"Handlers[0].OnError[0]: a JSON-RPC error|0|err.Error()||v1.2.0–v1.8.0|||false",
	"Handlers[0].OnJSONRPCError[0]: a JSON-RPC error|9223372036854775807|Message||v1.2.0–v1.8.0|||false",
	"Handlers[0].OnWrappedJSONRPCError[0]: a JSON-RPC error|9223372036854775807|err.Error()||v1.2.0–v1.8.0|||false",
	"Handlers[0].OnNilNil[0]: a null result|0||mcp.MetaKeyServerInfo|v1.7.0+|and the server crashes on protocol 2026-07-28||false",
	"Handlers[0].OnNilNil[1]: a null result|0|||v1.2.0–v1.6.x|||false",
	"Handlers[0].OnPanic[0]: no answer|0|||v1.2.0–v1.8.0|nothing recovers a handler panic: the process dies||false",
	"Handlers[1].OnError[0]: an isError result|0|err.Error()||v1.2.0–v1.8.0|||false",
	"Handlers[1].OnJSONRPCError[0]: a JSON-RPC error|9223372036854775807|Message||v1.2.0–v1.8.0|||false",
	"Handlers[1].OnWrappedJSONRPCError[0]: an isError result|0|err.Error()||v1.2.0–v1.8.0|the JSON-RPC code is lost||false",
	"Handlers[1].OnNilResult[0]: a success result|0|||v1.2.0–v1.8.0|whose only content is the output, here its zero value||false",
	"Handlers[1].OnPanic[0]: no answer|0|||v1.2.0–v1.8.0|nothing recovers a handler panic: the process dies||false",
	"Handlers[2].OnError[0]: a JSON-RPC error|-32603|err.Error()||v0.20.0–v1.2.1|||false",
	"Handlers[2].OnNilNil[0]: a JSON-RPC error|-32603|\"tool '<name>' handler returned no result\"|mcp.ValidateParamHeadersLookup|v1.2.0+|||false",
	"Handlers[2].OnNilNil[1]: a null result|0||server.ServerTaskTool|v0.44.0–v1.1.x|||false",
	"Handlers[2].OnNilNil[2]: no answer|0|||v0.20.0–v0.43.x|a nil-pointer panic in the server||false",
	"Handlers[2].OnPanic[0]: no answer|0||mcp.ValidateParamHeadersLookup|v1.2.0+|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603||false",
	"Handlers[2].OnPanic[1]: no answer|0||mcp.ProtocolVersion20260728|v1.0.0–v1.1.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603 (v1.1) or an error with a null id that the client cannot match (v1.0)||false",
	"Handlers[2].OnPanic[2]: no answer|0||mcp.IconTheme|v0.54.1–v0.58.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers an error with a null id that the client cannot match||false",
	"Handlers[2].OnPanic[3]: no answer|0|||v0.20.0–v0.53.x|without server.WithRecovery, streamable HTTP drops the connection and a stdio server dies||false",
	"Handlers[3].OnError[0]: a JSON-RPC error|-32603|err.Error()||v0.32.0–v1.2.1|||false",
	"Handlers[3].OnNilNil[0]: a JSON-RPC error|-32603|\"tool '<name>' handler returned no result\"|mcp.ValidateParamHeadersLookup|v1.2.0+|||false",
	"Handlers[3].OnNilNil[1]: a null result|0||server.ServerTaskTool|v0.44.0–v1.1.x|||false",
	"Handlers[3].OnNilNil[2]: no answer|0|||v0.20.0–v0.43.x|a nil-pointer panic in the server||false",
	"Handlers[3].OnPanic[0]: no answer|0||mcp.ValidateParamHeadersLookup|v1.2.0+|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603||false",
	"Handlers[3].OnPanic[1]: no answer|0||mcp.ProtocolVersion20260728|v1.0.0–v1.1.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603 (v1.1) or an error with a null id that the client cannot match (v1.0)||false",
	"Handlers[3].OnPanic[2]: no answer|0||mcp.IconTheme|v0.54.1–v0.58.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers an error with a null id that the client cannot match||false",
	"Handlers[3].OnPanic[3]: no answer|0|||v0.20.0–v0.53.x|without server.WithRecovery, streamable HTTP drops the connection and a stdio server dies||false",
	"Handlers[4].OnError[0]: an isError result|0|\"tool execution failed: \" + err.Error()||v0.37.0–v1.2.1|||false",
	"Handlers[4].OnPanic[0]: no answer|0||mcp.ValidateParamHeadersLookup|v1.2.0+|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603||false",
	"Handlers[4].OnPanic[1]: no answer|0||mcp.ProtocolVersion20260728|v1.0.0–v1.1.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603 (v1.1) or an error with a null id that the client cannot match (v1.0)||false",
	"Handlers[4].OnPanic[2]: no answer|0||mcp.IconTheme|v0.54.1–v0.58.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers an error with a null id that the client cannot match||false",
	"Handlers[4].OnPanic[3]: no answer|0|||v0.20.0–v0.53.x|without server.WithRecovery, streamable HTTP drops the connection and a stdio server dies||false",
	"Handlers[5].OnError[0]: a JSON-RPC error|-32603|err.Error()||v0.44.0+||failed|false",
	"Handlers[5].OnNilNil[0]: a JSON-RPC error|-32603|\"tool '<name>' handler returned no result\"|mcp.ValidateParamHeadersLookup|v1.2.0+||failed|false",
	"Handlers[5].OnNilNil[1]: no answer|0||mcp.ProtocolVersion20260728|v1.0.0–v1.1.x|(the task ends completed and tasks/result panics on the nil result)||false",
	"Handlers[5].OnNilNil[2]: a success result|0|||v0.44.x|and no content|completed|false",
	"Handlers[5].OnPanic[0]: a JSON-RPC error|-32603|\"panic in task tool handler <name>: \" + value|mcp.ProtocolVersion20260728|v1.0.0+||failed|false",
	"Handlers[5].OnPanic[1]: no answer|0|||v0.44.x|the task runs in a goroutine of its own and nothing recovers the panic: the process dies||false",
	"Handlers[5].OnContextError[0]: a success result|0|||v0.44.0+||cancelled|false",
	"Recoveries[0].Outcome: a JSON-RPC error|-32603|\"panic recovered in <tool> tool handler: \" + value|||||false",
	"StdioServers[0].OnPanic[0]: a JSON-RPC error|-32603|\"internal panic: \" + value|mcp.ProtocolVersion20260728|v1.0.0+|||false",
	"StdioServers[0].OnPanic[1]: a JSON-RPC error|-32603|\"internal panic: \" + value|mcp.IconTheme|v0.54.1–v0.58.x|with a null id that the client cannot match||false",
	"StdioServers[0].OnPanic[2]: no answer|0|||v0.20.0–v0.53.x|the stdio server dies||false",
	"StdioServers[1].OnPanic[0]: a JSON-RPC error|-32603|\"internal panic: \" + value|mcp.ProtocolVersion20260728|v1.0.0+|||false",
	"StdioServers[1].OnPanic[1]: a JSON-RPC error|-32603|\"internal panic: \" + value|mcp.IconTheme|v0.54.1–v0.58.x|with a null id that the client cannot match||false",
	"StdioServers[1].OnPanic[2]: no answer|0|||v0.20.0–v0.53.x|the stdio server dies||false",
	"ErrorSetters[0].CopiesErrorText[0]: an isError result|0|err.Error() when Content is empty|mcp.CodeHeaderMismatch|v1.6.0+|||false",
	"ErrorSetters[0].CopiesErrorText[1]: an isError result|0|err.Error(), replacing Content||v1.3.0–v1.5.x|||true",
	"Results[0].OnInputWithContent[0]: a JSON-RPC error|-32603|\"server bug: result has both content and inputRequests\"||v1.7.0+|||false",
}

func TestOutcomeWords(t *testing.T) {
	checkPinned(t, "outcome", outcomeWords(Default()), pinnedOutcomes)
}

// checkPinned fails for each entry of got missing from pinned and each
// entry of pinned missing from got, naming them as what.
func checkPinned(t *testing.T, what string, got, pinned []string) {
	t.Helper()
	have := map[string]bool{}
	for _, g := range got {
		have[g] = true
	}
	want := map[string]bool{}
	for _, w := range pinned {
		want[w] = true
		if !have[w] {
			t.Errorf("pinned %s missing or changed:\n\t%s", what, w)
		}
	}
	for _, g := range got {
		if !want[g] {
			t.Errorf("%s not pinned:\n\t%s", what, g)
		}
	}
	if len(got) != len(pinned) {
		t.Errorf("%d %ss, %d pinned", len(got), what, len(pinned))
	}
}

// rowValues renders the values of every row of m, section by section,
// as "Section[i]: Field=value ...": the argument positions, kinds, flags,
// codes, separators and values that the conformance tests do not all
// reach (Outcomes are outcomeWords', the declarations' names pinnedRows').
func rowValues(m *Model) []string {
	var out []string
	behaviour := reflect.TypeFor[Behaviour]()
	outcome := reflect.TypeFor[Outcome]()
	var render func(v reflect.Value) string
	render = func(v reflect.Value) string {
		if s, ok := v.Interface().(fmt.Stringer); ok && v.Kind() != reflect.Pointer {
			return s.String()
		}
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() {
				return "nil"
			}
			return "&" + render(v.Elem())
		case reflect.Slice:
			var parts []string
			for i := 0; i < v.Len(); i++ {
				parts = append(parts, render(v.Index(i)))
			}
			return "[" + strings.Join(parts, " ") + "]"
		case reflect.Struct:
			var parts []string
			for i := 0; i < v.NumField(); i++ {
				f := v.Type().Field(i)
				if !f.IsExported() || f.Type == behaviour || f.Type == outcome {
					continue
				}
				parts = append(parts, f.Name+"="+render(v.Field(i)))
			}
			return "{" + strings.Join(parts, " ") + "}"
		}
		return fmt.Sprint(v.Interface())
	}
	mv := reflect.ValueOf(m).Elem()
	for i := 0; i < mv.NumField(); i++ {
		f := mv.Field(i)
		if f.Kind() != reflect.Slice {
			continue
		}
		for j := 0; j < f.Len(); j++ {
			out = append(out, fmt.Sprintf("%s[%d]: %s", mv.Type().Field(i).Name, j, render(f.Index(j))))
		}
	}
	return out
}

// pinnedRowValues is rowValues of the table. Changing a value of a row
// means editing this list in the same change, on purpose.
var pinnedRowValues = []string{
	"ExampleDirs[0]: examples",
	"Handlers[0]: &{Kind=go-sdk raw ToolHandler SDK=go-sdk Named=mcp.ToolHandler Request=*mcp.ServerRequest Args=false Result=*mcp.CallToolResult ResultIndex=0 OutputIndex=-1 ErrorIndex=1 DropsResultBesideError=true ErrorTextIsContent=false Noun=}",
	"Handlers[1]: &{Kind=go-sdk typed ToolHandlerFor SDK=go-sdk Named=mcp.ToolHandlerFor Request=*mcp.ServerRequest Args=true Result=*mcp.CallToolResult ResultIndex=0 OutputIndex=1 ErrorIndex=2 DropsResultBesideError=true ErrorTextIsContent=true Noun=typed tool handler}",
	"Handlers[2]: &{Kind=mcp-go ToolHandlerFunc SDK=mcp-go Named=server.ToolHandlerFunc Request=mcp.CallToolRequest Args=false Result=*mcp.CallToolResult ResultIndex=0 OutputIndex=-1 ErrorIndex=1 DropsResultBesideError=true ErrorTextIsContent=false Noun=}",
	"Handlers[3]: &{Kind=mcp-go TypedToolHandlerFunc SDK=mcp-go Named=mcp.TypedToolHandlerFunc Request=mcp.CallToolRequest Args=true Result=*mcp.CallToolResult ResultIndex=0 OutputIndex=-1 ErrorIndex=1 DropsResultBesideError=true ErrorTextIsContent=false Noun=}",
	"Handlers[4]: &{Kind=mcp-go StructuredToolHandlerFunc SDK=mcp-go Named=mcp.StructuredToolHandlerFunc Request=mcp.CallToolRequest Args=true Result=. ResultIndex=0 OutputIndex=-1 ErrorIndex=1 DropsResultBesideError=true ErrorTextIsContent=true Noun=}",
	"Handlers[5]: &{Kind=mcp-go TaskToolHandlerFunc SDK=mcp-go Named=server.TaskToolHandlerFunc Request=mcp.CallToolRequest Args=false Result=*mcp.CreateTaskResult ResultIndex=0 OutputIndex=-1 ErrorIndex=1 DropsResultBesideError=true ErrorTextIsContent=false Noun=task tool handler}",
	"Registrations[0]: {SDK=go-sdk Func=(mcp.Server).AddTool HandlerArg=1 Kind=go-sdk raw ToolHandler}",
	"Registrations[1]: {SDK=go-sdk Func=mcp.AddTool HandlerArg=2 Kind=go-sdk typed ToolHandlerFor}",
	"Registrations[2]: {SDK=mcp-go Func=(server.MCPServer).AddTool HandlerArg=1 Kind=mcp-go ToolHandlerFunc}",
	"Registrations[3]: {SDK=mcp-go Func=(server.MCPServer).AddSessionTool HandlerArg=2 Kind=mcp-go ToolHandlerFunc}",
	"Registrations[4]: {SDK=mcp-go Func=(server.MCPServer).AddTaskTool HandlerArg=1 Kind=mcp-go TaskToolHandlerFunc}",
	"HandlerFields[0]: {SDK=mcp-go Type=server.ServerTool Field=Handler Kind=mcp-go ToolHandlerFunc}",
	"HandlerFields[1]: {SDK=mcp-go Type=server.ServerTaskTool Field=Handler Kind=mcp-go TaskToolHandlerFunc}",
	"Wrappers[0]: {SDK=mcp-go Func=mcp.NewTypedToolHandler Arg=0 Inner=mcp-go TypedToolHandlerFunc}",
	"Wrappers[1]: {SDK=mcp-go Func=mcp.NewStructuredToolHandler Arg=0 Inner=mcp-go StructuredToolHandlerFunc}",
	"Middleware[0]: {SDK=mcp-go Func=server.WithToolHandlerMiddleware Arg=0 Next=.}",
	"Middleware[1]: {SDK=mcp-go Func=(server.MCPServer).Use Arg=0 Next=.}",
	"Middleware[2]: {SDK=go-sdk Func=(mcp.Server).AddReceivingMiddleware Arg=0 Next=mcp.MethodHandler}",
	"Recoveries[0]: {SDK=mcp-go Func=server.WithRecovery}",
	"StdioServers[0]: {SDK=mcp-go Func=server.ServeStdio}",
	"StdioServers[1]: {SDK=mcp-go Func=server.NewStdioServer}",
	"Servers[0]: {SDK=mcp-go Func=server.NewMCPServer}",
	"Servers[1]: {SDK=go-sdk Func=mcp.NewServer}",
	"Validations[0]: {SDK=mcp-go Func=server.WithInputSchemaValidation}",
	"Constructors[0]: {SDK=mcp-go Func=mcp.NewToolResultText Flagged=false TextArg=0 Format=false ErrArg=-1 ErrSep= DataArg=-1 FlaggedTwin=mcp.NewToolResultError}",
	"Constructors[1]: {SDK=mcp-go Func=mcp.NewToolResultError Flagged=true TextArg=0 Format=false ErrArg=-1 ErrSep= DataArg=-1 FlaggedTwin=.}",
	"Constructors[2]: {SDK=mcp-go Func=mcp.NewToolResultErrorf Flagged=true TextArg=0 Format=true ErrArg=-1 ErrSep= DataArg=-1 FlaggedTwin=.}",
	"Constructors[3]: {SDK=mcp-go Func=mcp.NewToolResultErrorFromErr Flagged=true TextArg=0 Format=false ErrArg=1 ErrSep=:  DataArg=-1 FlaggedTwin=.}",
	"Constructors[4]: {SDK=mcp-go Func=mcp.NewToolResultStructured Flagged=false TextArg=1 Format=false ErrArg=-1 ErrSep= DataArg=0 FlaggedTwin=.}",
	"Constructors[5]: {SDK=mcp-go Func=mcp.NewToolResultStructuredOnly Flagged=false TextArg=-1 Format=false ErrArg=-1 ErrSep= DataArg=0 FlaggedTwin=.}",
	"Constructors[6]: {SDK=mcp-go Func=mcp.NewToolResultJSON Flagged=false TextArg=-1 Format=false ErrArg=-1 ErrSep= DataArg=0 FlaggedTwin=.}",
	"Constructors[7]: {SDK=mcp-go Func=mcp.NewToolResultImage Flagged=false TextArg=0 Format=false ErrArg=-1 ErrSep= DataArg=-1 FlaggedTwin=.}",
	"Constructors[8]: {SDK=mcp-go Func=mcp.NewToolResultAudio Flagged=false TextArg=0 Format=false ErrArg=-1 ErrSep= DataArg=-1 FlaggedTwin=.}",
	"Constructors[9]: {SDK=mcp-go Func=mcp.NewToolResultResource Flagged=false TextArg=0 Format=false ErrArg=-1 ErrSep= DataArg=-1 FlaggedTwin=.}",
	"ErrorSetters[0]: {SDK=go-sdk Func=(mcp.CallToolResult).SetError ErrArg=0}",
	"Results[0]: {SDK=go-sdk Type=mcp.CallToolResult ContentField=Content IsErrorField=IsError StructField=StructuredContent RawStructField= InputField=InputRequests TextTypes=[*mcp.TextContent mcp.TextContent] TextField=Text TextContentCtors=[] ContentType=mcp.Content ErrorCtor=.}",
	"Results[1]: {SDK=mcp-go Type=mcp.CallToolResult ContentField=Content IsErrorField=IsError StructField=StructuredContent RawStructField=RawStructuredContent InputField= TextTypes=[mcp.TextContent *mcp.TextContent] TextField=Text TextContentCtors=[mcp.NewTextContent] ContentType=mcp.Content ErrorCtor=mcp.NewToolResultError}",
	"ArgHelpers[0]: {SDK=mcp-go Func=(mcp.CallToolRequest).RequireString}",
	"ArgHelpers[1]: {SDK=mcp-go Func=(mcp.CallToolRequest).RequireInt}",
	"ArgHelpers[2]: {SDK=mcp-go Func=(mcp.CallToolRequest).RequireFloat}",
	"ArgHelpers[3]: {SDK=mcp-go Func=(mcp.CallToolRequest).RequireBool}",
	"ArgHelpers[4]: {SDK=mcp-go Func=(mcp.CallToolRequest).RequireStringSlice}",
	"ArgHelpers[5]: {SDK=mcp-go Func=(mcp.CallToolRequest).RequireIntSlice}",
	"ArgHelpers[6]: {SDK=mcp-go Func=(mcp.CallToolRequest).RequireFloatSlice}",
	"ArgHelpers[7]: {SDK=mcp-go Func=(mcp.CallToolRequest).RequireBoolSlice}",
	"ArgBinders[0]: (mcp.CallToolRequest).BindArguments",
	"JSONEncoders[0]: mcp.NewToolResultJSON",
	"SessionRequests[0]: {SDK=mcp-go Func=(server.MCPServer).RequestSampling}",
	"SessionRequests[1]: {SDK=mcp-go Func=(server.MCPServer).RequestElicitation}",
	"SessionRequests[2]: {SDK=mcp-go Func=(server.MCPServer).RequestURLElicitation}",
	"SessionRequests[3]: {SDK=mcp-go Func=(server.MCPServer).RequestRoots}",
	"SessionRequests[4]: {SDK=go-sdk Func=(mcp.ServerSession).CreateMessage}",
	"SessionRequests[5]: {SDK=go-sdk Func=(mcp.ServerSession).CreateMessageWithTools}",
	"SessionRequests[6]: {SDK=go-sdk Func=(mcp.ServerSession).Elicit}",
	"SessionRequests[7]: {SDK=go-sdk Func=(mcp.ServerSession).ListRoots}",
	"SessionRequests[8]: {SDK=go-sdk Func=(mcp.ServerSession).Ping}",
	"ClosedFields[0]: {SDK=mcp-go Struct=mcp.ElicitationResponse Field=Action Values=[accept decline cancel] WithContent=accept}",
	"ClosedFields[1]: {SDK=go-sdk Struct=mcp.ElicitResult Field=Action Values=[accept decline cancel] WithContent=accept}",
	"JSONRPCErrors[0]: {SDK=go-sdk Type=*jsonrpc2.WireError MessageField=Message CodeField=Code}",
	"ProtocolErrors[0]: {SDK=go-sdk Type=. Func=mcp.URLElicitationRequiredError Code=-32042}",
	"ProtocolErrors[1]: {SDK=mcp-go Type=mcp.URLElicitationRequiredError Func=. Code=-32042}",
	"ProtocolErrors[2]: {SDK=mcp-go Type=*mcp.URLElicitationRequiredError Func=. Code=-32042}",
	"ClientCalls[0]: {SDK=go-sdk Func=(mcp.ClientSession).CallTool Request=*mcp.CallToolParams}",
	"ClientCalls[1]: {SDK=mcp-go Func=(client.Client).CallTool Request=mcp.CallToolRequest}",
	"ClientCalls[2]: {SDK=mcp-go Func=(client.MCPClient).CallTool Request=mcp.CallToolRequest}",
	"CodeWriters[0]: {SDK=go-sdk Type=jsonrpc2.WireError CodeField=Code Func=. CodeArg=0}",
	"CodeWriters[1]: {SDK=mcp-go Type=mcp.JSONRPCErrorDetails CodeField=Code Func=. CodeArg=0}",
	"CodeWriters[2]: {SDK=mcp-go Type=. CodeField= Func=mcp.NewJSONRPCErrorDetails CodeArg=0}",
	"CodeWriters[3]: {SDK=mcp-go Type=. CodeField= Func=mcp.NewJSONRPCError CodeArg=1}",
	"CodeHelpers[0]: {SDK=go-sdk Func=mcp.ResourceNotFoundError Codes=[{Code=-32602 Since=&mcp.MetaKeyServerInfo Versions=v1.7.0+} {Code=-32002 Since=nil Versions=v1.2.0–v1.6.x}] Meaning=resource not found}",
	"CodeHelpers[1]: {SDK=go-sdk Func=mcp.URLElicitationRequiredError Codes=[{Code=-32042 Since=&mcp.MetaKeyServerInfo Versions=v1.7.0+} {Code=-32042 Since=nil Versions=v1.2.0–v1.6.x}] Meaning=URL elicitation required}",
	"CodeProtocols[0]: {SDK=go-sdk Modern=&mcp.MetaKeyServerInfo Versions=v1.7.0+ SendsAsWritten=true InvalidParams=jsonrpc.CodeInvalidParams ErrorType=*jsonrpc.Error}",
	"CodeProtocols[1]: {SDK=mcp-go Modern=&mcp.ProtocolVersion20260728 Versions=v1.0.0+ SendsAsWritten=true InvalidParams=mcp.INVALID_PARAMS ErrorType=.}",
	"ToolNames[0]: {SDK=go-sdk Struct=mcp.CallToolParamsRaw Field=Name}",
	"ToolNames[1]: {SDK=mcp-go Struct=mcp.CallToolParams Field=Name}",
	"ToolArgs[0]: {SDK=go-sdk Struct=mcp.CallToolParamsRaw Field=Arguments}",
	"ToolArgs[1]: {SDK=mcp-go Struct=mcp.CallToolParams Field=Arguments}",
	"TransportCalls[0]: (server.MCPServer).SendNotificationToClient",
	"TransportCalls[1]: (server.MCPServer).SendNotificationToSpecificClient",
	"TransportCalls[2]: (server.MCPServer).SendNotificationToAllClients",
	"TransportCalls[3]: (server.MCPServer).SendLogMessageToClient",
	"TransportCalls[4]: (server.MCPServer).SendLogMessageToSpecificClient",
	"TransportCalls[5]: (server.MCPServer).SendElicitationComplete",
	"TransportCalls[6]: (mcp.ServerSession).NotifyProgress",
	"TransportCalls[7]: (mcp.ServerSession).Log",
	"TransportCalls[8]: (mcp.ServerSession).NotifyElicitationComplete",
	"SessionAccessors[0]: server.ClientSessionFromContext",
	"HTTPHandlers[0]: mcp.NewStreamableHTTPHandler",
	"HTTPHandlers[1]: mcp.NewSSEHandler",
	"HTTPHandlers[2]: server.NewStreamableHTTPServer",
	"HTTPHandlers[3]: server.NewSSEServer",
}

func TestRowValues(t *testing.T) {
	checkPinned(t, "row", rowValues(Default()), pinnedRowValues)
}
