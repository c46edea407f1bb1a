// Package summary is the analyzer through which the mcplint command learns
// what each package held to check: the tool handlers the handlers pass
// found, by kind, and the client calls of a tool. A run that finds
// nothing can then tell "checked, clean" from "nothing to check". The
// command adds it to the analyzers it runs under go vet and takes its
// diagnostics out of the findings (Category).
package summary

import (
	"fmt"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/handlers"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// Category is the category of the analyzer's diagnostics.
const Category = "mcplint-summary"

// Analyzer reports, once per package that holds anything to check, a
// diagnostic of Category at its package clause whose message Parse reads.
var Analyzer = &analysis.Analyzer{
	Name:     "mcplintsummary",
	Doc:      "report what each package holds to check (for the mcplint command)",
	Requires: []*analysis.Analyzer{handlers.Analyzer},
	Run:      run,
}

// Counts is what one package holds.
type Counts struct {
	// Tools counts the tool handlers by kind: not their continuations,
	// middleware or the converted twins of open handlers.
	Tools map[string]int
	// Candidates counts the exported functions of a typed or structured
	// handler's shape that a package above may register (weak open
	// handlers): tools where one does.
	Candidates int
	// Middleware counts the handlers middleware return around the
	// handler they are given.
	Middleware int
	// Registered counts the handlers of other packages this one wraps,
	// registers or assembles (handlers.Result.Claims): their findings
	// are in those packages' files.
	Registered int
	// Clients counts the calls of an SDK client's CallTool.
	Clients int
}

// Total is everything the package holds to check.
func (c Counts) Total() int {
	n := c.Candidates + c.Middleware + c.Registered + c.Clients
	for _, k := range c.Tools {
		n += k
	}
	return n
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	c := Counts{Tools: map[string]int{}}
	for _, h := range res.Handlers {
		switch {
		case h.Variant == handlers.Converted, h.How == handlers.AsContinuation:
		case h.How == handlers.AsMiddleware:
			c.Middleware++
		case h.Weak:
			c.Candidates++
		default:
			c.Tools[string(h.Spec.Kind)]++
		}
	}
	seen := map[any]bool{}
	for _, cl := range res.Claims {
		var k any = cl.Obj
		if cl.Key != "" {
			k = cl.Key
		}
		if !seen[k] && !strings.HasPrefix(cl.Key, "addenda ") {
			seen[k] = true
			c.Registered++
		}
	}
	for _, fn := range res.Funcs {
		if file := srcfile.FileOf(pass.Files, fn.Pos()); file == nil || srcfile.IsTest(pass.Fset, file) {
			continue
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if call, ok := instr.(*ssa.Call); ok && isClientCall(res, flow.StaticFunc(call.Common())) {
					c.Clients++
				}
			}
		}
	}
	if c.Total() > 0 && len(pass.Files) > 0 {
		pass.Report(analysis.Diagnostic{Pos: pass.Files[0].Package, Category: Category, Message: c.String()})
	}
	return nil, nil
}

func isClientCall(res *handlers.Result, obj *types.Func) bool {
	if obj == nil {
		return false
	}
	for _, cc := range res.Model.ClientCalls {
		if cc.Func.Match(obj) {
			return true
		}
	}
	return false
}

// String writes c as
// "tools=<kind>:<n>,...;candidates=<n>;middleware=<n>;registered=<n>;clients=<n>".
func (c Counts) String() string {
	kinds := make([]string, 0, len(c.Tools))
	for k, n := range c.Tools {
		kinds = append(kinds, fmt.Sprintf("%s:%d", k, n))
	}
	sort.Strings(kinds)
	return fmt.Sprintf("tools=%s;candidates=%d;middleware=%d;registered=%d;clients=%d", strings.Join(kinds, ","), c.Candidates, c.Middleware, c.Registered, c.Clients)
}

// Parse reads a message String wrote.
func Parse(msg string) (Counts, error) {
	c := Counts{Tools: map[string]int{}}
	var tools string
	parts := strings.Split(msg, ";")
	if len(parts) != 5 || !strings.HasPrefix(parts[0], "tools=") {
		return c, fmt.Errorf("not a summary: %q", msg)
	}
	tools = strings.TrimPrefix(parts[0], "tools=")
	for i, f := range []struct {
		name string
		n    *int
	}{{"candidates", &c.Candidates}, {"middleware", &c.Middleware}, {"registered", &c.Registered}, {"clients", &c.Clients}} {
		if _, err := fmt.Sscanf(parts[i+1], f.name+"=%d", f.n); err != nil {
			return c, fmt.Errorf("not a summary: %q", msg)
		}
	}
	if tools != "" {
		for _, kv := range strings.Split(tools, ",") {
			i := strings.LastIndexByte(kv, ':')
			var n int
			if i < 0 {
				return c, fmt.Errorf("not a summary: %q", msg)
			}
			if _, err := fmt.Sscanf(kv[i+1:], "%d", &n); err != nil {
				return c, fmt.Errorf("not a summary: %q", msg)
			}
			c.Tools[kv[:i]] += n
		}
	}
	return c, nil
}
