package handlers

import (
	"fmt"
	"sort"
	"strings"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// ParamFact is exported for a function that does something known with a
// handler passed to it, so that packages calling it learn what becomes of
// their handlers:
//
//	func Register(s *server.MCPServer, name string, h server.ToolHandlerFunc) { s.AddTool(mcp.NewTool(name), h) }
//
// gets {Param 2: registered as mcp-go ToolHandlerFunc}, and
//
//	func Safe(next server.ToolHandlerFunc) server.ToolHandlerFunc { ... if err != nil { return mcp.NewToolResultError(err.Error()), nil } ... }
//
// gets {Param 0: converts errors}.
type ParamFact struct {
	Params []ParamUse
	// Makes, if set, is what every function value the function returns
	// as its first result does with its own parameters: the function is
	// a middleware factory, and installing what a call of it makes is
	// installing that middleware.
	//
	//	func Recovery(log *slog.Logger) mcp.Middleware { return func(next mcp.MethodHandler) mcp.MethodHandler { ... defer recover ... } }
	//
	// gets {Makes param 0: recovers panics}.
	Makes []ParamUse
}

// ParamUse is what a function does with its parameter Index.
type ParamUse struct {
	Index int
	// Kind, if set, is the kind of handler the parameter is registered
	// or wrapped as.
	Kind sdkmodel.HandlerKind
	// Converts: the function calls the parameter and turns a returned
	// error into an isError result of SDK.
	Converts bool
	SDK      sdkmodel.SDK
	// Recovers: the function calls the parameter only inside a function
	// that defers a recover (a recovering middleware), so the handler's
	// panics never reach the SDK.
	Recovers bool
	// Relay, if set: the function calls the parameter and returns its
	// results as a handler's own, so the parameter is a tool function
	// whose returns take that handler's channel.
	Relay *Relay
	// RawWrap, if set: the parameter has an SDK handler's own shape and
	// the function calls it inside a handler of this kind that returns
	// its error unchanged, a protocol error: the handlers passed keep
	// their kind, and their returned errors leave on that channel.
	RawWrap sdkmodel.HandlerKind
}

// Relay says where a tool function's results go when a handler returns
// them as its own: the results at ResultAt, OutputAt and ErrAt of the
// tool function's signature become the result, typed output and error of
// a handler of kind Kind (-1: that result is dropped). A chain of relays
// composes into one: the kind is always the one at the SDK end.
//
//	func NewTool[In any](h func(context.Context, Deps, *mcp.CallToolRequest, In) (*mcp.CallToolResult, any, error)) mcp.ToolHandler {
//		return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			res, _, err := h(ctx, deps(ctx), req, args(req))
//			return res, err
//		}
//	}
//
// gives h {Kind: go-sdk raw ToolHandler, ResultAt: 0, OutputAt: -1, ErrAt: 2}.
type Relay struct {
	Kind                      sdkmodel.HandlerKind
	ResultAt, OutputAt, ErrAt int
}

func (r *Relay) String() string {
	return fmt.Sprintf("relays results %d,%d,%d as %s", r.ResultAt, r.OutputAt, r.ErrAt, r.Kind)
}

func (*ParamFact) AFact() {}

func (f *ParamFact) String() string {
	s := "handler params(" + useString(f.Params) + ")"
	if len(f.Makes) > 0 {
		s += " makes(" + useString(f.Makes) + ")"
	}
	return s
}

func useString(uses []ParamUse) string {
	var parts []string
	for _, p := range uses {
		var what []string
		if p.Kind != "" {
			what = append(what, "registers "+string(p.Kind))
		}
		if p.Converts {
			what = append(what, "converts errors")
		}
		if p.Recovers {
			what = append(what, "recovers panics")
		}
		if p.Relay != nil {
			what = append(what, p.Relay.String())
		}
		if p.RawWrap != "" {
			what = append(what, "returns its error raw as "+string(p.RawWrap))
		}
		parts = append(parts, fmt.Sprintf("param %d: %s", p.Index, strings.Join(what, ", ")))
	}
	return strings.Join(parts, "; ")
}

// use returns the entry for parameter i, adding it if needed.
func (f *ParamFact) use(i int) *ParamUse {
	for k := range f.Params {
		if f.Params[k].Index == i {
			return &f.Params[k]
		}
	}
	f.Params = append(f.Params, ParamUse{Index: i})
	sort.Slice(f.Params, func(a, b int) bool { return f.Params[a].Index < f.Params[b].Index })
	return f.use(i)
}

// Param returns the entry for parameter i, or nil.
func (f *ParamFact) Param(i int) *ParamUse {
	if f == nil {
		return nil
	}
	for k := range f.Params {
		if f.Params[k].Index == i {
			return &f.Params[k]
		}
	}
	return nil
}
