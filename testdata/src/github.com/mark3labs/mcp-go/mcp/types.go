// Package mcp is a hand-written stub of github.com/mark3labs/mcp-go/mcp for
// analysistest (GOPATH mode). Only the API surface matters; bodies are minimal.
package mcp

import "net/http"

const JSONRPC_VERSION = "2.0"

type MCPMethod string

const (
	MethodInitialize    MCPMethod = "initialize"
	MethodPing          MCPMethod = "ping"
	MethodResourcesRead MCPMethod = "resources/read"
	MethodPromptsGet    MCPMethod = "prompts/get"
	MethodToolsList     MCPMethod = "tools/list"
	MethodToolsCall     MCPMethod = "tools/call"
)

const (
	ContentTypeText     = "text"
	ContentTypeImage    = "image"
	ContentTypeAudio    = "audio"
	ContentTypeLink     = "resource_link"
	ContentTypeResource = "resource"
)

type ProgressToken any

type Cursor string

type Meta struct {
	ProgressToken    ProgressToken
	AdditionalFields map[string]any
}

func (m *Meta) GetMetaField(key string) any {
	if m == nil {
		return nil
	}
	return m.AdditionalFields[key]
}

func (m *Meta) SetMetaField(key string, value any) {
	if m.AdditionalFields == nil {
		m.AdditionalFields = map[string]any{}
	}
	m.AdditionalFields[key] = value
}

type Request struct {
	Method string        `json:"method"`
	Params RequestParams `json:"params,omitzero"`
}

type RequestParams struct {
	Meta *Meta `json:"_meta,omitempty"`
}

type Params map[string]any

type ResultType string

const ResultTypeComplete ResultType = "complete"

type Result struct {
	Meta       *Meta      `json:"_meta,omitempty"`
	ResultType ResultType `json:"resultType,omitempty"`
}

func (r *Result) GetResultMeta() *Meta { return r.Meta }

func (r *Result) SetResultMeta(meta *Meta) { r.Meta = meta }

type CacheScope string

type CacheableResult struct {
	Result
	TTLMs      *int64     `json:"ttlMs,omitempty"`
	CacheScope CacheScope `json:"cacheScope,omitempty"`
}

type InputRequest struct {
	Method      MCPMethod          `json:"method"`
	Elicitation *ElicitationParams `json:"-"`
}

type InputRequests map[string]InputRequest

type InputResponse struct {
	Elicitation *ElicitationResult `json:"-"`
}

type InputResponses map[string]InputResponse

type MultiRoundTripResult struct {
	InputRequests InputRequests `json:"inputRequests,omitempty"`
	RequestState  string        `json:"requestState,omitempty"`
}

type MultiRoundTripParams struct {
	InputResponses InputResponses `json:"inputResponses,omitempty"`
	RequestState   string         `json:"requestState,omitempty"`
}

type Role string

const (
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
)

type Annotations struct {
	Audience     []Role   `json:"audience,omitempty"`
	Priority     *float64 `json:"priority,omitempty"`
	LastModified string   `json:"lastModified,omitempty"`
}

type Annotated struct {
	Annotations *Annotations `json:"annotations,omitempty"`
}

type IconTheme string

type Icon struct {
	Src      string    `json:"src"`
	MIMEType string    `json:"mimeType,omitempty"`
	Sizes    []string  `json:"sizes,omitempty"`
	Theme    IconTheme `json:"theme,omitempty"`
}

type Implementation struct {
	Name        string `json:"name"`
	Version     string `json:"version"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
}

type ClientCapabilities struct {
	Extensions   map[string]any `json:"extensions,omitempty"`
	Experimental map[string]any `json:"experimental,omitempty"`
}

type ServerCapabilities struct {
	Extensions   map[string]any `json:"extensions,omitempty"`
	Experimental map[string]any `json:"experimental,omitempty"`
}

type InitializeParams struct {
	ProtocolVersion string             `json:"protocolVersion"`
	Capabilities    ClientCapabilities `json:"capabilities"`
	ClientInfo      Implementation     `json:"clientInfo"`
}

type InitializeRequest struct {
	Request
	Params InitializeParams `json:"params"`
	Header http.Header      `json:"-"`
}

type InitializeResult struct {
	Result
	ProtocolVersion string             `json:"protocolVersion"`
	Capabilities    ServerCapabilities `json:"capabilities"`
	ServerInfo      Implementation     `json:"serverInfo"`
	Instructions    string             `json:"instructions,omitempty"`
}

type PaginatedParams struct {
	Cursor Cursor `json:"cursor,omitempty"`
	Meta   *Meta  `json:"_meta,omitempty"`
}

type PaginatedRequest struct {
	Request
	Params PaginatedParams `json:"params,omitzero"`
}

type PaginatedResult struct {
	CacheableResult
	NextCursor Cursor `json:"nextCursor,omitempty"`
}

// ProtocolVersion20260728 exists from v1.0.0 on; mcplint uses it as a
// version marker (mcp-go speaks protocol 2026-07-28).
const ProtocolVersion20260728 = "2026-07-28"

type LoggingMessageNotification struct{}

type ListRootsRequest struct {
	Request
}

type ListRootsResult struct {
	Result
}
