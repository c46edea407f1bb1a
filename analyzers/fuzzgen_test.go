package analyzers_test

// The source generator of FuzzHandlers: it turns the fuzzer's bytes into a
// small MCP server package built from fragments (handlers of every kind
// and form, error sources, result builders, branches, loops, deferred
// recovers, terminators, suppression directives, helpers, continuations,
// registration, middleware, client calls), always valid Go. Each choice
// reads one byte; when the bytes run out every choice takes its first
// option, which ends recursion.

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// libSource is the helper package the generated server imports: a
// registration helper, converting and pass-through middleware, and
// error helpers, so that facts cross a package boundary.
const libSource = `// Package lib has helpers for the fuzzed server.
package lib

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ErrNotFound is a sentinel written in the module.
var ErrNotFound = errors.New("item not found: check the id")

// Check fails with a written error.
func Check(s string) error {
	if s == "" {
		return errors.New("the value is empty: pass a non-empty value")
	}
	return nil
}

// Load fails with the standard library's error.
func Load(path string) ([]byte, error) { return os.ReadFile(path) }

// Wrap wraps an error.
func Wrap(err error) error { return fmt.Errorf("lib: %w", err) }

// Register registers an mcp-go handler.
func Register(s *server.MCPServer, name string, h server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool(name), h)
}

// Safe turns a handler's errors into isError results.
func Safe(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// Logged passes a handler's errors on.
func Logged(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return next(ctx, req)
	}
}
`

// Import paths and the names the generated code uses for them.
var genImports = map[string]string{
	"context":                            "context",
	"errors":                             "errors",
	"fmt":                                "fmt",
	"log":                                "log",
	"os":                                 "os",
	"strconv":                            "strconv",
	"strings":                            "strings",
	"encoding/json":                      "json",
	"github.com/mark3labs/mcp-go/mcp":    "mcp",
	"github.com/mark3labs/mcp-go/server": "server",
	"github.com/mark3labs/mcp-go/client": "client",
	"github.com/modelcontextprotocol/go-sdk/mcp":     "gomcp",
	"github.com/modelcontextprotocol/go-sdk/jsonrpc": "jsonrpc",
	"fuzz.example/lib": "lib",
}

// handler kinds.
type hkind int

const (
	mcpRaw        hkind = iota // mcp-go ToolHandlerFunc
	mcpTyped                   // mcp-go NewTypedToolHandler
	mcpStructured              // mcp-go NewStructuredToolHandler
	sdkRaw                     // go-sdk ToolHandler
	sdkTyped                   // go-sdk ToolHandlerFor
	nkinds
)

func (k hkind) gosdk() bool { return k == sdkRaw || k == sdkTyped }

// results returns the result list of the kind, named or not.
func (k hkind) results(named bool) string {
	switch {
	case k == mcpStructured && named:
		return "(out Out, rerr error)"
	case k == mcpStructured:
		return "(Out, error)"
	case k == sdkTyped && named:
		return "(result *gomcp.CallToolResult, out Out, rerr error)"
	case k == sdkTyped:
		return "(*gomcp.CallToolResult, Out, error)"
	case k.gosdk() && named:
		return "(result *gomcp.CallToolResult, rerr error)"
	case k.gosdk():
		return "(*gomcp.CallToolResult, error)"
	case named:
		return "(result *mcp.CallToolResult, rerr error)"
	}
	return "(*mcp.CallToolResult, error)"
}

func (k hkind) params() string {
	switch k {
	case mcpRaw:
		return "(ctx context.Context, req mcp.CallToolRequest)"
	case mcpTyped, mcpStructured:
		return "(ctx context.Context, req mcp.CallToolRequest, args Args)"
	case sdkRaw:
		return "(ctx context.Context, req *gomcp.CallToolRequest)"
	}
	return "(ctx context.Context, req *gomcp.CallToolRequest, args Args)"
}

// funcType is the named function type of a raw kind, for factories.
func (k hkind) funcType() string {
	if k.gosdk() {
		return "gomcp.ToolHandler"
	}
	return "server.ToolHandlerFunc"
}

// variable kinds.
type vkind int

const (
	vErr vkind = iota
	vStr
	vRes   // a result of the function's SDK
	vBytes // []byte
	vInt
	nvkinds
)

type variable struct {
	name string
	kind vkind
	line int // index of the declaring line in the function's lines
	used bool
	// blank is the statement that uses the variable when nothing else
	// does.
	blank string
}

// fnGen generates one function body.
type fnGen struct {
	g      *gen
	kind   hkind
	named  bool
	hasReq bool   // req is a parameter
	recv   string // "a" for methods
	prefix bool   // a factory's prefix string is in scope
	lines  []string
	scopes [][]*variable
	vars   []*variable
}

// gen holds the generator's state for one program.
type gen struct {
	data    []byte
	pos     int
	used    map[string]bool // import paths used
	n       int             // name counter
	decls   []string        // top-level declarations, in order
	mcpRegs []string        // statements registering mcp-go handlers on s
	sdkRegs []string        // statements registering go-sdk handlers on g
	options []string        // mcp-go server options
	methods bool            // some handler is a method of *app
}

// generate turns data into the source of package srv.
func generate(data []byte) string {
	g := &gen{data: data, used: map[string]bool{}}
	g.use("context")
	nh := 1 + g.choose(4)
	for i := 0; i < nh; i++ {
		g.handler()
	}
	for i, n := 0, g.choose(3); i < n; i++ {
		g.clientFunc()
	}
	if g.choose(4) == 1 {
		g.use("github.com/mark3labs/mcp-go/server")
		g.options = append(g.options, "server.WithRecovery()")
	}
	switch g.choose(5) {
	case 1:
		g.use("github.com/mark3labs/mcp-go/server")
		g.use("fuzz.example/lib")
		g.options = append(g.options, "server.WithToolHandlerMiddleware(lib.Safe)")
	case 2:
		g.use("github.com/mark3labs/mcp-go/server")
		g.use("fuzz.example/lib")
		g.options = append(g.options, "server.WithToolHandlerMiddleware(lib.Logged)")
	}
	return g.render()
}

func (g *gen) byte() byte {
	if g.pos >= len(g.data) {
		return 0
	}
	b := g.data[g.pos]
	g.pos++
	return b
}

// choose returns a number in [0, n).
func (g *gen) choose(n int) int { return int(g.byte()) % n }

func (g *gen) name(prefix string) string {
	g.n++
	return fmt.Sprintf("%s%d", prefix, g.n)
}

func (g *gen) use(path string) { g.used[path] = true }

// messages are the constant texts of errors and results: written,
// opaque, empty, with verbs and quotes.
var messages = []string{
	"the query is empty: pass a search term",
	"error",
	"failed",
	"",
	"item %s not found",
	"rate limited: retry in a minute",
	`quote " and \ backslash`,
	"permission denied: ask an admin to grant access",
}

func (g *gen) message() string { return fmt.Sprintf("%q", messages[g.choose(len(messages))]) }

// handler adds one tool handler in some form, registered in some way.
func (g *gen) handler() {
	k := hkind(g.choose(int(nkinds)))
	name := g.name("tool")
	form := g.choose(6)
	named := g.choose(4) == 3
	if k == mcpTyped || k == mcpStructured || k == sdkTyped {
		g.decls = appendOnce(g.decls, "type Args struct {\n\tQuery string `json:\"query\"`\n\tN     int    `json:\"n\"`\n}")
		g.decls = appendOnce(g.decls, "type Out struct {\n\tText string `json:\"text\"`\n}")
	}
	if k.gosdk() {
		g.use("github.com/modelcontextprotocol/go-sdk/mcp")
	} else {
		g.use("github.com/mark3labs/mcp-go/mcp")
		g.use("github.com/mark3labs/mcp-go/server")
	}
	raw := k == mcpRaw || k == sdkRaw
	if !raw && (form == 3 || form == 4) {
		form = 0 // typed handlers: named functions, methods, literals
	}
	var value string // the expression that denotes the handler
	switch form {
	case 0, 5: // a named function
		f := g.fn(k, named, true)
		g.decls = append(g.decls, fmt.Sprintf("func %s%s %s {\n%s}", name, k.params(), k.results(named), f.body(1)))
		value = name
	case 1: // a method of *app
		f := g.fn(k, named, true)
		f.recv = "a"
		g.methods = true
		g.decls = append(g.decls, fmt.Sprintf("func (a *app) %s%s %s {\n%s}", name, k.params(), k.results(named), f.body(1)))
		value = "a." + name
	case 2: // a func literal, written at the registration
		f := g.fn(k, named, true)
		value = fmt.Sprintf("func%s %s {\n%s\t}", k.params(), k.results(named), f.body(2))
	case 3: // a factory's closure
		f := g.fn(k, named, true)
		f.prefix = true
		body := f.body(2)
		g.decls = append(g.decls, fmt.Sprintf("func make%s(prefix string) %s {\n\treturn func%s %s {\n%s\t}\n}",
			name, k.funcType(), k.params(), k.results(named), body))
		value = fmt.Sprintf("make%s(%q)", name, "p")
	case 4: // a generic function, instantiated
		f := g.fn(k, named, true)
		g.decls = append(g.decls, fmt.Sprintf("func %s[T any]%s %s {\n%s}", name, k.params(), k.results(named), f.body(1)))
		value = name + "[int]"
	}
	tool := fmt.Sprintf("%q", name)
	switch k {
	case mcpRaw:
		switch g.choose(6) {
		case 0:
			g.mcpRegs = append(g.mcpRegs, fmt.Sprintf("s.AddTool(mcp.NewTool(%s), %s)", tool, value))
		case 1:
			g.mcpRegs = append(g.mcpRegs, fmt.Sprintf("s.AddTools(server.ServerTool{Tool: mcp.NewTool(%s), Handler: %s})", tool, value))
		case 2:
			g.use("fuzz.example/lib")
			g.mcpRegs = append(g.mcpRegs, fmt.Sprintf("lib.Register(s, %s, %s)", tool, value))
		case 3:
			g.use("fuzz.example/lib")
			g.mcpRegs = append(g.mcpRegs, fmt.Sprintf("s.AddTool(mcp.NewTool(%s), lib.Safe(%s))", tool, value))
		case 4:
			g.use("fuzz.example/lib")
			g.mcpRegs = append(g.mcpRegs, fmt.Sprintf("s.AddTool(mcp.NewTool(%s), lib.Logged(%s))", tool, value))
		case 5:
			// Not registered: found by its signature alone.
			if form == 2 || form == 3 || form == 4 {
				g.mcpRegs = append(g.mcpRegs, fmt.Sprintf("_ = %s", value))
			}
		}
	case mcpTyped:
		g.mcpRegs = append(g.mcpRegs, fmt.Sprintf("s.AddTool(mcp.NewTool(%s), mcp.NewTypedToolHandler(%s))", tool, value))
	case mcpStructured:
		g.mcpRegs = append(g.mcpRegs, fmt.Sprintf("s.AddTool(mcp.NewTool(%s), mcp.NewStructuredToolHandler(%s))", tool, value))
	case sdkRaw:
		g.sdkRegs = append(g.sdkRegs, fmt.Sprintf("g.AddTool(&gomcp.Tool{Name: %s}, %s)", tool, value))
	case sdkTyped:
		g.sdkRegs = append(g.sdkRegs, fmt.Sprintf("gomcp.AddTool(g, &gomcp.Tool{Name: %s}, %s)", tool, value))
	}
}

func appendOnce(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// fn returns a generator for one function of kind k.
func (g *gen) fn(k hkind, named, hasReq bool) *fnGen {
	return &fnGen{g: g, kind: k, named: named, hasReq: hasReq}
}

// body generates the statements of the function, indented by depth tabs.
func (f *fnGen) body(depth int) string {
	f.push()
	ended := f.stmts(depth, 0, 1+f.g.choose(4))
	if !ended {
		f.ret(depth)
	}
	f.pop()
	// Variables nothing used get a blank use right after their
	// declaration, last first so that line numbers stay right.
	vs := slices.Clone(f.vars)
	sort.Slice(vs, func(i, j int) bool { return vs[i].line > vs[j].line })
	for _, v := range vs {
		if v.used {
			continue
		}
		indent := f.lines[v.line][:len(f.lines[v.line])-len(strings.TrimLeft(f.lines[v.line], "\t"))]
		f.lines = slices.Insert(f.lines, v.line+1, indent+v.blank)
	}
	return strings.Join(f.lines, "\n") + "\n"
}

func (f *fnGen) emit(depth int, format string, args ...any) int {
	f.lines = append(f.lines, strings.Repeat("\t", depth)+fmt.Sprintf(format, args...))
	return len(f.lines) - 1
}

func (f *fnGen) push() { f.scopes = append(f.scopes, nil) }
func (f *fnGen) pop()  { f.scopes = f.scopes[:len(f.scopes)-1] }

// declareWithErr emits "name, ev := call" (call formatted with args) and
// declares both variables.
func (f *fnGen) declareWithErr(depth int, name string, kind vkind, ev, call string, args ...any) {
	l := f.emit(depth, "%s, %s := %s", name, ev, fmt.Sprintf(call, args...))
	f.declare(name, kind, l)
	f.declare(ev, vErr, l)
}

// declare records a variable declared on line.
func (f *fnGen) declare(name string, kind vkind, line int) {
	v := &variable{name: name, kind: kind, line: line, blank: "_ = " + name}
	f.scopes[len(f.scopes)-1] = append(f.scopes[len(f.scopes)-1], v)
	f.vars = append(f.vars, v)
}

// has reports whether a variable of kind is visible.
func (f *fnGen) has(kind vkind) bool {
	for _, sc := range f.scopes {
		for _, v := range sc {
			if v.kind == kind {
				return true
			}
		}
	}
	return false
}

// pick returns a visible variable of kind, marking it used, or "".
func (f *fnGen) pick(kind vkind) string {
	var vs []*variable
	for _, sc := range f.scopes {
		for _, v := range sc {
			if v.kind == kind {
				vs = append(vs, v)
			}
		}
	}
	if len(vs) == 0 {
		return ""
	}
	v := vs[f.g.choose(len(vs))]
	v.used = true
	return v.name
}

// stmts emits up to n statements and reports whether the block ended in
// a terminating statement (nothing may follow it).
func (f *fnGen) stmts(depth, level, n int) bool {
	for i := 0; i < n; i++ {
		if f.stmt(depth, level) {
			return true
		}
	}
	return false
}

// stmt emits one statement and reports whether it terminates the block.
func (f *fnGen) stmt(depth, level int) bool {
	g := f.g
	c := g.choose(16)
	if level >= 3 && c >= 8 {
		c %= 8 // no more nesting
	}
	switch c {
	case 0:
		f.ret(depth)
		return true
	case 1, 2, 3:
		f.errSource(depth)
	case 4:
		f.strSource(depth)
	case 5:
		if r := f.resSource(depth); r == "" {
			f.errSource(depth)
		}
	case 6:
		// A terminator.
		switch g.choose(5) {
		case 0:
			f.emit(depth, "panic(%s)", g.message())
			return true
		case 1:
			if e := f.pick(vErr); e != "" {
				f.emit(depth, "panic(%s)", e)
				return true
			}
			f.emit(depth, "panic(%s)", g.message())
			return true
		case 2:
			g.use("log")
			f.emit(depth, "log.Fatalf(\"fatal: %%v\", %s)", f.anyValue())
		case 3:
			g.use("os")
			f.emit(depth, "os.Exit(1)")
		case 4:
			g.use("log")
			f.emit(depth, "log.Printf(\"note: %%v\", %s)", f.anyValue())
		}
	case 7:
		// A go-sdk result flagged by SetError.
		if f.kind.gosdk() && f.has(vRes) && f.has(vErr) {
			f.emit(depth, "%s.SetError(%s)", f.pick(vRes), f.pick(vErr))
			break
		}
		f.errSource(depth)
	case 8, 9:
		f.ifStmt(depth, level)
	case 10:
		// if/else, each branch its own block.
		f.emit(depth, "if %s {", f.cond())
		f.block(depth, level)
		f.emit(depth, "} else {")
		f.block(depth, level)
		f.emit(depth, "}")
	case 11:
		// switch on a string.
		s := f.pick(vStr)
		if s == "" {
			s = f.strExpr()
		}
		f.emit(depth, "switch %s {", s)
		f.emit(depth, "case %s:", g.message())
		f.block(depth, level)
		f.emit(depth, "default:")
		f.block(depth, level)
		f.emit(depth, "}")
	case 12:
		// A loop that may break, continue or return.
		item := g.name("item")
		f.emit(depth, "for _, %s := range []string{\"a\", \"b\"} {", item)
		f.push()
		f.emit(depth+1, "if %s == %s {", item, f.strExpr())
		switch g.choose(3) {
		case 0:
			f.emit(depth+2, "break")
		case 1:
			f.emit(depth+2, "continue")
		case 2:
			f.push()
			f.stmts(depth+2, level+1, 1+g.choose(2))
			f.pop()
		}
		f.emit(depth+1, "}")
		f.pop()
		f.emit(depth, "}")
	case 13:
		// A deferred recover, setting named results or logging.
		f.emit(depth, "defer func() {")
		f.emit(depth+1, "if r := recover(); r != nil {")
		switch {
		case f.named && g.choose(2) == 0:
			g.use("fmt")
			f.emit(depth+2, "rerr = fmt.Errorf(\"panic: %%v\", r)")
		case f.named && !f.kind.gosdk() && f.kind != mcpStructured:
			g.use("fmt")
			f.emit(depth+2, "result = mcp.NewToolResultError(fmt.Sprint(r))")
		default:
			g.use("log")
			f.emit(depth+2, "log.Printf(\"recovered: %%v\", r)")
		}
		f.emit(depth+1, "}")
		f.emit(depth, "}()")
	case 14:
		// A suppression directive, then a return.
		switch g.choose(4) {
		case 0:
			f.emit(depth, "//mcplint:ignore protomisuse,leak the gateway shows these to operators only")
		case 1:
			f.emit(depth, "//mcplint:ignore protomisuse")
		case 2:
			f.emit(depth, "//mcplint:ignore nosuchanalyzer because")
		case 3:
			f.emit(depth, "//mcplint:ignore unflaggederr,opaquemsg,ignoredtoolerr fuzzing")
		}
		f.ret(depth)
		return true
	case 15:
		// Return another function's results: a continuation.
		if f.kind == mcpRaw || f.kind == sdkRaw {
			f.continuation(depth)
			return true
		}
		f.ret(depth)
		return true
	}
	return false
}

// block emits a nested block of statements.
func (f *fnGen) block(depth, level int) {
	f.push()
	f.stmts(depth+1, level+1, 1+f.g.choose(3))
	f.pop()
}

// ifStmt emits an if on an error, often one that returns.
func (f *fnGen) ifStmt(depth, level int) {
	g := f.g
	if !f.has(vErr) || g.choose(4) == 0 {
		// if-init declaring the error.
		init, ev := f.errInit()
		f.emit(depth, "if %s; %s != nil {", init, ev)
		f.push()
		f.declare(ev, vErr, len(f.lines)-1)
		f.scopes[len(f.scopes)-1][0].used = true
		f.stmts(depth+1, level+1, 1+g.choose(3))
		f.pop()
		f.emit(depth, "}")
		return
	}
	e := f.pick(vErr)
	switch g.choose(5) {
	case 4:
		// The usual check: the error's own return.
		f.emit(depth, "if %s != nil {", e)
		f.errReturn(depth+1, e)
		f.emit(depth, "}")
		return
	case 0, 1:
		f.emit(depth, "if %s != nil {", e)
	case 2:
		f.emit(depth, "if %s == nil {", e)
	case 3:
		g.use("errors")
		g.use("fuzz.example/lib")
		f.emit(depth, "if errors.Is(%s, lib.ErrNotFound) {", e)
	}
	f.block(depth, level)
	f.emit(depth, "}")
}

// errReturn emits the return of a checked error e, as servers write it:
// its text in an isError result, wrapped, or as it is.
func (f *fnGen) errReturn(depth int, e string) {
	g := f.g
	var forms []string
	switch f.kind {
	case mcpStructured:
		forms = []string{"return Out{}, %s", "return Out{}, fmt.Errorf(\"search: %%w\", %s)"}
	case sdkTyped:
		forms = []string{"return nil, Out{}, %s", "return nil, Out{}, fmt.Errorf(\"search: %%w\", %s)", "return nil, Out{}, fmt.Errorf(\"search: %%v\", %s)"}
	case sdkRaw:
		forms = []string{
			"return &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: %s.Error()}}}, nil",
			"return nil, %s",
		}
		if g.choose(3) == 0 {
			r := g.name("res")
			f.emit(depth, "%s := &gomcp.CallToolResult{}", r)
			f.emit(depth, "%s.SetError(%s)", r, e)
			f.emit(depth, "return %s, nil", r)
			return
		}
	default:
		forms = []string{
			"return mcp.NewToolResultError(%s.Error()), nil",
			"return mcp.NewToolResultErrorf(\"lookup failed: %%v\", %s), nil",
			"return mcp.NewToolResultErrorFromErr(\"lookup failed\", %s), nil",
			"return nil, fmt.Errorf(\"lookup: %%w\", %s)",
			"return nil, %s",
		}
	}
	form := forms[g.choose(len(forms))]
	if strings.Contains(form, "fmt.") {
		g.use("fmt")
	}
	f.emit(depth, form, e)
}

// errInit returns an if-init statement declaring an error, and its name.
func (f *fnGen) errInit() (string, string) {
	g := f.g
	ev := g.name("err")
	switch g.choose(3) {
	case 0:
		if f.hasReq && !f.kind.gosdk() {
			return fmt.Sprintf("_, %s := req.RequireString(%q)", ev, "q"), ev
		}
		fallthrough
	case 1:
		g.use("fuzz.example/lib")
		return fmt.Sprintf("%s := lib.Check(%s)", ev, f.strExpr()), ev
	}
	g.use("encoding/json")
	return fmt.Sprintf("%s := json.Unmarshal([]byte(%s), new(map[string]any))", ev, f.strExpr()), ev
}

// errSource declares an error variable from one of many sources.
func (f *fnGen) errSource(depth int) {
	g := f.g
	ev := g.name("err")
	switch g.choose(14) {
	case 12:
		g.use("os")
		f.declare(ev, vErr, f.emit(depth, "_, %s := os.Stat(%s)", ev, f.strExpr()))
	case 13:
		g.use("os")
		f.declareWithErr(depth, g.name("data"), vBytes, ev, "os.ReadFile(%s)", f.strExpr())
	case 0:
		if f.hasReq && !f.kind.gosdk() {
			f.declareWithErr(depth, g.name("s"), vStr, ev, "req.RequireString(%q)", "q")
			return
		}
		fallthrough
	case 1:
		g.use("fuzz.example/lib")
		f.declareWithErr(depth, g.name("data"), vBytes, ev, "lib.Load(%s)", f.strExpr())
	case 2:
		g.use("errors")
		f.declare(ev, vErr, f.emit(depth, "%s := errors.New(%s)", ev, g.message()))
	case 3:
		g.use("fmt")
		if e := f.pick(vErr); e != "" {
			f.declare(ev, vErr, f.emit(depth, "%s := fmt.Errorf(\"lookup %%q: %%w\", %s, %s)", ev, f.strExpr(), e))
			return
		}
		f.declare(ev, vErr, f.emit(depth, "%s := fmt.Errorf(\"bad input %%s (%%d)\", %s, 3)", ev, f.strExpr()))
	case 4:
		f.declare(ev, vErr, f.emit(depth, "var %s error", ev))
	case 5:
		g.use("fuzz.example/lib")
		f.declare(ev, vErr, f.emit(depth, "%s := lib.Check(%s)", ev, f.strExpr()))
	case 6:
		g.use("strconv")
		f.declareWithErr(depth, g.name("n"), vInt, ev, "strconv.Atoi(%s)", f.strExpr())
	case 7:
		g.decls = appendOnce(g.decls, "var errSentinel = errors.New(\"the store is read-only: use the write tool\")")
		g.use("errors")
		f.declare(ev, vErr, f.emit(depth, "%s := errSentinel", ev))
	case 8:
		g.use("fuzz.example/lib")
		if e := f.pick(vErr); e != "" {
			f.declare(ev, vErr, f.emit(depth, "%s := lib.Wrap(%s)", ev, e))
			return
		}
		f.declare(ev, vErr, f.emit(depth, "%s := lib.ErrNotFound", ev))
	case 9:
		if f.kind.gosdk() {
			g.use("github.com/modelcontextprotocol/go-sdk/jsonrpc")
			f.declare(ev, vErr, f.emit(depth, "var %s error = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: %s}", ev, g.message()))
			return
		}
		g.use("os")
		f.declare(ev, vErr, f.emit(depth, "%s := os.ErrNotExist", ev))
	case 10:
		g.use("errors")
		e1, e2 := f.pick(vErr), f.pick(vErr)
		if e1 == "" {
			e1 = "nil"
		}
		if e2 == "" {
			e2 = "errors.New(\"second\")"
		}
		f.declare(ev, vErr, f.emit(depth, "%s := errors.Join(%s, %s)", ev, e1, e2))
	case 11:
		// A helper of this package, with its own generated body.
		h := f.helper()
		f.declare(ev, vErr, f.emit(depth, "%s := %s(%s)", ev, h, f.strExpr()))
	}
}

// helper adds a same-package function returning an error and returns its
// name.
func (f *fnGen) helper() string {
	g := f.g
	name := g.name("check")
	var body []string
	switch g.choose(4) {
	case 0:
		g.use("errors")
		body = []string{"\tif s == \"\" {", "\t\treturn errors.New(" + g.message() + ")", "\t}", "\treturn nil"}
	case 1:
		g.use("os")
		body = []string{"\t_, err := os.Stat(s)", "\treturn err"}
	case 2:
		g.use("fmt")
		body = []string{"\tif len(s) > 3 {", "\t\treturn fmt.Errorf(\"%q is too long\", s)", "\t}", "\treturn nil"}
	case 3:
		body = []string{"\tpanic(\"unreachable: \" + s)"}
	}
	g.decls = append(g.decls, fmt.Sprintf("func %s(s string) error {\n%s\n}", name, strings.Join(body, "\n")))
	return name
}

// strSource declares a string variable.
func (f *fnGen) strSource(depth int) {
	g := f.g
	s := g.name("s")
	switch g.choose(5) {
	case 0:
		if f.hasReq && !f.kind.gosdk() {
			f.declare(s, vStr, f.emit(depth, "%s := req.GetString(%q, \"\")", s, "q"))
			return
		}
		fallthrough
	case 1:
		if e := f.pick(vErr); e != "" {
			f.declare(s, vStr, f.emit(depth, "%s := %s.Error()", s, e))
			return
		}
		fallthrough
	case 2:
		g.use("fmt")
		f.declare(s, vStr, f.emit(depth, "%s := fmt.Sprintf(\"%%v items\", %s)", s, f.anyValue()))
	case 3:
		g.use("os")
		f.declare(s, vStr, f.emit(depth, "%s := os.Getenv(\"API_TOKEN\")", s))
	case 4:
		if b := f.pick(vBytes); b != "" {
			f.declare(s, vStr, f.emit(depth, "%s := string(%s)", s, b))
			return
		}
		f.declare(s, vStr, f.emit(depth, "%s := %s", s, g.message()))
	}
}

// resSource declares a result variable and its error, when the kind has
// a result.
func (f *fnGen) resSource(depth int) string {
	g := f.g
	r := g.name("res")
	switch {
	case f.kind == mcpStructured:
		return ""
	case f.kind.gosdk():
		g.use("github.com/modelcontextprotocol/go-sdk/mcp")
		f.declare(r, vRes, f.emit(depth, "%s := &gomcp.CallToolResult{}", r))
	default:
		ev := g.name("err")
		switch g.choose(2) {
		case 0:
			f.declareWithErr(depth, r, vRes, ev, "mcp.NewToolResultJSON(map[string]string{\"q\": %s})", f.strExpr())
		case 1:
			if e := f.resExpr(); e != "nil" {
				f.declare(r, vRes, f.emit(depth, "%s := %s", r, e))
			} else {
				f.declare(r, vRes, f.emit(depth, "var %s *mcp.CallToolResult", r))
			}
		}
	}
	return r
}

// continuation emits "return cont(...)" with cont a new same-package
// function of the handler's results.
func (f *fnGen) continuation(depth int) {
	g := f.g
	name := g.name("cont")
	c := g.fn(f.kind, false, false)
	g.decls = append(g.decls, fmt.Sprintf("func %s(ctx context.Context, q string) %s {\n%s}", name, f.kind.results(false), c.body(1)))
	f.emit(depth, "return %s(ctx, %s)", name, f.strExpr())
}

// cond returns a boolean condition.
func (f *fnGen) cond() string {
	g := f.g
	switch g.choose(5) {
	case 0:
		if e := f.pick(vErr); e != "" {
			return e + " != nil"
		}
	case 1:
		if s := f.pick(vStr); s != "" {
			return s + " == \"\""
		}
	case 2:
		if f.recv != "" {
			return "a.ready"
		}
	case 3:
		if n := f.pick(vInt); n != "" {
			return n + " > 10"
		}
	case 4:
		g.use("strings")
		return "strings.HasPrefix(" + f.strExpr() + ", \"x\")"
	}
	return "len(" + f.strExpr() + ") > 3"
}

// anyValue returns some value for a %v.
func (f *fnGen) anyValue() string {
	for _, k := range []vkind{vErr, vStr, vInt} {
		if f.g.choose(2) == 0 {
			if v := f.pick(k); v != "" {
				return v
			}
		}
	}
	return "0"
}

// strExpr returns a string expression.
func (f *fnGen) strExpr() string {
	g := f.g
	switch g.choose(9) {
	case 0:
		return g.message()
	case 1:
		if s := f.pick(vStr); s != "" {
			return s
		}
	case 2:
		if e := f.pick(vErr); e != "" {
			return e + ".Error()"
		}
	case 3:
		if e := f.pick(vErr); e != "" {
			return "\"failed: \" + " + e + ".Error()"
		}
	case 4:
		g.use("fmt")
		return "fmt.Sprintf(\"item %v not found\", " + f.anyValue() + ")"
	case 5:
		if f.kind == mcpTyped || f.kind == mcpStructured || f.kind == sdkTyped {
			return "args.Query"
		}
		if f.hasReq && !f.kind.gosdk() {
			return "req.GetString(\"q\", \"\")"
		}
	case 6:
		if f.prefix {
			return "prefix"
		}
	case 7:
		if s := f.pick(vStr); s != "" {
			g.use("strings")
			return "strings.TrimSpace(" + s + ")"
		}
	case 8:
		if !f.hasReq {
			return "q"
		}
	}
	return g.message()
}

// errExpr returns an error expression for a return.
func (f *fnGen) errExpr() string {
	g := f.g
	switch g.choose(9) {
	case 0:
		return "nil"
	case 1, 2:
		if e := f.pick(vErr); e != "" {
			return e
		}
	case 3:
		g.use("errors")
		return "errors.New(" + g.message() + ")"
	case 4:
		g.use("fmt")
		return "fmt.Errorf(\"bad query %q\", " + f.strExpr() + ")"
	case 5:
		if e := f.pick(vErr); e != "" {
			g.use("fmt")
			return "fmt.Errorf(\"search failed: %w\", " + e + ")"
		}
	case 6:
		if f.kind.gosdk() {
			g.use("github.com/modelcontextprotocol/go-sdk/jsonrpc")
			return "&jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: " + g.message() + "}"
		}
		return "mcp.URLElicitationRequiredError{}"
	case 7:
		if f.kind.gosdk() {
			g.use("github.com/modelcontextprotocol/go-sdk/jsonrpc")
			g.use("fmt")
			return "fmt.Errorf(\"wrapped: %w\", &jsonrpc.Error{Code: 1, Message: \"m\"})"
		}
	case 8:
		if e := f.pick(vErr); e != "" {
			g.use("fmt")
			return "fmt.Errorf(\"op: %v\", " + e + ")"
		}
	}
	g.use("errors")
	return "errors.New(" + g.message() + ")"
}

// resExpr returns a result expression of the function's SDK.
func (f *fnGen) resExpr() string {
	g := f.g
	if f.kind.gosdk() {
		switch g.choose(5) {
		case 0:
			return "nil"
		case 1:
			return "&gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: " + f.strExpr() + "}}}"
		case 2:
			return "&gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: " + f.strExpr() + "}}}"
		case 3:
			if r := f.pick(vRes); r != "" {
				return r
			}
			return "&gomcp.CallToolResult{}"
		case 4:
			return "&gomcp.CallToolResult{IsError: true}"
		}
	}
	switch g.choose(10) {
	case 0:
		return "nil"
	case 1:
		return "mcp.NewToolResultText(" + f.strExpr() + ")"
	case 2, 3:
		return "mcp.NewToolResultError(" + f.strExpr() + ")"
	case 4:
		return "mcp.NewToolResultErrorf(\"cannot use %s\", " + f.strExpr() + ")"
	case 5:
		if e := f.pick(vErr); e != "" {
			return "mcp.NewToolResultErrorFromErr(" + f.strExpr() + ", " + e + ")"
		}
		return "mcp.NewToolResultError(" + f.strExpr() + ")"
	case 6:
		return "&mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent(" + f.strExpr() + ")}}"
	case 7:
		return "&mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: \"text\", Text: " + f.strExpr() + "}}}"
	case 8:
		if r := f.pick(vRes); r != "" {
			return r
		}
	case 9:
		return "mcp.NewToolResultStructured(map[string]string{\"q\": " + f.strExpr() + "}, " + f.strExpr() + ")"
	}
	return "mcp.NewToolResultText(\"ok\")"
}

// outExpr returns an Out value.
func (f *fnGen) outExpr() string {
	if f.g.choose(2) == 0 {
		return "Out{}"
	}
	return "Out{Text: " + f.strExpr() + "}"
}

// ret emits a return statement.
func (f *fnGen) ret(depth int) {
	g := f.g
	if f.named && g.choose(4) == 0 {
		// Assign the named results, then a bare return.
		switch f.kind {
		case mcpStructured:
			f.emit(depth, "out, rerr = %s, %s", f.outExpr(), f.errExpr())
		case sdkTyped:
			f.emit(depth, "result, out, rerr = %s, %s, %s", f.resExpr(), f.outExpr(), f.errExpr())
		default:
			f.emit(depth, "result, rerr = %s, %s", f.resExpr(), f.errExpr())
		}
		f.emit(depth, "return")
		return
	}
	// Shapes: (nil, E), (R, nil), (R, E).
	if f.kind == mcpStructured {
		// Structured handlers return (Out, error): no result.
		out, errs := f.outExpr(), "nil"
		if g.choose(2) == 0 {
			errs = f.errExpr()
		}
		f.emit(depth, "return %s, %s", out, errs)
		return
	}
	var res, errs string
	switch g.choose(4) {
	case 0, 1:
		res, errs = "nil", f.errExpr()
		if f.kind == sdkTyped && g.choose(2) == 0 {
			res = f.resExpr()
		}
	case 2:
		res, errs = f.resExpr(), "nil"
	case 3:
		res, errs = f.resExpr(), f.errExpr()
	}
	switch f.kind {
	case sdkTyped:
		f.emit(depth, "return %s, %s, %s", res, f.outExpr(), errs)
	default:
		f.emit(depth, "return %s, %s", res, errs)
	}
}

// clientFunc adds a function that calls a tool as a client.
func (g *gen) clientFunc() {
	name := g.name("call")
	checks := []string{
		"",
		"\tif res.IsError {\n\t\treturn \"\", errors.New(\"the tool failed\")\n\t}\n",
		"\tif res.IsError {\n\t\treturn \"\", fmt.Errorf(\"tool: %v\", res.Content)\n\t}\n",
	}
	check := checks[g.choose(len(checks))]
	if strings.Contains(check, "fmt.") {
		g.use("fmt")
	}
	if strings.Contains(check, "errors.") {
		g.use("errors")
	}
	if g.choose(2) == 0 {
		g.use("github.com/mark3labs/mcp-go/client")
		g.use("github.com/mark3labs/mcp-go/mcp")
		use := []string{
			"\treturn mcp.GetTextFromContent(res.Content[0]), nil\n",
			"\tfor _, c := range res.Content {\n\t\tif t, ok := c.(mcp.TextContent); ok {\n\t\t\treturn t.Text, nil\n\t\t}\n\t}\n\treturn \"\", nil\n",
			"\t_ = res\n\treturn \"done\", nil\n",
		}[g.choose(3)]
		g.decls = append(g.decls, fmt.Sprintf("func %s(ctx context.Context, c *client.Client) (string, error) {\n\tres, err := c.CallTool(ctx, mcp.CallToolRequest{})\n\tif err != nil {\n\t\treturn \"\", err\n\t}\n%s%s}", name, check, use))
		return
	}
	g.use("github.com/modelcontextprotocol/go-sdk/mcp")
	use := []string{
		"\tfor _, c := range res.Content {\n\t\tif t, ok := c.(*gomcp.TextContent); ok {\n\t\t\treturn t.Text, nil\n\t\t}\n\t}\n\treturn \"\", nil\n",
		"\treturn fmt.Sprint(res.StructuredContent), nil\n",
	}[g.choose(2)]
	if strings.Contains(use, "fmt.") {
		g.use("fmt")
	}
	g.decls = append(g.decls, fmt.Sprintf("func %s(ctx context.Context, cs *gomcp.ClientSession) (string, error) {\n\tres, err := cs.CallTool(ctx, &gomcp.CallToolParams{Name: \"x\"})\n\tif err != nil {\n\t\treturn \"\", err\n\t}\n%s%s}", name, check, use))
}

// render assembles the file.
func (g *gen) render() string {
	var b strings.Builder
	b.WriteString("package srv\n\n")
	var paths []string
	for p := range g.used {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	b.WriteString("import (\n")
	for _, p := range paths {
		if name := genImports[p]; name != pathBase(p) {
			fmt.Fprintf(&b, "\t%s %q\n", name, p)
		} else {
			fmt.Fprintf(&b, "\t%q\n", p)
		}
	}
	b.WriteString(")\n\n")
	if g.methods {
		b.WriteString("type app struct{ ready bool }\n\n")
	}
	for _, d := range g.decls {
		b.WriteString(d + "\n\n")
	}
	var params []string
	if g.used["github.com/mark3labs/mcp-go/server"] {
		params = append(params, "s *server.MCPServer")
	}
	if len(g.sdkRegs) > 0 {
		params = append(params, "g *gomcp.Server")
	}
	fmt.Fprintf(&b, "func Register(%s) {\n", strings.Join(params, ", "))
	if g.methods {
		b.WriteString("\ta := &app{}\n\t_ = a\n")
	}
	for _, r := range g.mcpRegs {
		b.WriteString("\t" + r + "\n")
	}
	for _, r := range g.sdkRegs {
		b.WriteString("\t" + r + "\n")
	}
	b.WriteString("}\n")
	if len(g.options) > 0 {
		fmt.Fprintf(&b, "\nfunc NewServer() *server.MCPServer {\n\treturn server.NewMCPServer(\"srv\", \"1.0.0\", %s)\n}\n", strings.Join(g.options, ", "))
	}
	return b.String()
}

// pathBase is the last element of an import path, the package's default
// name for the packages generated code imports.
func pathBase(p string) string { return p[strings.LastIndex(p, "/")+1:] }
