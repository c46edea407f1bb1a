package lsp

import (
	"bufio"
	"context"
	"net"
	"path/filepath"
	"testing"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// TestPublishCancelled: a save that cancels the analysis while it
// publishes must not cut the publishing short, or the files after the
// cancellation keep stale diagnostics (seen in the grafana benchmark as
// "write to stream: context canceled"). publish is given a context
// cancelled before it starts, and every file's diagnostics, and the
// message, still arrive.
func TestPublishCancelled(t *testing.T) {
	srvEnd, cliEnd := net.Pipe()
	defer cliEnd.Close()
	s := &server{
		open:     map[string]protocol.DocumentURI{},
		files:    map[string]*published{},
		pkgFiles: map[string][]string{},
		messages: map[string]string{},
	}
	s.conn = jsonrpc2.NewConn(newStream(srvEnd, s.logf))
	defer s.conn.Close()

	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.go"), filepath.Join(dir, "b.go")
	files := map[string][]protocol.Diagnostic{
		a: nil,
		b: {{Message: "finding", Source: source}},
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.publish(ctx, dir, files, nil, "mcplint could not analyse it")
	}()

	c := &rawClient{t: t, conn: cliEnd, in: bufio.NewReader(cliEnd)}
	want := []string{string(uri.File(a)), string(uri.File(b))}
	for i, u := range want {
		m := c.reply()
		params, _ := m["params"].(map[string]any)
		if m["method"] != protocol.MethodTextDocumentPublishDiagnostics || params["uri"] != u {
			t.Fatalf("notification %d: %v, want the diagnostics of %s", i, m, u)
		}
		if diags, ok := params["diagnostics"].([]any); !ok || len(diags) != len(files[filepath.Join(dir, filepath.Base(u))]) {
			t.Errorf("%s: diagnostics %v", u, params["diagnostics"])
		}
	}
	if m := c.reply(); m["method"] != protocol.MethodWindowShowMessage {
		t.Errorf("after the diagnostics: %v, want the message", m)
	}
	<-done
}
