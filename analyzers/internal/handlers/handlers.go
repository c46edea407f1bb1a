// Package handlers is the analysis pass every mcplint analyzer builds on:
// it finds the MCP tool handlers of a package, in both SDKs and in every
// form (func literals, named functions, methods and method values, closures
// returned by factories and middleware, typed constructors), tells which
// SDK behaviour applies to each, and lists each handler's return paths in
// SSA form.
//
// Consumers require Analyzer and read its *Result, as x/tools' passes read
// inspect or buildssa. Knowledge about the SDKs comes from package
// sdkmodel; nothing here names an SDK function.
package handlers

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssabuild"
)

// Analyzer finds tool handlers. Its result is a *Result; it exports a
// *ParamFact for functions that register, convert or wrap handlers passed
// to them, so that registration helpers in other packages are understood.
var Analyzer = &analysis.Analyzer{
	Name:       "mcphandlers",
	Doc:        "find MCP tool handlers and their return paths (shared by the mcplint analyzers)",
	URL:        "https://github.com/mcplint-go/mcplint#how-mcplint-finds-handlers",
	Run:        run,
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{(*ParamFact)(nil), (*OpenFact)(nil), (*ServerFact)(nil)},
	Requires:   []*analysis.Analyzer{ssabuild.Analyzer},
}

// Result is what the pass found in one package.
type Result struct {
	Model *sdkmodel.Model
	// Pkgs is the package and its transitive imports by path, for
	// sdkmodel markers (Behaviour.Resolve).
	Pkgs map[string]*types.Package
	// SSA is the package in SSA form, or nil when the package does not
	// use an MCP SDK (then Handlers is empty too).
	SSA *ssa.Package
	// Funcs lists every source function of the package with a body,
	// including func literals, in source order.
	Funcs []*ssa.Function
	// Handlers lists the tool handlers (and handler middleware and
	// continuations) declared in the package, in source order. Handlers
	// declared in _test.go files and generated files are left out.
	Handlers []*Handler
	// Recovered holds, per SDK, the position of an installed panic
	// recovery seen in this package: mcp-go server.WithRecovery, or a
	// recovering middleware installed on a server (go-sdk
	// AddReceivingMiddleware, mcp-go WithToolHandlerMiddleware and Use).
	Recovered map[sdkmodel.SDK]token.Pos
	// SDKRecovered holds, per SDK, the position of the SDK's own recovery
	// option seen in this package (sdkmodel.Model.Recoveries: mcp-go
	// server.WithRecovery), which puts a panic's value in the JSON-RPC
	// error message, and OwnRecovered that of a recovering middleware of
	// the module installed on a server, which writes its own text and, in
	// whatever order the two are installed, may take the panic first.
	SDKRecovered, OwnRecovered map[sdkmodel.SDK]token.Pos
	// Stdio holds, per SDK, a stdio server function this package calls
	// outside test files (sdkmodel.Model.StdioServers): what it sends
	// for a handler's panic nothing else recovered.
	Stdio map[sdkmodel.SDK]*sdkmodel.StdioServer
	// Servers holds, per SDK, the position of a call of a server
	// constructor (sdkmodel.ServerConstructor) outside test files: where
	// one is, the options and middleware of the package's servers are in
	// view, and Recovered says all there is.
	Servers map[sdkmodel.SDK]token.Pos
	// Validated holds, per SDK, the position of an option seen in this
	// package that validates a tool call's arguments against the tool's
	// input schema before the handler runs (sdkmodel.Model.Validations).
	Validated map[sdkmodel.SDK]token.Pos
	// Summaries are the ParamFacts the pass exported for this package's
	// functions.
	Summaries map[*types.Func]*ParamFact
	// Claims are this package's references to other packages' open
	// handlers, with the variant that applies here (open.go).
	Claims []report.Claim
	// OpenKeys gives the project handler type key of the open handlers
	// declared here that are claimed by key (Handler.Key), by declared
	// function.
	OpenKeys map[types.Object]string
	// OpenWeak holds the declared functions of the open handlers found by
	// a weak signature alone (weak.go): nothing of theirs is reported
	// here, since they may be delegates; a package that registers them
	// claims their variant.
	OpenWeak map[types.Object]bool

	byFunc map[*ssa.Function]*Handler
	// relayed holds the calls of tool functions whose results a handler
	// relays (see Relay).
	relayed map[*ssa.Call]bool
	// keyedCalls holds the calls handlers make of values of project
	// handler types and of producers, with their key (CallKey).
	keyedCalls map[*ssa.Call]string
}

// CallKey returns the key of the project handler type whose value call
// calls (keyed.go), or of the producer of this package it calls
// (resultfield.go), when a handler of this package makes the call; or
// "". The results pass claims under it the fields of the call's result
// the handler sends (ResultField).
func (r *Result) CallKey(call *ssa.Call) string {
	return r.keyedCalls[call]
}

// Relayed reports whether call calls a tool function whose results the
// handler making the call returns as its own: the tool function is a
// handler too, and what it returns is judged there.
func (r *Result) Relayed(call *ssa.Call) bool {
	return r.relayed[call]
}

// HandlerOf returns the handler whose body is fn, or nil.
func (r *Result) HandlerOf(fn *ssa.Function) *Handler {
	return r.byFunc[fn]
}

// How says how a handler was found.
type How int

const (
	// BySignature: the function has a handler's signature.
	BySignature How = iota
	// ByRegistration: the function reaches an SDK registration or a
	// registration helper (through a ParamFact) in this package.
	ByRegistration
	// ByWrapper: the function is passed to an SDK wrapper such as mcp-go
	// NewTypedToolHandler.
	ByWrapper
	// AsMiddleware: the function is the handler a middleware returns
	// around the handler it is given.
	AsMiddleware
	// AsContinuation: a handler returns this function's results as its
	// own, unchecked, so its returns are the handler's.
	AsContinuation
	// ByType: the function is stored as a project handler type, whose
	// values an adapter in another package calls (keyed.go).
	ByType
)

// Handler is one tool handler.
type Handler struct {
	// Spec is the behaviour that applies. When a middleware or adapter
	// converts returned errors into isError results, Spec is a copy of the
	// SDK row with OnError saying so, and ConvertedBy names it.
	Spec        *sdkmodel.Handler
	ConvertedBy string
	// RecoveredBy, if set, names a recovering middleware the handler is
	// wrapped in where it is registered (ParamUse.Recovers): its panics
	// never reach the SDK.
	RecoveredBy string

	Fn     *ssa.Function
	Syntax ast.Node // *ast.FuncDecl or *ast.FuncLit
	File   *ast.File
	How    How
	// Of is the handler this one continues (AsContinuation) or the
	// middleware's handler; nil otherwise.
	Of *Handler

	Returns []*Return

	// Open, if set, is the declared function an open handler is judged
	// under, and Variant which of its variants this Handler is (the
	// pass lists both): its channel is settled where the server is
	// assembled. Analyzers pass both to report.Reporter.Scope.
	Open    *types.Func
	Variant string
	// RawWrap, if set, is the kind of a wrapper that calls this handler
	// and returns its error unchanged, a protocol error (ParamUse.RawWrap):
	// the handler is judged by its own signature, and its returned
	// errors leave on the wrapper's channel.
	RawWrap *sdkmodel.Handler
	// Key, if set, is the project handler type an open handler is
	// stored as (keyed.go); its variants are claimed by that key.
	Key string
	// Field, if set, makes this Handler the twin of a handler of a
	// project handler type that judges a field of its result
	// (resultfield.go): what its returns write into that field, as an
	// adapter that maps the field sends it. Its Returns carry no
	// Result, Output or Err of their own, and its Spec no panic
	// behaviour: the other twins judge those.
	Field *ResultField

	// Addenda, if set, is the exported function a settled handler is or
	// is made by, when its package builds no server of its SDK: its
	// addenda (Unrecovered, UnrecoveredUnvalidated) are deferred under
	// that function's key (AddendaKey, Result.OpenKeys) for the package
	// that builds the server (addenda.go).
	Addenda *types.Func

	// Weak: an open handler found by a weak signature alone (weak.go):
	// a tool only where a package registers it.
	Weak bool
}

// Body returns the handler's body.
func (h *Handler) Body() *ast.BlockStmt {
	switch n := h.Syntax.(type) {
	case *ast.FuncDecl:
		return n.Body
	case *ast.FuncLit:
		return n.Body
	}
	return nil
}

// Return is one return path of a handler.
type Return struct {
	Instr *ssa.Return
	// Stmt is the return statement, or nil for the implicit return at the
	// end of a function without results.
	Stmt *ast.ReturnStmt
	// Result, Output and Err are the returned values at the handler's
	// ResultIndex, OutputIndex and ErrorIndex; Output is nil when the kind
	// has none.
	Result, Output, Err ssa.Value
}

// Pos is the position to report a return at.
func (r *Return) Pos() token.Pos {
	if r.Stmt != nil {
		return r.Stmt.Pos()
	}
	return r.Instr.Pos()
}

// ResultExpr and ErrExpr return the expression written at
// that position of the return statement, or nil (bare return, a call
// returning a tuple).
func (r *Return) ResultExpr(h *Handler) ast.Expr { return r.expr(h.Spec.ResultIndex) }
func (r *Return) ErrExpr(h *Handler) ast.Expr    { return r.expr(h.Spec.ErrorIndex) }

func (r *Return) expr(i int) ast.Expr {
	// A bare return or "return f()" of a tuple has no expression per
	// result.
	if r.Stmt == nil || i < 0 || len(r.Stmt.Results) != len(r.Instr.Results) {
		return nil
	}
	return r.Stmt.Results[i]
}
