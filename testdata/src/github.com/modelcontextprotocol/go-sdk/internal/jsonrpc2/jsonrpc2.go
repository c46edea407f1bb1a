// Package jsonrpc2 is a hand-written stub of the go-sdk internal package of
// the same path, for analysistest (GOPATH mode). Only the API surface matters.
package jsonrpc2

import (
	"context"
	"encoding/json"
	"errors"
)

// WireError is the error object of a JSON-RPC response.
type WireError struct {
	Code    int64           `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func (err *WireError) Error() string { return err.Message }

func (err *WireError) Is(other error) bool {
	w, ok := other.(*WireError)
	return ok && w != nil && err.Code == w.Code
}

func NewError(code int64, message string) error {
	return &WireError{Code: code, Message: message}
}

var (
	ErrParse          = NewError(-32700, "parse error")
	ErrInvalidRequest = NewError(-32600, "invalid request")
	ErrMethodNotFound = NewError(-32601, "method not found")
	ErrInvalidParams  = NewError(-32602, "invalid params")
	ErrInternal       = NewError(-32603, "internal error")
)

type ID struct {
	value any
}

func MakeID(v any) (ID, error) {
	switch v := v.(type) {
	case nil:
		return ID{}, nil
	case string:
		return StringID(v), nil
	case int64:
		return Int64ID(v), nil
	}
	return ID{}, errors.New("invalid ID type")
}

func StringID(s string) ID { return ID{value: s} }

func Int64ID(i int64) ID { return ID{value: i} }

func (id ID) IsValid() bool { return id.value != nil }

func (id ID) Raw() any { return id.value }

type wireCombined struct {
	ID     any
	Method string
	Params json.RawMessage
	Result json.RawMessage
	Error  *WireError
}

// Message is *Request or *Response.
type Message interface {
	marshal(to *wireCombined)
}

type Request struct {
	ID     ID
	Method string
	Params json.RawMessage
	Extra  any
}

func (msg *Request) IsCall() bool { return msg.ID.IsValid() }

func (msg *Request) marshal(to *wireCombined) {
	to.ID, to.Method, to.Params = msg.ID.value, msg.Method, msg.Params
}

type Response struct {
	Result json.RawMessage
	Error  error
	ID     ID
	Extra  any
}

func (msg *Response) marshal(to *wireCombined) {
	to.ID, to.Result = msg.ID.value, msg.Result
	var we *WireError
	if errors.As(msg.Error, &we) {
		to.Error = we
	}
}

func EncodeMessage(msg Message) ([]byte, error) {
	var w wireCombined
	msg.marshal(&w)
	return json.Marshal(w)
}

func DecodeMessage(data []byte) (Message, error) {
	var w wireCombined
	if err := json.Unmarshal(data, &w); err != nil {
		return nil, err
	}
	if w.Method != "" {
		return &Request{Method: w.Method, Params: w.Params}, nil
	}
	return &Response{Result: w.Result}, nil
}

// Connection is the RPC layer of a session.
type Connection struct {
	closed bool
}

func (c *Connection) Close() error {
	c.closed = true
	return nil
}

func (c *Connection) Wait() error { return nil }

func (c *Connection) Notify(ctx context.Context, method string, params any) error { return nil }
