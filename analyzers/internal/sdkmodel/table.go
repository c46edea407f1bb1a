package sdkmodel

// Package paths of the SDKs.
const (
	goSDKModule    = "github.com/modelcontextprotocol/go-sdk"
	goSDKMCP       = goSDKModule + "/mcp"
	goSDKJSONRPC2  = goSDKModule + "/internal/jsonrpc2"
	mcpGoModule    = "github.com/mark3labs/mcp-go"
	mcpGoMCP       = mcpGoModule + "/mcp"
	mcpGoServer    = mcpGoModule + "/server"
	mcpGoClient    = mcpGoModule + "/client"
	internalError  = -32603
	urlElicitation = -32042
)

// Default returns the model of go-sdk v1.2.0–v1.8.0 and mcp-go
// v0.20.0–v1.2.1. Each call returns a fresh value, so callers may not share
// mutations by accident.
func Default() *Model {
	goReq := TypeRef{Pointer: true, Pkg: goSDKMCP, Name: "ServerRequest",
		Args: []TypeRef{{Pointer: true, Pkg: goSDKMCP, Name: "CallToolParamsRaw"}}}
	goRes := TypeRef{Pointer: true, Pkg: goSDKMCP, Name: "CallToolResult"}
	mgReq := TypeRef{Pkg: mcpGoMCP, Name: "CallToolRequest"}
	mgRes := TypeRef{Pointer: true, Pkg: mcpGoMCP, Name: "CallToolResult"}

	// Version markers: exported identifiers that first appear in the
	// version named (checked against every release; see
	// TestVersionMarkers). go-sdk v1.5.0 has no marker of its own.
	goSDKV16 := &Marker{Pkg: goSDKMCP, Name: "CodeHeaderMismatch"}         // v1.6.0-pre.1
	goSDKV17 := &Marker{Pkg: goSDKMCP, Name: "MetaKeyServerInfo"}          // v1.7.0
	mcpGoV044 := &Marker{Pkg: mcpGoServer, Name: "ServerTaskTool"}         // v0.44.0-beta.3
	mcpGoV054 := &Marker{Pkg: mcpGoMCP, Name: "IconTheme"}                 // v0.54.1 (the proxy serves no v0.54.0)
	mcpGoV12 := &Marker{Pkg: mcpGoMCP, Name: "ValidateParamHeadersLookup"} // v1.2.0
	mcpGoV10 := &Marker{Pkg: mcpGoMCP, Name: "ProtocolVersion20260728"}    // v1.0.0

	m := &Model{
		Modules: map[SDK]string{GoSDK: goSDKModule, MCPGo: mcpGoModule},
		// Both SDKs keep runnable examples in <module>/examples/...
		ExampleDirs: []string{"examples"},
		Handlers: []*Handler{
			{
				// go-sdk mcp/server.go (*Server).callTool returns the
				// handler's error as the response error; jsonrpc2 sends a
				// *WireError found with errors.As with its code, any other
				// error with code 0.
				Kind: GoSDKRaw, SDK: GoSDK,
				Named:   TypeRef{Pkg: goSDKMCP, Name: "ToolHandler"},
				Request: goReq, Result: goRes,
				ResultIndex: 0, OutputIndex: -1, ErrorIndex: 1,
				OnError:        Behaviour{{Channel: ProtocolError, Code: 0, Text: ErrorText, Versions: "v1.2.0–v1.8.0"}},
				OnJSONRPCError: Behaviour{{Channel: ProtocolError, Code: CodeFromError, Text: "Message", Versions: "v1.2.0–v1.8.0"}},
				// internal/jsonrpc2 toWireError finds the wrapped
				// *WireError with errors.As for its code but sends the
				// outer error's text.
				OnWrappedJSONRPCError: Behaviour{{Channel: ProtocolError, Code: CodeFromError, Text: ErrorText, Versions: "v1.2.0–v1.8.0"}},
				OnNilNil: Behaviour{
					{Channel: NullResult, Since: goSDKV17, Versions: "v1.7.0+", Note: "and the server crashes on protocol 2026-07-28"},
					{Channel: NullResult, Versions: "v1.2.0–v1.6.x"},
				},
				OnPanic:                Behaviour{{Channel: Crash, Versions: "v1.2.0–v1.8.0", Note: "nothing recovers a handler panic: the process dies"}},
				DropsResultBesideError: true,
			},
			{
				// go-sdk mcp/server.go toolForErr: a *jsonrpc.Error found by
				// type assertion (not errors.As) is returned as is; any other
				// error goes through SetError into an isError result.
				Kind: GoSDKTyped, SDK: GoSDK, Noun: "typed tool handler",
				Named:   TypeRef{Pkg: goSDKMCP, Name: "ToolHandlerFor"},
				Request: goReq, Args: true, Result: goRes,
				ResultIndex: 0, OutputIndex: 1, ErrorIndex: 2,
				OnError:               Behaviour{{Channel: ToolError, Text: ErrorText, Versions: "v1.2.0–v1.8.0"}},
				OnJSONRPCError:        Behaviour{{Channel: ProtocolError, Code: CodeFromError, Text: "Message", Versions: "v1.2.0–v1.8.0"}},
				OnWrappedJSONRPCError: Behaviour{{Channel: ToolError, Text: ErrorText, Versions: "v1.2.0–v1.8.0", Note: "the JSON-RPC code is lost"}},
				// toolForErr replaces a nil result with an empty one and, unless
				// Out is any and nil, sets the marshalled output as structured
				// content and, with no content, as its text.
				OnNilResult: Behaviour{{Channel: Success, Versions: "v1.2.0–v1.8.0",
					Note: "whose only content is the output, here its zero value"}},
				OnPanic:                Behaviour{{Channel: Crash, Versions: "v1.2.0–v1.8.0", Note: "nothing recovers a handler panic: the process dies"}},
				DropsResultBesideError: true,
				ErrorTextIsContent:     true,
			},
			{
				// mcp-go server/server.go handleToolCall: handlerError makes
				// every error but URLElicitationRequiredError -32603.
				Kind: MCPGoRaw, SDK: MCPGo,
				Named:   TypeRef{Pkg: mcpGoServer, Name: "ToolHandlerFunc"},
				Request: mgReq, Result: mgRes,
				ResultIndex: 0, OutputIndex: -1, ErrorIndex: 1,
				OnError:                Behaviour{{Channel: ProtocolError, Code: internalError, Text: ErrorText, Versions: "v0.20.0–v1.2.1"}},
				OnNilNil:               mcpGoNilNil(mcpGoV044, mcpGoV12),
				OnPanic:                mcpGoPanic(mcpGoV054, mcpGoV10, mcpGoV12),
				DropsResultBesideError: true,
			},
			{
				// mcp-go mcp/typed_tools.go NewTypedToolHandler returns the
				// inner handler's results unchanged.
				Kind: MCPGoTyped, SDK: MCPGo,
				Named:   TypeRef{Pkg: mcpGoMCP, Name: "TypedToolHandlerFunc"},
				Request: mgReq, Args: true, Result: mgRes,
				ResultIndex: 0, OutputIndex: -1, ErrorIndex: 1,
				OnError:                Behaviour{{Channel: ProtocolError, Code: internalError, Text: ErrorText, Versions: "v0.32.0–v1.2.1"}},
				OnNilNil:               mcpGoNilNil(mcpGoV044, mcpGoV12),
				OnPanic:                mcpGoPanic(mcpGoV054, mcpGoV10, mcpGoV12),
				DropsResultBesideError: true,
			},
			{
				// mcp-go mcp/typed_tools.go NewStructuredToolHandler turns
				// the inner error into NewToolResultError("tool execution
				// failed: " + err).
				Kind: MCPGoStructured, SDK: MCPGo,
				Named:   TypeRef{Pkg: mcpGoMCP, Name: "StructuredToolHandlerFunc"},
				Request: mgReq, Args: true,
				ResultIndex: 0, OutputIndex: -1, ErrorIndex: 1,
				OnError:                Behaviour{{Channel: ToolError, Text: `"tool execution failed: " + err.Error()`, Versions: "v0.37.0–v1.2.1"}},
				OnPanic:                mcpGoPanic(mcpGoV054, mcpGoV10, mcpGoV12),
				DropsResultBesideError: true,
				ErrorTextIsContent:     true,
			},
			{
				// mcp-go server/server.go executeTaskTool (v0.44.0+) runs a
				// task tool in its own goroutine; completeTask ends the task
				// "failed" for an error, and handleTaskResult answers
				// tasks/result for a failed task with -32603 and the error's
				// text. The tasks extension keeps "failed" for JSON-RPC
				// errors: a tool failure ends the task "completed" with an
				// isError result (conformance_tasks_test.go).
				Kind: MCPGoTask, SDK: MCPGo, Noun: "task tool handler",
				Named:   TypeRef{Pkg: mcpGoServer, Name: "TaskToolHandlerFunc"},
				Request: mgReq, Result: TypeRef{Pointer: true, Pkg: mcpGoMCP, Name: "CreateTaskResult"},
				ResultIndex: 0, OutputIndex: -1, ErrorIndex: 1,
				OnError: Behaviour{{Channel: ProtocolError, Code: internalError, Text: ErrorText, Task: "failed", Versions: "v0.44.0+"}},
				// An error that wraps context.Canceled or DeadlineExceeded
				// ends the task "cancelled", and tasks/result answers an
				// empty result.
				OnContextError: Behaviour{{Channel: Success, Task: "cancelled", Versions: "v0.44.0+"}},
				// v1.2.0 fails the task with noResultError; v1.0.0–v1.1.x
				// complete it with the nil result, which handleTaskResult
				// dereferences; v0.44.x store the nil result, and
				// tasks/result answers an empty one.
				OnNilNil: Behaviour{
					{Channel: ProtocolError, Code: internalError, Text: `"tool '<name>' handler returned no result"`, Task: "failed", Since: mcpGoV12, Versions: "v1.2.0+"},
					{Channel: Crash, Since: mcpGoV10, Versions: "v1.0.0–v1.1.x", Note: "(the task ends completed and tasks/result panics on the nil result)"},
					{Channel: Success, Task: "completed", Versions: "v0.44.x", Note: "and no content"},
				},
				// From v1.0.0 executeTaskTool recovers a panic and fails the
				// task; before, the panic ends the process.
				OnPanic: Behaviour{
					{Channel: ProtocolError, Code: internalError, Text: `"panic in task tool handler <name>: " + value`, Task: "failed", Since: mcpGoV10, Versions: "v1.0.0+"},
					{Channel: Crash, Versions: "v0.44.x", Note: "the task runs in a goroutine of its own and nothing recovers the panic: the process dies"},
				},
				DropsResultBesideError: true,
			},
		},
		Registrations: []Registration{
			{SDK: GoSDK, Func: FuncRef{goSDKMCP, "Server", "AddTool"}, HandlerArg: 1, Kind: GoSDKRaw},
			{SDK: GoSDK, Func: FuncRef{goSDKMCP, "", "AddTool"}, HandlerArg: 2, Kind: GoSDKTyped},
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "MCPServer", "AddTool"}, HandlerArg: 1, Kind: MCPGoRaw},
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "MCPServer", "AddSessionTool"}, HandlerArg: 2, Kind: MCPGoRaw},
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "MCPServer", "AddTaskTool"}, HandlerArg: 1, Kind: MCPGoTask},
		},
		// AddTools, SetTools, AddSessionTools and AddTaskTools take
		// their handlers inside ServerTool / ServerTaskTool values: the
		// HandlerFields rows below find them (testdata/src/handlers/toolsets).
		HandlerFields: []HandlerField{
			{SDK: MCPGo, Type: TypeRef{Pkg: mcpGoServer, Name: "ServerTool"}, Field: "Handler", Kind: MCPGoRaw},
			{SDK: MCPGo, Type: TypeRef{Pkg: mcpGoServer, Name: "ServerTaskTool"}, Field: "Handler", Kind: MCPGoTask},
		},
		Wrappers: []Wrapper{
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewTypedToolHandler"}, Arg: 0, Inner: MCPGoTyped},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewStructuredToolHandler"}, Arg: 0, Inner: MCPGoStructured},
		},
		Middleware: []MiddlewareInstall{
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "", "WithToolHandlerMiddleware"}, Arg: 0},
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "MCPServer", "Use"}, Arg: 0},
			{SDK: GoSDK, Func: FuncRef{goSDKMCP, "Server", "AddReceivingMiddleware"}, Arg: 0,
				Next: TypeRef{Pkg: goSDKMCP, Name: "MethodHandler"}},
		},
		Recoveries: []Recovery{
			// mcp-go server/server.go WithRecovery: a recovered panic
			// becomes the handler's error, hence -32603.
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "", "WithRecovery"},
				Outcome: Outcome{Channel: ProtocolError, Code: internalError, Text: `"panic recovered in <tool> tool handler: " + value`}},
		},
		StdioServers: []StdioServer{
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "", "ServeStdio"}, OnPanic: mcpGoStdioPanic(mcpGoV054, mcpGoV10)},
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "", "NewStdioServer"}, OnPanic: mcpGoStdioPanic(mcpGoV054, mcpGoV10)},
		},
		Servers: []ServerConstructor{
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "", "NewMCPServer"}},
			{SDK: GoSDK, Func: FuncRef{goSDKMCP, "", "NewServer"}},
		},
		Validations: []Validation{
			// mcp-go server/server.go handleToolCall: inputValidator runs
			// before the middleware and the handler.
			{SDK: MCPGo, Func: FuncRef{mcpGoServer, "", "WithInputSchemaValidation"}},
		},
		Constructors: []Constructor{
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultText"}, TextArg: 0, ErrArg: -1, DataArg: -1,
				FlaggedTwin: FuncRef{mcpGoMCP, "", "NewToolResultError"}},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultError"}, Flagged: true, TextArg: 0, ErrArg: -1, DataArg: -1},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultErrorf"}, Flagged: true, TextArg: 0, Format: true, ErrArg: -1, DataArg: -1},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultErrorFromErr"}, Flagged: true, TextArg: 0, ErrArg: 1, ErrSep: ": ", DataArg: -1},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultStructured"}, TextArg: 1, ErrArg: -1, DataArg: 0},
			// When json.Marshal of its argument fails, it writes
			// "Error serializing structured content: ..." without
			// isError; no analyzer can tell on which calls that happens.
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultStructuredOnly"}, TextArg: -1, ErrArg: -1, DataArg: 0},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultJSON"}, TextArg: -1, ErrArg: -1, DataArg: 0},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultImage"}, TextArg: 0, ErrArg: -1, DataArg: -1},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultAudio"}, TextArg: 0, ErrArg: -1, DataArg: -1},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewToolResultResource"}, TextArg: 0, ErrArg: -1, DataArg: -1},
		},
		ErrorSetters: []ErrorSetter{
			{SDK: GoSDK, Func: FuncRef{goSDKMCP, "CallToolResult", "SetError"}, ErrArg: 0,
				CopiesErrorText: Behaviour{
					{Channel: ToolError, Text: ErrorText + " when Content is empty", Since: goSDKV16, Versions: "v1.6.0+"},
					// MCPGODEBUG=seterroroverwrite=1 brings this back on
					// v1.6–v1.7, which no analysis can see.
					{Channel: ToolError, Text: ErrorText + ", replacing Content", Versions: "v1.3.0–v1.5.x", Replaces: true},
				}},
		},
		Results: []ResultType{
			{SDK: GoSDK, Type: TypeRef{Pkg: goSDKMCP, Name: "CallToolResult"},
				ContentField: "Content", IsErrorField: "IsError", StructField: "StructuredContent",
				InputField: "InputRequests",
				// mcp/mrtr.go handleMultiRoundTripResult, on every protocol
				// (conformance_input_test.go); a typed handler's Out is left
				// out of an input-required result.
				OnInputWithContent: Behaviour{{Channel: ProtocolError, Code: internalError,
					Text: `"server bug: result has both content and inputRequests"`, Versions: "v1.7.0+"}},
				TextTypes:   []TypeRef{{Pointer: true, Pkg: goSDKMCP, Name: "TextContent"}, {Pkg: goSDKMCP, Name: "TextContent"}},
				TextField:   "Text",
				ContentType: TypeRef{Pkg: goSDKMCP, Name: "Content"}},
			{SDK: MCPGo, Type: TypeRef{Pkg: mcpGoMCP, Name: "CallToolResult"},
				ContentField: "Content", IsErrorField: "IsError", StructField: "StructuredContent",
				RawStructField:   "RawStructuredContent",
				TextTypes:        []TypeRef{{Pkg: mcpGoMCP, Name: "TextContent"}, {Pointer: true, Pkg: mcpGoMCP, Name: "TextContent"}},
				TextField:        "Text",
				TextContentCtors: []FuncRef{{mcpGoMCP, "", "NewTextContent"}},
				ContentType:      TypeRef{Pkg: mcpGoMCP, Name: "Content"},
				ErrorCtor:        FuncRef{mcpGoMCP, "", "NewToolResultError"}},
		},
		JSONRPCErrors: []JSONRPCErrorType{
			{SDK: GoSDK, Type: TypeRef{Pointer: true, Pkg: goSDKJSONRPC2, Name: "WireError"}, MessageField: "Message", CodeField: "Code"},
		},
		ProtocolErrors: []ProtocolErrorValue{
			{SDK: GoSDK, Func: FuncRef{goSDKMCP, "", "URLElicitationRequiredError"}, Code: urlElicitation},
			{SDK: MCPGo, Type: TypeRef{Pkg: mcpGoMCP, Name: "URLElicitationRequiredError"}, Code: urlElicitation},
			{SDK: MCPGo, Type: TypeRef{Pointer: true, Pkg: mcpGoMCP, Name: "URLElicitationRequiredError"}, Code: urlElicitation},
		},
		// go-sdk jsonrpc/jsonrpc.go (Error = jsonrpc2.WireError), mcp-go
		// mcp/types.go and mcp/utils.go.
		CodeWriters: []CodeWriter{
			{SDK: GoSDK, Type: TypeRef{Pkg: goSDKJSONRPC2, Name: "WireError"}, CodeField: "Code"},
			{SDK: MCPGo, Type: TypeRef{Pkg: mcpGoMCP, Name: "JSONRPCErrorDetails"}, CodeField: "Code"},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewJSONRPCErrorDetails"}, CodeArg: 0},
			{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "", "NewJSONRPCError"}, CodeArg: 1},
		},
		// go-sdk mcp/resource.go ResourceNotFoundError uses
		// CodeResourceNotFound: the constant -32002 up to v1.6.x, a
		// variable holding -32602 from v1.7.0 (-32002 again only with
		// MCPGODEBUG=customresnotfounderrcode=1); mcp/shared.go
		// URLElicitationRequiredError sends -32042 on every protocol
		// (conformance_codes_test.go). mcp-go's URLElicitationRequiredError
		// has no row: mcp-go picks its code per request's protocol.
		CodeHelpers: []CodeHelper{
			{SDK: GoSDK, Func: FuncRef{goSDKMCP, "", "ResourceNotFoundError"}, Meaning: "resource not found", Codes: []VersionedCode{
				{Code: codeInvalidParams, Since: goSDKV17, Versions: "v1.7.0+"},
				{Code: codeResourceNotFound, Versions: "v1.2.0–v1.6.x"},
			}},
			{SDK: GoSDK, Func: FuncRef{goSDKMCP, "", "URLElicitationRequiredError"}, Meaning: "URL elicitation required", Codes: []VersionedCode{
				{Code: urlElicitation, Since: goSDKV17, Versions: "v1.7.0+"},
				{Code: urlElicitation, Versions: "v1.2.0–v1.6.x"},
			}},
		},
		// go-sdk speaks 2026-07-28 from v1.7.0 and sends a *jsonrpc.Error's
		// code as written; mcp-go from v1.0.0 (mcp/version.go
		// ProtocolVersion20260728), and its handlers cannot send a code of
		// their own (every error but URL elicitation is -32603).
		CodeProtocols: []CodeProtocol{
			{SDK: GoSDK, Modern: goSDKV17, Versions: "v1.7.0+", SendsAsWritten: true,
				InvalidParams: FuncRef{goSDKModule + "/jsonrpc", "", "CodeInvalidParams"},
				ErrorType:     TypeRef{Pointer: true, Pkg: goSDKModule + "/jsonrpc", Name: "Error"}},
			{SDK: MCPGo, Modern: mcpGoV10, Versions: "v1.0.0+", SendsAsWritten: true,
				InvalidParams: FuncRef{mcpGoMCP, "", "INVALID_PARAMS"}},
		},
		ToolNames: []ParamField{
			{SDK: GoSDK, Struct: TypeRef{Pkg: goSDKMCP, Name: "CallToolParamsRaw"}, Field: "Name"},
			{SDK: MCPGo, Struct: TypeRef{Pkg: mcpGoMCP, Name: "CallToolParams"}, Field: "Name"},
		},
		ToolArgs: []ParamField{
			{SDK: GoSDK, Struct: TypeRef{Pkg: goSDKMCP, Name: "CallToolParamsRaw"}, Field: "Arguments"},
			{SDK: MCPGo, Struct: TypeRef{Pkg: mcpGoMCP, Name: "CallToolParams"}, Field: "Arguments"},
		},
		ClientCalls: []ClientCall{
			{SDK: GoSDK, Func: FuncRef{goSDKMCP, "ClientSession", "CallTool"}, Request: TypeRef{Pointer: true, Pkg: goSDKMCP, Name: "CallToolParams"}},
			{SDK: MCPGo, Func: FuncRef{mcpGoClient, "Client", "CallTool"}, Request: mgReq},
			{SDK: MCPGo, Func: FuncRef{mcpGoClient, "MCPClient", "CallTool"}, Request: mgReq},
		},
	}
	// mcp-go server/session.go, elicitation.go; go-sdk mcp/server.go
	// (*ServerSession).
	for _, name := range []string{"SendNotificationToClient", "SendNotificationToSpecificClient", "SendNotificationToAllClients",
		"SendLogMessageToClient", "SendLogMessageToSpecificClient", "SendElicitationComplete"} {
		m.TransportCalls = append(m.TransportCalls, FuncRef{mcpGoServer, "MCPServer", name})
	}
	for _, name := range []string{"NotifyProgress", "Log", "NotifyElicitationComplete"} {
		m.TransportCalls = append(m.TransportCalls, FuncRef{goSDKMCP, "ServerSession", name})
	}
	m.SessionAccessors = append(m.SessionAccessors, FuncRef{mcpGoServer, "", "ClientSessionFromContext"})
	// go-sdk mcp/streamable.go, mcp/sse.go; mcp-go server/streamable_http.go,
	// server/sse.go.
	m.HTTPHandlers = []FuncRef{
		{goSDKMCP, "", "NewStreamableHTTPHandler"}, {goSDKMCP, "", "NewSSEHandler"},
		{mcpGoServer, "", "NewStreamableHTTPServer"}, {mcpGoServer, "", "NewSSEServer"},
	}
	for _, name := range []string{"RequireString", "RequireInt", "RequireFloat", "RequireBool",
		"RequireStringSlice", "RequireIntSlice", "RequireFloatSlice", "RequireBoolSlice"} {
		m.ArgHelpers = append(m.ArgHelpers, ArgHelper{SDK: MCPGo, Func: FuncRef{mcpGoMCP, "CallToolRequest", name}})
	}
	// mcp-go mcp/tools.go BindArguments returns encoding/json's errors, or
	// a written one.
	m.ArgBinders = append(m.ArgBinders, FuncRef{mcpGoMCP, "CallToolRequest", "BindArguments"})
	// mcp-go mcp/utils.go NewToolResultJSON (v1.2.1): its one error is
	// fmt.Errorf("unable to marshal JSON: %w") of json.Marshal's.
	m.JSONEncoders = append(m.JSONEncoders, FuncRef{mcpGoMCP, "", "NewToolResultJSON"})
	// mcp-go server/{sampling,elicitation,roots}.go and go-sdk
	// mcp/server.go: requests to the session's client (its notifications
	// are TransportCalls).
	for _, name := range []string{"RequestSampling", "RequestElicitation", "RequestURLElicitation", "RequestRoots"} {
		m.SessionRequests = append(m.SessionRequests, SessionRequest{SDK: MCPGo, Func: FuncRef{mcpGoServer, "MCPServer", name}})
	}
	for _, name := range []string{"CreateMessage", "CreateMessageWithTools", "Elicit", "ListRoots", "Ping"} {
		m.SessionRequests = append(m.SessionRequests, SessionRequest{SDK: GoSDK, Func: FuncRef{goSDKMCP, "ServerSession", name}})
	}
	// mcp-go mcp/types.go ElicitationResponse.Action, go-sdk mcp/protocol.go
	// ElicitResult.Action (spec: ElicitResult.action, an enum).
	actions := []string{"accept", "decline", "cancel"}
	m.ClosedFields = append(m.ClosedFields,
		ClosedField{SDK: MCPGo, Struct: TypeRef{Pkg: mcpGoMCP, Name: "ElicitationResponse"}, Field: "Action", Values: actions, WithContent: "accept"},
		ClosedField{SDK: GoSDK, Struct: TypeRef{Pkg: goSDKMCP, Name: "ElicitResult"}, Field: "Action", Values: actions, WithContent: "accept"},
	)
	return m
}

// mcpGoNilNil: mcp-go server/server.go handleToolCall, by version.
func mcpGoNilNil(v044, v12 *Marker) Behaviour {
	return Behaviour{
		{Channel: ProtocolError, Code: internalError, Text: `"tool '<name>' handler returned no result"`, Since: v12, Versions: "v1.2.0+"},
		{Channel: NullResult, Since: v044, Versions: "v0.44.0–v1.1.x"},
		{Channel: Crash, Versions: "v0.20.0–v0.43.x", Note: "a nil-pointer panic in the server"},
	}
}

// mcpGoPanic: without server.WithRecovery, streamable HTTP drops the
// connection (net/http recovers the request's goroutine) and in-process
// callers see the panic; what stdio does depends on the version
// (server/stdio.go): v1.1.0+ recovers in the tool call worker and answers
// -32603 "internal panic: ..." with the request's id (conformance-checked
// on v1.2.1); v1.0.x recovers there too but answers with a null id, which
// no client matches to its call; up to v0.44.x nothing recovers and the
// process dies.
func mcpGoPanic(v054, v10, v12 *Marker) Behaviour {
	return Behaviour{
		{Channel: Crash, Since: v12, Versions: "v1.2.0+",
			Note: "without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603"},
		{Channel: Crash, Since: v10, Versions: "v1.0.0–v1.1.x",
			Note: "without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603 (v1.1) or an error with a null id that the client cannot match (v1.0)"},
		{Channel: Crash, Since: v054, Versions: "v0.54.1–v0.58.x",
			Note: "without server.WithRecovery, streamable HTTP drops the connection and stdio answers an error with a null id that the client cannot match"},
		{Channel: Crash, Versions: "v0.20.0–v0.53.x",
			Note: "without server.WithRecovery, streamable HTTP drops the connection and a stdio server dies"},
	}
}

// mcpGoStdioPanic is what mcp-go's stdio server sends for a tool
// handler's panic (server/stdio.go toolCallWorker): from v0.54.1 its
// worker recovers it and answers -32603 "internal panic: <value>", with a
// null id up to v1.0.x and the request's id from v1.1.0 (conformance:
// checkMCPGoPanic's stdio transport, on the pinned v1.2.1); before, the
// process dies.
func mcpGoStdioPanic(v054, v10 *Marker) Behaviour {
	return Behaviour{
		{Channel: ProtocolError, Code: internalError, Text: `"internal panic: " + value`, Since: v10, Versions: "v1.0.0+"},
		{Channel: ProtocolError, Code: internalError, Text: `"internal panic: " + value`, Since: v054, Versions: "v0.54.1–v0.58.x",
			Note: "with a null id that the client cannot match"},
		{Channel: Crash, Versions: "v0.20.0–v0.53.x", Note: "the stdio server dies"},
	}
}
