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
}

func (*ParamFact) AFact() {}

func (f *ParamFact) String() string {
	var parts []string
	for _, p := range f.Params {
		var what []string
		if p.Kind != "" {
			what = append(what, "registers "+string(p.Kind))
		}
		if p.Converts {
			what = append(what, "converts errors")
		}
		parts = append(parts, fmt.Sprintf("param %d: %s", p.Index, strings.Join(what, ", ")))
	}
	return "handler params(" + strings.Join(parts, "; ") + ")"
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
