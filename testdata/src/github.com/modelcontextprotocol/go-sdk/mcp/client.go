package mcp

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"
)

type ClientOptions struct {
	Logger                    *slog.Logger
	ElicitationHandler        func(context.Context, *ElicitRequest) (*ElicitResult, error)
	KeepAlive                 time.Duration
	KeepAliveFailureThreshold int
}

type Client struct {
	impl      *Implementation
	opts      ClientOptions
	receiving []Middleware
	sending   []Middleware
}

func NewClient(impl *Implementation, options *ClientOptions) *Client {
	c := &Client{impl: impl}
	if options != nil {
		c.opts = *options
	}
	return c
}

type ClientSessionOptions struct {
	ProtocolVersion string
}

func (c *Client) Connect(ctx context.Context, t Transport, opts *ClientSessionOptions) (cs *ClientSession, err error) {
	conn, err := t.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &ClientSession{client: c, conn: conn}, nil
}

func (c *Client) AddReceivingMiddleware(middleware ...Middleware) {
	c.receiving = append(c.receiving, middleware...)
}

func (c *Client) AddSendingMiddleware(middleware ...Middleware) {
	c.sending = append(c.sending, middleware...)
}

type ClientSession struct {
	client *Client
	conn   Connection
}

func (cs *ClientSession) ID() string { return cs.conn.SessionID() }

func (cs *ClientSession) Close() error { return cs.conn.Close() }

func (cs *ClientSession) Wait() error { return nil }

func (cs *ClientSession) CallTool(ctx context.Context, params *CallToolParams) (*CallToolResult, error) {
	if params == nil || params.Name == "" {
		return nil, errors.New("missing tool name")
	}
	return &CallToolResult{}, nil
}

func (cs *ClientSession) ListTools(ctx context.Context, params *ListToolsParams) (*ListToolsResult, error) {
	return &ListToolsResult{}, nil
}

func (cs *ClientSession) sendingMethodInfos() map[string]methodInfo   { return nil }
func (cs *ClientSession) receivingMethodInfos() map[string]methodInfo { return nil }
func (cs *ClientSession) sendingMethodHandler() MethodHandler         { return nil }
func (cs *ClientSession) receivingMethodHandler() MethodHandler       { return nil }
func (cs *ClientSession) getConn() *jsonrpc2.Connection               { return nil }
