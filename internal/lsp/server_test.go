package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"
)

// rawClient speaks to the server byte by byte, to send what no LSP
// library would.
type rawClient struct {
	t    *testing.T
	conn net.Conn
	in   *bufio.Reader
}

func (c *rawClient) send(body string) {
	c.t.Helper()
	c.sendRaw(fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body))
}

func (c *rawClient) sendRaw(s string) {
	c.t.Helper()
	if _, err := io.WriteString(c.conn, s); err != nil {
		c.t.Fatal(err)
	}
}

// reply reads the next message.
func (c *rawClient) reply() map[string]any {
	c.t.Helper()
	c.conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	length := -1
	for {
		line, err := c.in.ReadString('\n')
		if err != nil {
			c.t.Fatal(err)
		}
		line = strings.TrimSpace(line)
		if line == "" {
			break
		}
		if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
			length, _ = strconv.Atoi(v)
		}
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(c.in, body); err != nil {
		c.t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		c.t.Fatalf("%s: %v", body, err)
	}
	return m
}

// errorCode returns the code of a reply's error, 0 when it has none.
func errorCode(m map[string]any) int {
	e, ok := m["error"].(map[string]any)
	if !ok {
		return 0
	}
	code, _ := e["code"].(float64)
	return int(code)
}

func serve(t *testing.T) (*rawClient, chan error) {
	srv, cli := net.Pipe()
	done := make(chan error, 1)
	go func() { done <- Serve(context.Background(), srv, Options{Tool: "mcplint-not-run"}) }()
	return &rawClient{t: t, conn: cli, in: bufio.NewReader(cli)}, done
}

// TestBadInput: input that is not LSP gets JSON-RPC's errors, and the
// server goes on serving; it never panics or ends the session.
func TestBadInput(t *testing.T) {
	c, done := serve(t)
	c.send(`{"jsonrpc":"2.0","id":1,"method":"textDocument/codeAction","params":{}}`)
	if m := c.reply(); errorCode(m) != -32002 || m["id"] != float64(1) {
		t.Errorf("a request before initialize: %v, want ServerNotInitialized", m)
	}
	c.send(`{not json`)
	if m := c.reply(); errorCode(m) != -32700 || m["id"] != nil {
		t.Errorf("a body that is not JSON: %v, want a parse error with id null", m)
	}
	c.send(`{"jsonrpc":"2.0"}`)
	if m := c.reply(); errorCode(m) != -32600 {
		t.Errorf("a message without method or id: %v, want invalid request", m)
	}
	// Garbage between messages, and a header block without a length,
	// are skipped up to the next message.
	c.sendRaw("garbage\r\nX-Header: 1\r\n\r\n")
	c.send(`{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"rootUri":"file:///nonexistent","capabilities":{"textDocument":{"synchronization":{"dynamicRegistration":"not a bool"}}}}}`)
	m := c.reply()
	if errorCode(m) != 0 || m["id"] != float64(2) {
		t.Fatalf("initialize: %v", m)
	}
	caps, _ := m["result"].(map[string]any)["capabilities"].(map[string]any)
	if caps["codeActionProvider"] == nil || caps["textDocumentSync"] == nil {
		t.Errorf("capabilities %v", caps)
	}
	c.send(`{"jsonrpc":"2.0","id":3,"method":"initialize","params":{}}`)
	if m := c.reply(); errorCode(m) != -32600 {
		t.Errorf("a second initialize: %v", m)
	}
	c.send(`{"jsonrpc":"2.0","id":4,"method":"textDocument/codeAction","params":{"textDocument":"not an object"}}`)
	if m := c.reply(); errorCode(m) != -32602 {
		t.Errorf("bad params: %v, want invalid params", m)
	}
	c.send(`{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{}}`)
	if m := c.reply(); errorCode(m) != -32601 {
		t.Errorf("an unknown method: %v, want method not found", m)
	}
	// Notifications with bad params, or for files the server does not
	// analyse, are dropped without an answer.
	c.send(`{"jsonrpc":"2.0","method":"textDocument/didSave","params":[]}`)
	c.send(`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:1","text":""}}}`)
	c.send(`{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x/notes.txt","text":""}}}`)
	c.send(`{"jsonrpc":"2.0","id":6,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///x/a.go"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[]}}}`)
	if m := c.reply(); errorCode(m) != 0 || m["id"] != float64(6) {
		t.Errorf("code actions of a file without findings: %v", m)
	}
	// Bad settings: a message, and the server goes on.
	c.send(`{"jsonrpc":"2.0","method":"workspace/didChangeConfiguration","params":{"settings":{"disable":"leak"}}}`)
	if m := c.reply(); m["method"] != "window/showMessage" {
		t.Errorf("bad settings: %v, want a message", m)
	}
	c.send(`{"jsonrpc":"2.0","id":7,"method":"shutdown"}`)
	if m := c.reply(); errorCode(m) != 0 || m["id"] != float64(7) {
		t.Errorf("shutdown: %v", m)
	}
	c.send(`{"jsonrpc":"2.0","id":8,"method":"textDocument/codeAction","params":{}}`)
	if m := c.reply(); errorCode(m) != -32600 {
		t.Errorf("a request after shutdown: %v, want invalid request", m)
	}
	c.send(`{"jsonrpc":"2.0","method":"exit"}`)
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve after shutdown and exit: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return after exit")
	}
}

// TestExitWithoutShutdown: LSP's exit status 1.
func TestExitWithoutShutdown(t *testing.T) {
	c, done := serve(t)
	c.send(`{"jsonrpc":"2.0","method":"exit"}`)
	if err := <-done; !errors.Is(err, ErrNoShutdown) {
		t.Errorf("exit without shutdown: %v", err)
	}
	c, done = serve(t)
	c.conn.Close()
	if err := <-done; !errors.Is(err, ErrNoShutdown) {
		t.Errorf("the connection closed: %v", err)
	}
}
