package analyzers_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// adviceCase is one marked finding of testdata/src/advice/before, as
// TestAdviceFollowed matched it.
type adviceCase struct {
	file     string // relative to testdata/src/advice: "before/gosdk.go"
	line     int
	analyzer string
	message  string
	category string
}

// adviceForm is one message form that gives advice: the analyzer, the
// case of advice/before that has it ("file func"), and a regexp of what
// tells it from the analyzer's other forms (its advice, its SDK's
// wording). checkCoverage fails when a form has no such case, so this
// table is the coverage a reviewer reads.
type adviceForm struct {
	analyzer string
	form     string
	at       string
	re       string
}

// adviceForms lists every message form that gives advice, and the case
// that follows it (issue 27: "the cross-analyzer advice test covers every
// message that gives advice"). Forms left out, and why:
//
//   - protomisuse protocol-error-code, mcp-go, arguments that are not an
//     object ("... with code -32602, which mcp-go does not let a handler
//     send"): the message gives no rewrite to follow.
//   - protomisuse tool-error subjects that change no advice: "tool
//     middleware returns a Go error", "returns the error of X unchecked",
//     go-sdk's "with the error's code" (each ends in a form below); and
//     error-code's "passed to newError" (the same advice as its code).
//   - protomisuse tool-error on a task result type without IsError or
//     Content ("... has no IsError field in this mcp-go version ...:
//     upgrade mcp-go"): the stubs are of a version that has them.
//   - unflaggederr's last resort "set IsError on the result", for a
//     result built in a way results.Build does not name (no case reaches
//     it in testdata either).
//   - opaquemsg's "does not say whether retrying can help" (only with
//     -opaquemsg.retryhint, off by default; TestAdviceFollowed runs the
//     defaults).
//   - mcplint:ignore directive messages ("remove it", "say why ..."):
//     they are about the directive, not the server's code.
var adviceForms = []adviceForm{
	// protomisuse tool-error
	{"protomisuse", "tool-error, mcp-go, own text", "before/before.go reserve", `mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`},
	{"protomisuse", "tool-error, mcp-go, another module's error", "before/before.go catalog", `mcp-go .*; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`},
	{"protomisuse", "tool-error, go-sdk, own text", "before/gosdk.go archive", `go-sdk .*never sees; return a result with IsError: true and a text saying what failed and what to do, and a nil error$`},
	{"protomisuse", "tool-error, go-sdk, another module's error", "before/gosdk.go manifest", `go-sdk .*; log the error and return a result with IsError: true and a text saying what failed and what to do, and a nil error$`},
	{"protomisuse", "tool-error, mcp-go task tool, own text", "before/before.go build", `^task tool handler .*isError result: return &mcp\.CreateTaskResult\{IsError: true, .*\}\}, nil$`},
	{"protomisuse", "tool-error, mcp-go task tool, another module's error", "before/before.go publish", `^task tool handler .*isError result: log the error and return &mcp\.CreateTaskResult\{IsError: true, .*\}\}, nil$`},
	{"protomisuse", "tool-error, project handler type", "before/project/project.go count", `; send the failure in the tool's own result, or make the adapter that calls projapi\.ToolHandlerFunc turn a returned error into an isError result$`},
	// protomisuse jsonrpc-error
	{"protomisuse", "jsonrpc-error", "before/gosdk.go tag", `returns a \*jsonrpc\.Error: .*: return a plain error$`},
	{"protomisuse", "jsonrpc-error, wrapped", "before/gosdk.go label", `returns a wrapped \*jsonrpc\.Error: .*; return a plain error for a tool failure, or the \*jsonrpc\.Error itself for a deliberate protocol error$`},
	// protomisuse result-beside-error
	{"protomisuse", "result-beside-error, mcp-go", "before/before.go drop", `mcp-go drops the result and sends the error as .*; return the result with a nil error, or only the error$`},
	{"protomisuse", "result-beside-error, go-sdk typed", "before/gosdk.go pin", `go-sdk drops the result and sends the error's text instead.*; return the result with a nil error, or only the error$`},
	// protomisuse nil-result
	{"protomisuse", "nil-result, mcp-go", "before/before.go ping", `nil error: mcp-go answers .*; return a result \(an isError result for a failure\)$`},
	{"protomisuse", "nil-result, go-sdk", "before/gosdk.go peek", `nil error: go-sdk answers .*; return a result \(an isError result for a failure\)$`},
	// protomisuse wrapper-error
	{"protomisuse", "wrapper-error", "before/gosdk.go adapt", `; turn the error into an isError result here$`},
	// protomisuse protocol-error-code
	{"protomisuse", "protocol-error-code, go-sdk, unknown tool", "before/gosdk.go dispatch", `an unknown tool is a protocol error.*: return &jsonrpc\.Error\{Code: jsonrpc\.CodeInvalidParams, Message: \.\.\.\}$`},
	{"protomisuse", "protocol-error-code, go-sdk, arguments not an object", "before/gosdk.go object", `arguments that break the CallToolRequest schema .*: return &jsonrpc\.Error\{Code: jsonrpc\.CodeInvalidParams, Message: \.\.\.\}$`},
	{"protomisuse", "protocol-error-code, mcp-go, unknown tool", "before/before.go route", `: register each tool with its own handler$`},
	// protomisuse error-code
	{"protomisuse", "error-code, retired code, go-sdk", "before/gosdk.go codes", `must not be sent on .*; use jsonrpc\.CodeInvalidParams \(-32602\)$`},
	{"protomisuse", "error-code, retired code, mcp-go", "before/before.go notFound", `must not be sent on .*; use mcp\.INVALID_PARAMS \(-32602\)$`},
	{"protomisuse", "error-code, legacy range", "before/gosdk.go codes", `legacy range .*; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside -32768…-32000$`},
	{"protomisuse", "error-code, MCP's reserved range", "before/gosdk.go codes", `reserves for the MCP specification.*; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside -32768…-32000$`},
	{"protomisuse", "error-code, JSON-RPC's reserved range", "before/gosdk.go codes", `JSON-RPC 2\.0 reserves .*; use a standard code such as jsonrpc\.CodeInvalidParams, or one outside that range$`},
	{"protomisuse", "error-code, URL elicitation code written", "before/gosdk.go codes", `^JSON-RPC error code -32042 .*; ask for the URL with an input-required result$`},
	{"protomisuse", "error-code, URL elicitation code the SDK's helper sends", "before/gosdk.go codes", `^mcp\.URLElicitationRequiredError sends .*; on 2026-07-28, ask for the URL with an input-required result instead$`},
	// protomisuse input-required-content
	{"protomisuse", "input-required-content", "before/gosdk.go remove", `: send the content in the result of the retry that has the answers$`},
	// protomisuse panic
	{"protomisuse", "panic, mcp-go (fails the call)", "before/before.go boom", `^panic in a tool handler fails the call .*mcp-go: .*; return an isError result instead$`},
	{"protomisuse", "panic, go-sdk (fails the call)", "before/gosdk.go divide", `^panic in a typed tool handler fails the call .*go-sdk: .*; return an isError result instead$`},
	{"protomisuse", "panic, an exit (stops the server)", "before/gosdk.go halt", ` stops the server: the call gets no answer and every session ends; return an isError result instead$`},
	// protomisuse input-panic
	{"protomisuse", "input-panic, type assertion, mcp-go", "before/before.go match", `^type assertion .*mcp-go: .*; use the comma-ok form or the SDK's argument accessor, and return an isError result$`},
	{"protomisuse", "input-panic, type assertion, go-sdk", "before/gosdk.go anyArgs", `^type assertion .*go-sdk: .*; use the comma-ok form or the SDK's argument accessor, and return an isError result$`},
	{"protomisuse", "input-panic, index, mcp-go", "before/before.go match", `^index 0 .*mcp-go: .*; check its length and return an isError result$`},
	{"protomisuse", "input-panic, index, go-sdk", "before/gosdk.go grep", `^index 2 .*go-sdk: .*; check its length and return an isError result$`},
	{"protomisuse", "input-panic, index by the input", "before/gosdk.go grep", `^index by the model's input .*; check it against the length and return an isError result$`},
	{"protomisuse", "input-panic, Must function with a plain form, mcp-go", "before/before.go match", `^regexp\.MustCompile .*mcp-go: .*; call regexp\.Compile and return an isError result on its error$`},
	{"protomisuse", "input-panic, Must function with a plain form, go-sdk", "before/gosdk.go grep", `^regexp\.MustCompile .*go-sdk: .*; call regexp\.Compile and return an isError result on its error$`},
	{"protomisuse", "input-panic, Must method with a plain form", "before/gosdk.go visit", `^MustNavigate .*; call Navigate and return an isError result on its error$`},
	{"protomisuse", "input-panic, a generic Must(v, err)", "before/gosdk.go render", `^template\.Must .*; check the error of Parse instead and return an isError result on it$`},
	// protomisuse server-recovery, http-exit
	{"protomisuse", "server-recovery, go-sdk", "before/recovery/recovery.go New", `; install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`},
	{"protomisuse", "http-exit", "before/gosdk.go Serve", `; answer this request with http\.Error and return$`},

	// unflaggederr failureText, by its todo
	{"unflaggederr", "failure text, constructor with a flagged twin", "before/before.go count", `; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`},
	{"unflaggederr", "failure text, constructor without a twin", "before/before.go renderImage", `; set IsError = true on the result$`},
	{"unflaggederr", "failure text, result literal, mcp-go", "before/before.go discard", `mcp-go sends .*; set IsError: true in the result literal$`},
	{"unflaggederr", "failure text, result literal, go-sdk", "before/gosdk.go stat", `go-sdk sends .*; set IsError: true in the result literal$`},
	{"unflaggederr", "failure text, helper of this package with a twin", "before/before.go discard", `; call failText instead of okText$`},
	{"unflaggederr", "failure text, helper of another package with a twin", "before/gosdk.go resolveTool", `; call helpers\.Error instead of helpers\.Text$`},
	{"unflaggederr", "failure text, helper without a twin, another module's error", "before/gosdk.go report", `; build it with a helper that sets IsError, or set IsError = true on the result, and since the text shows another module's error \(os\.ReadFile\), log that error and write instead what failed and whether to retry, change the input or stop$`},
	{"unflaggederr", "failure text, another module's error", "before/before.go size", `; call mcp\.NewToolResultError instead of mcp\.NewToolResultText, and since the text shows another module's error \(os\.Stat\), log that error and write instead what failed and whether to retry, change the input or stop$`},
	{"unflaggederr", "failure text, project result field", "before/project/project.go inventory", `^tool function reports a failure in a result without projapi\.Result\.Failed: .*; set Failed to true$`},
	// unflaggederr emptyResult, typedNil, flagCleared
	{"unflaggederr", "empty result, mcp-go", "before/before.go empty", `returns an empty result .*; return mcp\.NewToolResultError\(<what failed and what to do>\)$`},
	{"unflaggederr", "empty result, go-sdk", "before/gosdk.go purge", `returns an empty result .*; return a result with IsError: true and a text saying what failed and what to do$`},
	{"unflaggederr", "typed nil, another module's error", "before/gosdk.go touch", `returns nil, a zero output and a nil error .*; log the error of os\.Stat and return a result with IsError: true and a text saying what failed and what to do$`},
	{"unflaggederr", "flag cleared, mcp-go", "before/before.go lock", `^tool handler sets IsError to false .*mcp-go .*; set it to true$`},
	{"unflaggederr", "flag cleared, go-sdk", "before/gosdk.go mark", `^tool handler sets IsError to false .*go-sdk .*; set it to true$`},
	{"unflaggederr", "flag cleared, project result field", "before/project/project.go ids", `^tool function sets projapi\.Result\.Failed to false .*; set it to true$`},

	// opaquemsg
	{"opaquemsg", "generic phrase", "before/before.go fail", `" is a generic phrase: .*; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`},
	{"opaquemsg", "only a code or status", "before/before.go status", `" is only a code or status: .*; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`},
	{"opaquemsg", "generic phrase with a bare status code", "before/before.go status", `" is a generic phrase with a bare status code: .*; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`},
	{"opaquemsg", "leaves out the error it handles", "before/before.go quote", `" leaves out the error it handles: .*; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`},
	{"opaquemsg", "the handler's last return", "before/before.go contents", `" is the handler's last return, .*; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`},
	{"opaquemsg", "formats a nil error", "before/before.go stock", `formats an error that is nil here .*; write what failed and whether to retry, change the input or stop, rather than format an error$`},
	{"opaquemsg", "calls Error on a nil error", "before/before.go unlock", `calls Error on an error that is nil here .*; write what failed and whether to retry, change the input or stop, rather than show an error$`},
	{"opaquemsg", "misclassified", "before/before.go plan", `tells the model to change its input, .*: send it only after checking the error \(errors\.Is, a status code\), and otherwise say what failed and whether to retry$`},

	// leak, by kind and channel
	{"leak", "credential", "before/before.go whoami", `^credential \(.*: never show credentials; remove it from the text$`},
	{"leak", "stack", "before/before.go trace", `^stack trace \(.*: log it and return a written message that says what failed and whether to retry, change the input or stop$`},
	{"leak", "body", "before/before.go items", `^raw upstream output \(.*: log it and return a written message that says what failed and whether to retry, change the input or stop$`},
	{"leak", "errtext, tool result text", "before/before.go price", `^raw error from .* reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`},
	{"leak", "errtext, JSON-RPC error message", "before/before.go catalog", `^raw error from .* reaches the JSON-RPC error message: log it and return a written message that says what failed and whether to retry, change the input or stop$`},

	// ignoredtoolerr
	{"ignoredtoolerr", "content read before IsError", "before/before.go Search", `is read before res\.IsError is checked: .*; check res\.IsError first$`},
	{"ignoredtoolerr", "a helper reads the content before IsError", "before/before.go Fetch", `^resultText reads the content of res before res\.IsError is checked: .*; check res\.IsError first$`},
	{"ignoredtoolerr", "IsError branch returns an error without the content", "before/before.go Lookup", `; put the text of res\.Content in the error$`},
	{"ignoredtoolerr", "IsError branch logs without the content", "before/before.go Notify", `; log the text of res\.Content$`},
	{"ignoredtoolerr", "IsError branch returns an isError result of its own", "before/before.go Proxy", `; return res itself, or put its text in the message$`},
}

// unflaggedKinds tells unflaggederr's kinds (the constants of type kind
// in unflaggederr/judge.go) apart by message: its findings carry no
// category.
var unflaggedKinds = map[string]*regexp.Regexp{
	"failureText": regexp.MustCompile(`reports a failure in a result without `),
	"emptyResult": regexp.MustCompile(`returns an empty result`),
	"typedNil":    regexp.MustCompile(`returns nil, a zero output and a nil error`),
	"flagCleared": regexp.MustCompile(` to false( after| in|:)`),
}

// checkCoverage fails when a form of adviceForms has no case, or when a
// protomisuse category (protomisuse/categories.go), a leak kind's
// category (leak/kinds.go) or an unflaggederr kind (unflaggederr/judge.go)
// has no finding in advice/before: a rule added without a case fails
// here.
func checkCoverage(t *testing.T, adviceDir string, cases []adviceCase) {
	t.Helper()
	funcs := map[string]string{} // "file:line" -> enclosing function
	fset := token.NewFileSet()
	seenFile := map[string]bool{}
	for _, c := range cases {
		if seenFile[c.file] {
			continue
		}
		seenFile[c.file] = true
		f, err := parser.ParseFile(fset, filepath.Join(adviceDir, c.file), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				for l := fset.Position(fd.Pos()).Line; l <= fset.Position(fd.End()).Line; l++ {
					funcs[c.file+":"+strconv.Itoa(l)] = fd.Name.Name
				}
			}
		}
	}
	for _, form := range adviceForms {
		re := regexp.MustCompile(form.re)
		file, fn, _ := strings.Cut(form.at, " ")
		found := false
		for _, c := range cases {
			if c.analyzer == form.analyzer && c.file == file && funcs[c.file+":"+strconv.Itoa(c.line)] == fn && re.MatchString(c.message) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("advice form %s %q: no case in %s matches %s", form.analyzer, form.form, form.at, form.re)
		}
	}

	have := map[string]bool{} // "analyzer category"
	for _, c := range cases {
		have[c.analyzer+" "+c.category] = true
		if c.analyzer == "unflaggederr" {
			for k, re := range unflaggedKinds {
				if re.MatchString(c.message) {
					have["unflaggederr "+k] = true
				}
			}
		}
	}
	root := filepath.Join("..", "analyzers")
	var want []string
	for _, v := range stringConsts(t, filepath.Join(root, "protomisuse", "categories.go"), "") {
		want = append(want, "protomisuse "+v)
	}
	for _, v := range fieldStrings(t, filepath.Join(root, "leak", "kinds.go"), "category") {
		want = append(want, "leak "+v)
	}
	for _, k := range stringConsts(t, filepath.Join(root, "unflaggederr", "judge.go"), "kind") {
		if unflaggedKinds[k] == nil {
			t.Errorf("unflaggederr kind %s: unflaggedKinds has no message regexp for it", k)
		}
		want = append(want, "unflaggederr "+k)
	}
	if len(want) < 10 {
		t.Fatalf("read %d rules from the analyzers' sources: the parse is broken", len(want))
	}
	sort.Strings(want)
	for _, w := range want {
		if !have[w] {
			t.Errorf("%s: no case in advice/before reports it (add one, and its rewrite in advice/after)", w)
		}
	}
}

// stringConsts returns the constants of file: with typ "", the values of
// its untyped string constants; otherwise the names of its constants of
// type typ (an iota block).
func stringConsts(t *testing.T, file, typ string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		inBlock := false
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			if typ == "" {
				for _, v := range vs.Values {
					if lit, ok := v.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						s, _ := strconv.Unquote(lit.Value)
						out = append(out, s)
					}
				}
				continue
			}
			if id, ok := vs.Type.(*ast.Ident); ok {
				inBlock = id.Name == typ
			}
			if inBlock {
				for _, n := range vs.Names {
					out = append(out, n.Name)
				}
			}
		}
	}
	return out
}

// fieldStrings returns the string values of the key: value pairs of the
// composite literals of file with key field.
func fieldStrings(t *testing.T, file, field string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok {
			return true
		}
		if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
			if lit, ok := kv.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				out = append(out, s)
			}
		}
		return true
	})
	return out
}
