// Package sdkmodel is mcplint's one table of knowledge about the Go MCP
// SDKs: which functions register tool handlers, what a handler's signature
// looks like, which functions build results, and what each SDK puts on the
// wire when a handler returns an error, a *jsonrpc.Error, (nil, nil) or
// panics.
//
// The table is data: a *Model from Default, whose rows are exported
// fields (Handlers, Registrations, Constructors, Results, ...). Analyzers
// and the shared passes ask questions of it and never name an SDK package,
// function, type or field themselves (TestSDKKnowledgeConfined checks),
// so that adding an SDK, a registration function or a version means
// adding rows here. The questions:
//
//   - by function: ConstructorOf, RegistrationOf, WrapperOf, MiddlewareOf,
//     RecoveryOf, IsTransportCall, IsSessionRequest, IsSessionAccessor,
//     CodeWriterOfFunc, CodeHelperOf, and FuncRef.Match for the other rows;
//   - by type: ResultPointedBy, JSONRPCErrorOf and IsJSONRPCError,
//     ClosedValues, CodeWriterOfType, IsToolName, IsToolArgs, and
//     TypeRef.Match;
//   - by SDK or kind: Handler (the row of a HandlerKind), RawHandler,
//     ResultFor, CodeProtocolOf, SDKOf and IsSDKPackage;
//   - by JSON-RPC error code: JudgeCode (the spec's error-code rules),
//     Replacement and CodeName;
//   - of a row: Handler.Subject and ReturnsProtocolError,
//     Behaviour.Resolve, CodeHelper.ResolveCode, Outcome.Describe and
//     TextIsTheError.
//
// Behaviour rows carry the SDK versions they were observed on (go-sdk
// v1.2.0–v1.8.0, mcp-go v0.20–v1.2.1; see docs/design.md §2 and the conformance
// tests in this package, which start real in-process servers of the pinned
// SDK versions and assert each row on the wire). Where behaviour changed
// between versions, a Marker — an exported identifier that only exists from
// some version on — lets an analyzer tell the versions apart from the API
// surface the type checker sees, since an analysis pass does not see the
// versions of its dependencies.
package sdkmodel
