package mcp

import "net/http"

type ListPromptsRequest struct {
	PaginatedRequest
	Header http.Header `json:"-"`
}

type ListPromptsResult struct {
	PaginatedResult
	Prompts []Prompt `json:"prompts"`
}

type ListResourcesRequest struct {
	PaginatedRequest
	Header http.Header `json:"-"`
}

type ListResourcesResult struct {
	PaginatedResult
	Resources []Resource `json:"resources"`
}

type ListResourceTemplatesRequest struct {
	PaginatedRequest
	Header http.Header `json:"-"`
}

type ListResourceTemplatesResult struct {
	PaginatedResult
	ResourceTemplates []ResourceTemplate `json:"resourceTemplates"`
}

type SubscribeParams struct {
	URI string `json:"uri"`
}

type SubscribeRequest struct {
	Request
	Params SubscribeParams `json:"params"`
	Header http.Header     `json:"-"`
}

type UnsubscribeParams struct {
	URI string `json:"uri"`
}

type UnsubscribeRequest struct {
	Request
	Params UnsubscribeParams `json:"params"`
	Header http.Header       `json:"-"`
}

type LoggingLevel string

const (
	LoggingLevelDebug LoggingLevel = "debug"
	LoggingLevelInfo  LoggingLevel = "info"
	LoggingLevelError LoggingLevel = "error"
)

type SetLevelParams struct {
	Level LoggingLevel `json:"level"`
}

type SetLevelRequest struct {
	Request
	Params SetLevelParams `json:"params"`
	Header http.Header    `json:"-"`
}

type CompleteParams struct {
	Ref any `json:"ref"`
}

type CompleteRequest struct {
	Request
	Params CompleteParams `json:"params"`
	Header http.Header    `json:"-"`
}

type CompleteResult struct {
	Result
}

type NotificationParams struct {
	Meta             map[string]any `json:"_meta,omitempty"`
	AdditionalFields map[string]any `json:"-"`
}

type Notification struct {
	Method string             `json:"method"`
	Params NotificationParams `json:"params,omitzero"`
}

type JSONRPCNotification struct {
	JSONRPC string `json:"jsonrpc"`
	Notification
}
