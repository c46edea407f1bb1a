// Package mcp is a hand-written stub of github.com/modelcontextprotocol/go-sdk/mcp
// for analysistest (GOPATH mode). Only the API surface matters; bodies are minimal.
package mcp

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

type methodInfo struct {
	handleMethod MethodHandler
}

// Session is *ServerSession or *ClientSession.
type Session interface {
	ID() string

	sendingMethodInfos() map[string]methodInfo
	receivingMethodInfos() map[string]methodInfo
	sendingMethodHandler() MethodHandler
	receivingMethodHandler() MethodHandler
	getConn() *jsonrpc2.Connection
}

type MethodHandler func(ctx context.Context, method string, req Request) (result Result, err error)

type Middleware func(MethodHandler) MethodHandler

type Request interface {
	isRequest()
	GetSession() Session
	GetParams() Params
	GetExtra() *RequestExtra
}

type ClientRequest[P Params] struct {
	Session *ClientSession
	Params  P
}

type ServerRequest[P Params] struct {
	Session *ServerSession
	Params  P
	Extra   *RequestExtra
}

type RequestExtra struct {
	Header         http.Header
	CloseSSEStream func(CloseSSEStreamArgs)
}

type CloseSSEStreamArgs struct {
	RetryAfter time.Duration
}

func (*ClientRequest[P]) isRequest() {}
func (*ServerRequest[P]) isRequest() {}

func (r *ClientRequest[P]) GetSession() Session { return r.Session }
func (r *ServerRequest[P]) GetSession() Session { return r.Session }

func (r *ClientRequest[P]) GetParams() Params { return r.Params }
func (r *ServerRequest[P]) GetParams() Params { return r.Params }

func (r *ClientRequest[P]) GetExtra() *RequestExtra { return nil }
func (r *ServerRequest[P]) GetExtra() *RequestExtra { return r.Extra }

func (r *ServerRequest[P]) ProtocolVersion() string { return "" }

func (r *ServerRequest[P]) ClientInfo() *Implementation { return nil }

func (r *ServerRequest[P]) ClientCapabilities() *ClientCapabilities { return nil }

type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)
	isParams()
	isNil() bool
}

type RequestParams interface {
	Params
	GetProgressToken() any
	SetProgressToken(any)
}

type Result interface {
	isResult()
	GetMeta() map[string]any
	SetMeta(map[string]any)
}

type Meta map[string]any

func (m Meta) GetMeta() map[string]any { return m }

func (m *Meta) SetMeta(x map[string]any) { *m = x }

func getProgressToken(p Params) any { return p.GetMeta()["progressToken"] }

func setProgressToken(p Params, t any) {
	m := p.GetMeta()
	if m == nil {
		m = map[string]any{}
	}
	m["progressToken"] = t
	p.SetMeta(m)
}

const (
	CodeHeaderMismatch                    = -32020
	CodeMissingRequiredClientCapabilities = -32021
	CodeUnsupportedProtocolVersion        = -32022
	CodeURLElicitationRequired            = -32042
)

var CodeResourceNotFound int64 = jsonrpc.CodeInvalidParams

func URLElicitationRequiredError(elicitations []*ElicitParams) error {
	data, _ := json.Marshal(map[string]any{"elicitations": elicitations})
	return &jsonrpc.Error{
		Code:    CodeURLElicitationRequired,
		Message: "URL elicitation required",
		Data:    json.RawMessage(data),
	}
}

// ResourceNotFoundError, as go-sdk's: a constant message, the URI in
// the data.
func ResourceNotFoundError(uri string) error {
	return &jsonrpc.Error{Code: CodeResourceNotFound, Message: "Resource not found", Data: json.RawMessage(`{"uri":"` + uri + `"}`)}
}
