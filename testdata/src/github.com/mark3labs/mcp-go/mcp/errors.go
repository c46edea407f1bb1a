package mcp

import (
	"errors"
	"fmt"
)

var (
	ErrParseError         = errors.New("parse error")
	ErrInvalidRequest     = errors.New("invalid request")
	ErrMethodNotFound     = errors.New("method not found")
	ErrInvalidParams      = errors.New("invalid params")
	ErrInternalError      = errors.New("internal error")
	ErrRequestInterrupted = errors.New("request interrupted")
	ErrResourceNotFound   = errors.New("resource not found")
)

const (
	PARSE_ERROR         = -32700
	INVALID_REQUEST     = -32600
	METHOD_NOT_FOUND    = -32601
	INVALID_PARAMS      = -32602
	INTERNAL_ERROR      = -32603
	REQUEST_INTERRUPTED = -32800
)

const (
	RESOURCE_NOT_FOUND                 = -32002
	URL_ELICITATION_REQUIRED           = -32042
	HEADER_MISMATCH                    = -32020
	MISSING_REQUIRED_CLIENT_CAPABILITY = -32021
	UNSUPPORTED_PROTOCOL_VERSION       = -32022
)

type RequestId struct {
	value any
}

func NewRequestId(value any) RequestId { return RequestId{value: value} }

func (r RequestId) Value() any { return r.value }

func (r RequestId) IsNil() bool { return r.value == nil }

func (r RequestId) String() string { return fmt.Sprint(r.value) }

type JSONRPCErrorDetails struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

func NewJSONRPCErrorDetails(code int, message string, data any) JSONRPCErrorDetails {
	return JSONRPCErrorDetails{Code: code, Message: message, Data: data}
}

func (e *JSONRPCErrorDetails) AsError() error {
	var base error
	switch e.Code {
	case PARSE_ERROR:
		base = ErrParseError
	case INVALID_REQUEST:
		base = ErrInvalidRequest
	case METHOD_NOT_FOUND:
		base = ErrMethodNotFound
	case INVALID_PARAMS:
		base = ErrInvalidParams
	case INTERNAL_ERROR:
		base = ErrInternalError
	case REQUEST_INTERRUPTED:
		base = ErrRequestInterrupted
	case RESOURCE_NOT_FOUND:
		base = ErrResourceNotFound
	default:
		return errors.New(e.Message)
	}
	return fmt.Errorf("%w: %s", base, e.Message)
}

type JSONRPCError struct {
	JSONRPC string              `json:"jsonrpc"`
	ID      RequestId           `json:"id"`
	Error   JSONRPCErrorDetails `json:"error"`
}

func NewJSONRPCError(id RequestId, code int, message string, data any) JSONRPCError {
	return JSONRPCError{JSONRPC: JSONRPC_VERSION, ID: id, Error: NewJSONRPCErrorDetails(code, message, data)}
}

type ElicitationParams struct {
	Meta            *Meta  `json:"_meta,omitempty"`
	Mode            string `json:"mode,omitempty"`
	Message         string `json:"message"`
	RequestedSchema any    `json:"requestedSchema,omitempty"`
	ElicitationID   string `json:"elicitationId,omitempty"`
	URL             string `json:"url,omitempty"`
}

type ElicitationResponseAction string

const (
	ElicitationResponseActionAccept  ElicitationResponseAction = "accept"
	ElicitationResponseActionDecline ElicitationResponseAction = "decline"
	ElicitationResponseActionCancel  ElicitationResponseAction = "cancel"
)

type ElicitationResponse struct {
	Action  ElicitationResponseAction `json:"action"`
	Content any                       `json:"content,omitempty"`
}

type ElicitationResult struct {
	Result
	ElicitationResponse
}

// URLElicitationRequiredError is the one handler error mcp-go sends with its own code.
type URLElicitationRequiredError struct {
	Elicitations []ElicitationParams `json:"elicitations"`
}

func (e URLElicitationRequiredError) Error() string {
	return fmt.Sprintf("URL elicitation required: %d elicitation(s)", len(e.Elicitations))
}

func (e URLElicitationRequiredError) Is(target error) bool {
	_, ok := target.(URLElicitationRequiredError)
	return ok
}

func (e URLElicitationRequiredError) JSONRPCError() JSONRPCError {
	return JSONRPCError{
		JSONRPC: JSONRPC_VERSION,
		Error:   NewJSONRPCErrorDetails(URL_ELICITATION_REQUIRED, e.Error(), e),
	}
}

// ElicitationRequest asks the client for input.
type ElicitationRequest struct {
	Request
	Params ElicitationParams `json:"params"`
}
