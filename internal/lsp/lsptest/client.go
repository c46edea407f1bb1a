// Package lsptest is a small LSP client for tests and benchmarks of
// mcplint's language server: it sends what an editor sends and records
// the diagnostics and messages the server publishes.
package lsptest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// Client is the editor's end of a connection.
type Client struct {
	conn jsonrpc2.Conn

	mu       sync.Mutex
	changed  chan struct{} // closed and replaced on each notification
	seq      int
	diags    map[protocol.DocumentURI]Published
	messages []Message
}

// Published is the last diagnostics published for a file, and the
// sequence number of that notification.
type Published struct {
	Seq         int
	Diagnostics []protocol.Diagnostic
}

// New starts a client on rwc.
func New(ctx context.Context, rwc io.ReadWriteCloser) *Client {
	c := &Client{
		conn:    jsonrpc2.NewConn(jsonrpc2.NewStream(rwc)),
		changed: make(chan struct{}),
		diags:   map[protocol.DocumentURI]Published{},
	}
	c.conn.Go(ctx, c.handle)
	return c
}

func (c *Client) handle(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	switch req.Method() {
	case protocol.MethodTextDocumentPublishDiagnostics:
		var p protocol.PublishDiagnosticsParams
		if err := json.Unmarshal(req.Params(), &p); err != nil {
			return reply(ctx, nil, err)
		}
		c.mu.Lock()
		c.seq++
		c.diags[p.URI] = Published{c.seq, p.Diagnostics}
		c.notify()
		c.mu.Unlock()
	case protocol.MethodWindowShowMessage:
		var p protocol.ShowMessageParams
		if err := json.Unmarshal(req.Params(), &p); err != nil {
			return reply(ctx, nil, err)
		}
		c.mu.Lock()
		c.seq++
		c.messages = append(c.messages, Message{c.seq, p})
		c.notify()
		c.mu.Unlock()
	default:
		return jsonrpc2.MethodNotFoundHandler(ctx, reply, req)
	}
	return reply(ctx, nil, nil)
}

func (c *Client) notify() {
	close(c.changed)
	c.changed = make(chan struct{})
}

// Mark returns the number of notifications received so far: Await
// waits for one that comes after it.
func (c *Client) Mark() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.seq
}

// Await waits for diagnostics of the file published after mark.
func (c *Client) Await(ctx context.Context, file string, mark int) ([]protocol.Diagnostic, error) {
	u := uri.File(file)
	for {
		c.mu.Lock()
		p, ok := c.diags[u]
		changed := c.changed
		c.mu.Unlock()
		if ok && p.Seq > mark {
			return p.Diagnostics, nil
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return nil, fmt.Errorf("no diagnostics for %s: %w", file, ctx.Err())
		case <-c.conn.Done():
			return nil, fmt.Errorf("no diagnostics for %s: the connection ended", file)
		}
	}
}

// Message is a message the server showed, with its sequence number.
type Message struct {
	Seq int
	protocol.ShowMessageParams
}

// AwaitMessage waits for a message shown after mark and returns the
// first.
func (c *Client) AwaitMessage(ctx context.Context, mark int) (Message, error) {
	for {
		c.mu.Lock()
		changed := c.changed
		for _, m := range c.messages {
			if m.Seq > mark {
				c.mu.Unlock()
				return m, nil
			}
		}
		c.mu.Unlock()
		select {
		case <-changed:
		case <-ctx.Done():
			return Message{}, fmt.Errorf("no message: %w", ctx.Err())
		case <-c.conn.Done():
			return Message{}, fmt.Errorf("no message: the connection ended")
		}
	}
}

// Messages returns the messages shown so far.
func (c *Client) Messages() []Message {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Message(nil), c.messages...)
}
