package mcp

import (
	"context"
	"errors"
	"io"
	"os/exec"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

var ErrConnectionClosed = errors.New("connection closed")

type Transport interface {
	Connect(ctx context.Context) (Connection, error)
}

type Connection interface {
	Read(context.Context) (jsonrpc.Message, error)
	Write(context.Context, jsonrpc.Message) error
	Close() error
	SessionID() string
}

type pipeConn struct {
	in  chan jsonrpc.Message
	out chan jsonrpc.Message
}

func (c *pipeConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case m, ok := <-c.in:
		if !ok {
			return nil, io.EOF
		}
		return m, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (c *pipeConn) Write(ctx context.Context, m jsonrpc.Message) error {
	c.out <- m
	return nil
}

func (c *pipeConn) Close() error { return nil }

func (c *pipeConn) SessionID() string { return "" }

type StdioTransport struct {
	MaxLineLength int
}

func (t *StdioTransport) Connect(context.Context) (Connection, error) {
	return &pipeConn{in: make(chan jsonrpc.Message), out: make(chan jsonrpc.Message)}, nil
}

type IOTransport struct {
	Reader        io.ReadCloser
	Writer        io.WriteCloser
	MaxLineLength int
}

func (t *IOTransport) Connect(context.Context) (Connection, error) {
	return &pipeConn{in: make(chan jsonrpc.Message), out: make(chan jsonrpc.Message)}, nil
}

type CommandTransport struct {
	Command           *exec.Cmd
	TerminateDuration time.Duration
}

func (t *CommandTransport) Connect(ctx context.Context) (Connection, error) {
	if err := t.Command.Start(); err != nil {
		return nil, err
	}
	return &pipeConn{in: make(chan jsonrpc.Message), out: make(chan jsonrpc.Message)}, nil
}

type InMemoryTransport struct {
	conn *pipeConn
}

func (t *InMemoryTransport) Connect(context.Context) (Connection, error) { return t.conn, nil }

func NewInMemoryTransports() (*InMemoryTransport, *InMemoryTransport) {
	a, b := make(chan jsonrpc.Message, 16), make(chan jsonrpc.Message, 16)
	return &InMemoryTransport{&pipeConn{in: a, out: b}}, &InMemoryTransport{&pipeConn{in: b, out: a}}
}
