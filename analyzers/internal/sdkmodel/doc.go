// Package sdkmodel is mcplint's one table of knowledge about the Go MCP
// SDKs: which functions register tool handlers, what a handler's signature
// looks like, which functions build results, and what each SDK puts on the
// wire when a handler returns an error, a *jsonrpc.Error, (nil, nil) or
// panics.
//
// The table is data. Analyzers ask questions of it (Model.HandlerKindOf,
// Model.Registration, Model.Constructor, ...) and never name an SDK package
// or function themselves, so that adding an SDK, a registration function or
// a version means adding rows here.
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
