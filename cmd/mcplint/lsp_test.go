package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"golang.org/x/tools/txtar"

	"github.com/mcplint-go/mcplint/analyzers"
	"github.com/mcplint-go/mcplint/internal/lsp"
	"github.com/mcplint-go/mcplint/internal/lsp/lsptest"
)

// TestLSP drives mcplint's language server as an editor does, in
// process, on the three-package server of splitserver.txtar: the tool
// package's findings (settled in main, which imports it) are published
// when its file is opened, with their ranges, analyzers and pages; each
// quick fix, applied and saved, gives the file mcplint -fix gives
// (want/tools.go.fixed) and clears its finding; the suppression action
// silences the one left; a baseline in the settings hides it, and bad
// settings are refused with a message; a package that does not build gives one
// diagnostic and the server goes on; shutdown ends it without leaving a
// goroutine behind.
func TestLSP(t *testing.T) {
	if testing.Short() {
		t.Skip("the language server vets a module several times: ./scripts/test.sh -full")
	}
	dir, want := extractScript(t, "splitserver.txtar")
	for k, v := range map[string]string{"GOFLAGS": "-mod=mod", "GOPROXY": "off", "GOSUMDB": "off", "GOTOOLCHAIN": "local"} {
		t.Setenv(k, v)
	}
	tool, err := exec.LookPath("mcplint") // TestMain's copy of this binary, on PATH
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	goroutines := runtime.NumGoroutine()

	srvEnd, cliEnd := net.Pipe()
	served := make(chan error, 1)
	go func() {
		served <- lsp.Serve(ctx, srvEnd, lsp.Options{Tool: tool, Parallel: 2, Log: newTestLog(t)})
	}()
	c := lsptest.New(ctx, cliEnd)
	res, err := c.Initialize(ctx, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Capabilities.CodeActionProvider == nil {
		t.Fatal("initialize: no codeActionProvider")
	}

	tools := filepath.Join(dir, "tools", "tools.go")
	orig, err := os.ReadFile(tools)
	if err != nil {
		t.Fatal(err)
	}
	mark := c.Mark()
	if err := c.DidOpen(ctx, tools); err != nil {
		t.Fatal(err)
	}
	diags := await(ctx, t, c, tools, mark)
	// The findings mcplint ./tools prints, at the same lines and columns.
	checkDiagnostics(t, diags, want["tools.txt"], "tools/tools.go")
	// A handler kept in its own package: go vet on the tool package
	// alone settles none of the handlers main wraps, so two of the three
	// findings above come from main's analysis, which the server adds to
	// the run as the command does (vetrun.Scope). Checked here so that
	// the test keeps showing it.
	vet := exec.CommandContext(ctx, "go", "vet", "-vettool="+tool, "./tools")
	vet.Dir = dir
	out, _ := vet.CombinedOutput() // status 1: it finds one
	if strings.Contains(string(out), "tools.go:37:") || !strings.Contains(string(out), "tools.go:51:10") {
		t.Errorf("go vet -vettool on ./tools alone printed\n%s\nwant only the finding of line 51", out)
	}
	// One range by hand: the protomisuse finding spans the return
	// statement of line 37, after two tabs.
	stat := find(t, diags, "protomisuse", 36)
	if got, want := stat.Range, (protocol.Range{Start: protocol.Position{Line: 36, Character: 2}, End: protocol.Position{Line: 36, Character: 64}}); got != want {
		t.Errorf("protomisuse range %v, want %v", got, want)
	}
	if got := rangeText(t, orig, stat.Range); got != `return nil, errors.New("path is empty: give the file to stat")` {
		t.Errorf("protomisuse range covers %q", got)
	}

	// The Stat fix, applied and saved: its finding goes, the file loses
	// the import it no longer uses.
	applyQuickFix(ctx, t, c, tools, stat)
	mark = c.Mark()
	if err := c.DidSave(ctx, tools); err != nil {
		t.Fatal(err)
	}
	diags = await(ctx, t, c, tools, mark)
	checkDiagnostics(t, diags, "tools/tools.go:28:3: raw error from os (os.ReadFile) reaches the isError result text: log it and return a written message that says what failed and whether to retry, change the input or stop (leak)\n\ttools/tools.go:28:3: no fix: no words of your own say what failed, and a fix does not invent them\ntools/tools.go:50:10: raw error from os (os.Remove) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop (1 handler sends it) (leak)\n", "tools/tools.go")

	// An unsaved change: the findings no longer fit the buffer, so no
	// action is offered until the next save.
	if err := c.DidChange(ctx, tools, 2); err != nil {
		t.Fatal(err)
	}
	if as, err := c.CodeAction(ctx, tools, find(t, diags, "leak", 49).Range); err != nil || len(as) != 0 {
		t.Errorf("code actions on a changed buffer: %v, %v; want none", as, err)
	}
	mark = c.Mark()
	if err := c.DidSave(ctx, tools); err != nil {
		t.Fatal(err)
	}
	diags = await(ctx, t, c, tools, mark)

	// The remove fix: the file is now what mcplint -fix gives, and the
	// finding without a fix is left.
	applyQuickFix(ctx, t, c, tools, find(t, diags, "leak", 49))
	if got, _ := os.ReadFile(tools); string(got) != want["tools.go.fixed"] {
		t.Errorf("after both quick fixes tools.go is\n%s\nwant (mcplint -fix)\n%s", got, want["tools.go.fixed"])
	}
	mark = c.Mark()
	if err := c.DidSave(ctx, tools); err != nil {
		t.Fatal(err)
	}
	diags = await(ctx, t, c, tools, mark)
	checkDiagnostics(t, diags, "tools/tools.go:28:3: raw error from os (os.ReadFile) reaches the isError result text: log it and return a written message that says what failed and whether to retry, change the input or stop (leak)\n\ttools/tools.go:28:3: no fix: no words of your own say what failed, and a fix does not invent them\n", "tools/tools.go")
	fixed, _ := os.ReadFile(tools)

	// Suppression: a directive above the line, indented as it, with a
	// placeholder reason that counts as one.
	as, err := c.CodeAction(ctx, tools, diags[0].Range)
	if err != nil {
		t.Fatal(err)
	}
	var sup *protocol.CodeAction
	for i, a := range as {
		if strings.HasPrefix(a.Title, "suppress with //mcplint:ignore leak") {
			sup = &as[i]
		}
	}
	if sup == nil {
		t.Fatalf("no suppression among %v", titles(as))
	}
	suppressed := applyEdit(t, tools, sup.Edit)
	if got := strings.Split(string(suppressed), "\n")[27]; got != "\t\t//mcplint:ignore leak TODO: say why" {
		t.Errorf("suppression wrote line 28 %q", got)
	}
	mark = c.Mark()
	if err := c.DidSave(ctx, tools); err != nil {
		t.Fatal(err)
	}
	if diags := await(ctx, t, c, tools, mark); len(diags) != 0 {
		t.Errorf("after the suppression: %v, want none", diags)
	}
	if err := os.WriteFile(tools, fixed, 0o666); err != nil {
		t.Fatal(err)
	}

	// Settings: a baseline that records the finding left hides it (a
	// baseline leaves go vet's flags, and so its cache, as they are:
	// disable and analyzer flags reach go vet as the command's flags do,
	// TestParseConfig); unknown analyzers are refused with a message.
	base := filepath.Join(dir, "baseline.json")
	cmd := exec.Command(tool, "-baseline="+base, "-write-baseline", "./tools")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", cmd, err, out)
	}
	mark = c.Mark()
	if err := c.DidChangeConfiguration(ctx, map[string]any{"mcplint": map[string]any{"baseline": "baseline.json"}}); err != nil {
		t.Fatal(err)
	}
	if diags := await(ctx, t, c, tools, mark); len(diags) != 0 {
		t.Errorf("with the finding in the baseline: %v, want none", diags)
	}
	mark = c.Mark()
	if err := c.DidChangeConfiguration(ctx, map[string]any{"disable": []string{"nosuch"}}); err != nil {
		t.Fatal(err)
	}
	if m, err := c.AwaitMessage(ctx, mark); err != nil {
		t.Error(err)
	} else if m.Type != protocol.MessageTypeError || !strings.Contains(m.Message, `unknown analyzer "nosuch"`) {
		t.Errorf("bad settings: message %+v", m)
	}
	mark = c.Mark() // the previous settings hold: the baseline still hides the finding
	if err := c.DidSave(ctx, tools); err != nil {
		t.Fatal(err)
	}
	if diags := await(ctx, t, c, tools, mark); len(diags) != 0 {
		t.Errorf("after bad settings: %v, want none (the baseline kept)", diags)
	}
	mark = c.Mark()
	if err := c.DidChangeConfiguration(ctx, nil); err != nil {
		t.Fatal(err)
	}
	diags = await(ctx, t, c, tools, mark)
	checkDiagnostics(t, diags, "tools/tools.go:28:3: raw error from os (os.ReadFile) reaches the isError result text: log it and return a written message that says what failed and whether to retry, change the input or stop (leak)\n\ttools/tools.go:28:3: no fix: no words of your own say what failed, and a fix does not invent them\n", "tools/tools.go")

	// A package that does not build: one diagnostic at the error, and
	// the server keeps serving.
	broken := strings.Replace(string(fixed), "type Files struct{ Root string }", "type Files struct{ Root string", 1)
	if err := os.WriteFile(tools, []byte(broken), 0o666); err != nil {
		t.Fatal(err)
	}
	mark = c.Mark()
	if err := c.DidSave(ctx, tools); err != nil {
		t.Fatal(err)
	}
	diags = await(ctx, t, c, tools, mark)
	// The parser stops at the next declaration.
	errLine := uint32(strings.Count(broken[:strings.Index(broken, "func (f *Files) Read")], "\n"))
	if len(diags) != 1 || !strings.Contains(diags[0].Message, "syntax error") || diags[0].Range.Start.Line != errLine {
		t.Errorf("broken package: %v, want one syntax error on line %d", diags, errLine+1)
	}
	if err := os.WriteFile(tools, fixed, 0o666); err != nil {
		t.Fatal(err)
	}
	mark = c.Mark()
	if err := c.DidSave(ctx, tools); err != nil {
		t.Fatal(err)
	}
	diags = await(ctx, t, c, tools, mark)
	checkDiagnostics(t, diags, "tools/tools.go:28:3: raw error from os (os.ReadFile) reaches the isError result text: log it and return a written message that says what failed and whether to retry, change the input or stop (leak)\n\ttools/tools.go:28:3: no fix: no words of your own say what failed, and a fix does not invent them\n", "tools/tools.go")

	// The package that registers the tool package's handlers does not
	// build: the tool package is still analysed, and a message says what
	// is missing.
	mainGo := filepath.Join(dir, "cmd", "server", "main.go")
	mainSrc, err := os.ReadFile(mainGo)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(mainGo, append(slices.Clone(mainSrc), "\nvar broken int = \"x\"\n"...), 0o666); err != nil {
		t.Fatal(err)
	}
	mark = c.Mark()
	if err := c.DidSave(ctx, tools); err != nil {
		t.Fatal(err)
	}
	if m, err := c.AwaitMessage(ctx, mark); err != nil {
		t.Error(err)
	} else if !strings.Contains(m.Message, "but could not analyse example.com/srv/cmd/server, added to the run because it imports the package: the findings settled there for its handlers are missing:\n") ||
		!strings.Contains(m.Message, "cmd/server/main.go:") || !strings.Contains(m.Message, `cannot use "x"`) {
		t.Errorf("importer that does not build: message %+v", m)
	}
	if err := os.WriteFile(mainGo, mainSrc, 0o666); err != nil {
		t.Fatal(err)
	}

	if err := c.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-served; err != nil {
		t.Errorf("Serve: %v", err)
	}
	c.Close()
	for deadline := time.Now().Add(10 * time.Second); runtime.NumGoroutine() > goroutines; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			t.Errorf("%d goroutines after shutdown, %d before:\n%s", runtime.NumGoroutine(), goroutines, buf[:runtime.Stack(buf, true)])
			break
		}
	}
}

// extractScript writes the files of a script in testdata/script to a
// new directory, but for those under want/, which it returns by name.
func extractScript(t *testing.T, name string) (string, map[string]string) {
	ar, err := txtar.ParseFile(filepath.Join("testdata", "script", name))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	want := map[string]string{}
	for _, f := range ar.Files {
		if name, ok := strings.CutPrefix(f.Name, "want/"); ok {
			want[name] = string(f.Data)
			continue
		}
		path := filepath.Join(dir, f.Name)
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, f.Data, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir, want
}

func await(ctx context.Context, t *testing.T, c *lsptest.Client, file string, mark int) []protocol.Diagnostic {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	diags, err := c.Await(ctx, file, mark)
	if err != nil {
		t.Fatal(err)
	}
	return diags
}

// checkDiagnostics compares diagnostics with the command's output lines
// for the file (rel, as the command prints it), and checks what every
// mcplint diagnostic carries: source, severity, analyzer and page.
func checkDiagnostics(t *testing.T, diags []protocol.Diagnostic, want, rel string) {
	t.Helper()
	docs := map[string]string{}
	for _, a := range analyzers.All() {
		docs[a.Name] = a.URL
	}
	var got strings.Builder
	for _, d := range diags {
		code, _ := d.Code.(string)
		// Columns: the file is ASCII, so UTF-16 units are bytes.
		fmt.Fprintf(&got, "%s:%d:%d: %s (%s)\n", rel, d.Range.Start.Line+1, d.Range.Start.Character+1, d.Message, code)
		// Related information, as the command indents it below the
		// finding.
		for _, r := range d.RelatedInformation {
			name := r.Location.URI.Filename()
			if strings.HasSuffix(filepath.ToSlash(name), "/"+rel) {
				name = rel
			}
			fmt.Fprintf(&got, "\t%s:%d:%d: %s\n", name, r.Location.Range.Start.Line+1, r.Location.Range.Start.Character+1, r.Message)
		}
		if d.Source != "mcplint" || d.Severity != protocol.DiagnosticSeverityWarning {
			t.Errorf("%v: source %q, severity %v", d.Range, d.Source, d.Severity)
		}
		if d.CodeDescription == nil || string(d.CodeDescription.Href) != docs[code] || docs[code] == "" {
			t.Errorf("%v: code %v, codeDescription %v", d.Range, d.Code, d.CodeDescription)
		}
	}
	if got.String() != want {
		t.Errorf("diagnostics\n%s\nwant (the command's)\n%s", got.String(), want)
	}
}

func find(t *testing.T, diags []protocol.Diagnostic, analyzer string, line uint32) protocol.Diagnostic {
	t.Helper()
	for _, d := range diags {
		if d.Code == analyzer && d.Range.Start.Line == line {
			return d
		}
	}
	t.Fatalf("no %s diagnostic on line %d in %v", analyzer, line+1, diags)
	return protocol.Diagnostic{}
}

func rangeText(t *testing.T, src []byte, r protocol.Range) string {
	t.Helper()
	out, err := lsptest.Apply(src, []protocol.TextEdit{{Range: protocol.Range{Start: protocol.Position{}, End: r.Start}}, {Range: protocol.Range{Start: r.End, End: endOf(src)}}})
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func endOf(src []byte) protocol.Position {
	lines := strings.Split(string(src), "\n")
	return protocol.Position{Line: uint32(len(lines) - 1), Character: uint32(len(lines[len(lines)-1]))}
}

// applyQuickFix asks for the code actions at d and applies its quick fix
// to the file.
func applyQuickFix(ctx context.Context, t *testing.T, c *lsptest.Client, file string, d protocol.Diagnostic) {
	t.Helper()
	as, err := c.CodeAction(ctx, file, d.Range)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range as {
		if a.Kind == protocol.QuickFix && a.IsPreferred && len(a.Diagnostics) == 1 && a.Diagnostics[0].Range == d.Range && a.Diagnostics[0].Message == d.Message {
			applyEdit(t, file, a.Edit)
			return
		}
	}
	t.Fatalf("no quick fix for %q among %v", d.Message, titles(as))
}

// applyEdit applies a workspace edit of one file, writes the file and
// returns it.
func applyEdit(t *testing.T, file string, e *protocol.WorkspaceEdit) []byte {
	t.Helper()
	if e == nil || len(e.Changes) != 1 {
		t.Fatalf("edit %v: want changes to one file", e)
	}
	edits, ok := e.Changes[uri.File(file)]
	if !ok {
		t.Fatalf("edit %v: not of %s", e, file)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	out, err := lsptest.Apply(src, edits)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, out, 0o666); err != nil {
		t.Fatal(err)
	}
	return out
}

func titles(as []protocol.CodeAction) []string {
	var ts []string
	for _, a := range as {
		ts = append(ts, a.Title)
	}
	return ts
}

// testLog keeps the server's log, which the test prints when it fails
// or runs with -v: the server may write after a failed test has
// returned.
type testLog struct {
	mu  sync.Mutex
	buf strings.Builder
}

func newTestLog(t *testing.T) *testLog {
	l := &testLog{}
	t.Cleanup(func() {
		if t.Failed() || testing.Verbose() {
			l.mu.Lock()
			t.Logf("server log:\n%s", l.buf.String())
			l.mu.Unlock()
		}
	})
	return l
}

func (l *testLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}
