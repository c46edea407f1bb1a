package mcp

import (
	"encoding/json"
	"errors"
)

type Implementation struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Version     string `json:"version"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
}

type IconTheme string

const (
	IconThemeLight IconTheme = "light"
	IconThemeDark  IconTheme = "dark"
)

type Icon struct {
	Source   string    `json:"src"`
	MIMEType string    `json:"mimeType,omitempty"`
	Sizes    []string  `json:"sizes,omitempty"`
	Theme    IconTheme `json:"theme,omitempty"`
}

type Role string

type Annotations struct {
	Audience     []Role  `json:"audience,omitempty"`
	LastModified string  `json:"lastModified,omitempty"`
	Priority     float64 `json:"priority,omitempty"`
}

type ClientCapabilities struct {
	Experimental map[string]any `json:"experimental,omitempty"`
	Extensions   map[string]any `json:"extensions,omitempty"`
}

type InputRequest interface{ isInputRequest() }

type InputRequestMap map[string]InputRequest

type InputResponse interface{ isInputResponse() }

type InputResponseMap map[string]InputResponse

type Cacheable struct {
	TTLMs      int    `json:"ttlMs"`
	CacheScope string `json:"cacheScope"`
}

func (c Cacheable) GetTTLMs() int { return c.TTLMs }

func (c Cacheable) GetCacheScope() string { return c.CacheScope }

type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	Title           string `json:"title,omitempty"`
}

type Tool struct {
	Meta         `json:"_meta,omitempty"`
	Annotations  *ToolAnnotations `json:"annotations,omitempty"`
	Description  string           `json:"description,omitempty"`
	InputSchema  any              `json:"inputSchema"`
	Name         string           `json:"name"`
	OutputSchema any              `json:"outputSchema,omitempty"`
	Title        string           `json:"title,omitempty"`
	Icons        []Icon           `json:"icons,omitempty"`
}

// CallToolParams is what a client sends.
type CallToolParams struct {
	Meta           `json:"_meta,omitempty"`
	Name           string           `json:"name"`
	Arguments      any              `json:"arguments,omitempty"`
	InputResponses InputResponseMap `json:"inputResponses,omitempty"`
	RequestState   string           `json:"requestState,omitempty"`
}

func (x *CallToolParams) isParams()              {}
func (x *CallToolParams) isNil() bool            { return x == nil }
func (x *CallToolParams) GetProgressToken() any  { return getProgressToken(x) }
func (x *CallToolParams) SetProgressToken(t any) { setProgressToken(x, t) }

// CallToolParamsRaw is what a server-side tool handler receives.
type CallToolParamsRaw struct {
	Meta           `json:"_meta,omitempty"`
	Name           string           `json:"name"`
	Arguments      json.RawMessage  `json:"arguments,omitempty"`
	InputResponses InputResponseMap `json:"inputResponses,omitempty"`
	RequestState   string           `json:"requestState,omitempty"`
}

func (x *CallToolParamsRaw) isParams()              {}
func (x *CallToolParamsRaw) isNil() bool            { return x == nil }
func (x *CallToolParamsRaw) GetProgressToken() any  { return getProgressToken(x) }
func (x *CallToolParamsRaw) SetProgressToken(t any) { setProgressToken(x, t) }

type CallToolRequest = ServerRequest[*CallToolParamsRaw]

type CallToolResult struct {
	Meta              `json:"_meta,omitempty"`
	Content           []Content       `json:"content"`
	StructuredContent any             `json:"structuredContent,omitempty"`
	IsError           bool            `json:"isError,omitempty"`
	InputRequests     InputRequestMap `json:"inputRequests,omitempty"`
	RequestState      string          `json:"requestState,omitempty"`

	err error
}

func (*CallToolResult) isResult() {}

func (r *CallToolResult) SetError(err error) {
	if len(r.Content) == 0 {
		r.Content = []Content{&TextContent{Text: err.Error()}}
	}
	r.IsError = true
	r.err = err
}

func (r *CallToolResult) GetError() error { return r.err }

func (r *CallToolResult) NeedsInput() bool { return false }

func (x *CallToolResult) MarshalJSON() ([]byte, error) {
	type plain CallToolResult
	return json.Marshal((*plain)(x))
}

func (x *CallToolResult) UnmarshalJSON(data []byte) error {
	return errors.New("stub: not implemented")
}

type InitializedParams struct {
	Meta `json:"_meta,omitempty"`
}

func (x *InitializedParams) isParams()              {}
func (x *InitializedParams) isNil() bool            { return x == nil }
func (x *InitializedParams) GetProgressToken() any  { return getProgressToken(x) }
func (x *InitializedParams) SetProgressToken(t any) { setProgressToken(x, t) }

type InitializedRequest = ServerRequest[*InitializedParams]

type ListToolsParams struct {
	Meta   `json:"_meta,omitempty"`
	Cursor string `json:"cursor,omitempty"`
}

func (x *ListToolsParams) isParams()              {}
func (x *ListToolsParams) isNil() bool            { return x == nil }
func (x *ListToolsParams) GetProgressToken() any  { return getProgressToken(x) }
func (x *ListToolsParams) SetProgressToken(t any) { setProgressToken(x, t) }

type ListToolsResult struct {
	Meta `json:"_meta,omitempty"`
	Cacheable
	NextCursor string  `json:"nextCursor,omitempty"`
	Tools      []*Tool `json:"tools"`
}

func (x *ListToolsResult) isResult() {}

type PromptArgument struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required,omitempty"`
}

type Prompt struct {
	Meta        `json:"_meta,omitempty"`
	Arguments   []*PromptArgument `json:"arguments,omitempty"`
	Description string            `json:"description,omitempty"`
	Name        string            `json:"name"`
	Title       string            `json:"title,omitempty"`
	Icons       []Icon            `json:"icons,omitempty"`
}

type PromptMessage struct {
	Content Content `json:"content"`
	Role    Role    `json:"role"`
}

type GetPromptParams struct {
	Meta           `json:"_meta,omitempty"`
	Arguments      map[string]string `json:"arguments,omitempty"`
	Name           string            `json:"name"`
	InputResponses InputResponseMap  `json:"inputResponses,omitempty"`
	RequestState   string            `json:"requestState,omitempty"`
}

func (x *GetPromptParams) isParams()              {}
func (x *GetPromptParams) isNil() bool            { return x == nil }
func (x *GetPromptParams) GetProgressToken() any  { return getProgressToken(x) }
func (x *GetPromptParams) SetProgressToken(t any) { setProgressToken(x, t) }

type GetPromptRequest = ServerRequest[*GetPromptParams]

type GetPromptResult struct {
	Meta          `json:"_meta,omitempty"`
	Description   string           `json:"description,omitempty"`
	Messages      []*PromptMessage `json:"messages"`
	InputRequests InputRequestMap  `json:"inputRequests,omitempty"`
	RequestState  string           `json:"requestState,omitempty"`
}

func (*GetPromptResult) isResult() {}

func (r *GetPromptResult) NeedsInput() bool { return false }

type Resource struct {
	Meta        `json:"_meta,omitempty"`
	Annotations *Annotations `json:"annotations,omitempty"`
	Description string       `json:"description,omitempty"`
	MIMEType    string       `json:"mimeType,omitempty"`
	Name        string       `json:"name"`
	Size        int64        `json:"size,omitempty"`
	Title       string       `json:"title,omitempty"`
	URI         string       `json:"uri"`
	Icons       []Icon       `json:"icons,omitempty"`
}

type ResourceTemplate struct {
	Meta        `json:"_meta,omitempty"`
	Annotations *Annotations `json:"annotations,omitempty"`
	Description string       `json:"description,omitempty"`
	MIMEType    string       `json:"mimeType,omitempty"`
	Name        string       `json:"name"`
	Title       string       `json:"title,omitempty"`
	URITemplate string       `json:"uriTemplate"`
	Icons       []Icon       `json:"icons,omitempty"`
}

type ResourceContents struct {
	URI      string `json:"uri"`
	MIMEType string `json:"mimeType,omitempty"`
	Text     string `json:"text,omitempty"`
	Blob     []byte `json:"blob,omitzero"`
	Meta     Meta   `json:"_meta,omitempty"`
}

type ReadResourceParams struct {
	Meta           `json:"_meta,omitempty"`
	URI            string           `json:"uri"`
	InputResponses InputResponseMap `json:"inputResponses,omitempty"`
	RequestState   string           `json:"requestState,omitempty"`
}

func (x *ReadResourceParams) isParams()              {}
func (x *ReadResourceParams) isNil() bool            { return x == nil }
func (x *ReadResourceParams) GetProgressToken() any  { return getProgressToken(x) }
func (x *ReadResourceParams) SetProgressToken(t any) { setProgressToken(x, t) }

type ReadResourceRequest = ServerRequest[*ReadResourceParams]

type ReadResourceResult struct {
	Meta `json:"_meta,omitempty"`
	Cacheable
	Contents      []*ResourceContents `json:"contents"`
	InputRequests InputRequestMap     `json:"inputRequests,omitempty"`
	RequestState  string              `json:"requestState,omitempty"`
}

func (*ReadResourceResult) isResult() {}

func (r *ReadResourceResult) NeedsInput() bool { return false }

type ElicitParams struct {
	Meta            `json:"_meta,omitempty"`
	Mode            string `json:"mode"`
	Message         string `json:"message"`
	RequestedSchema any    `json:"requestedSchema,omitempty"`
	URL             string `json:"url,omitempty"`
	ElicitationID   string `json:"elicitationId,omitempty"`
}

func (x *ElicitParams) isParams()              {}
func (x *ElicitParams) isInputRequest()        {}
func (x *ElicitParams) isNil() bool            { return x == nil }
func (x *ElicitParams) GetProgressToken() any  { return getProgressToken(x) }
func (x *ElicitParams) SetProgressToken(t any) { setProgressToken(x, t) }

type ElicitRequest = ClientRequest[*ElicitParams]

type ElicitResult struct {
	Meta    `json:"_meta,omitempty"`
	Action  string         `json:"action"`
	Content map[string]any `json:"content,omitempty"`
}

func (*ElicitResult) isResult()        {}
func (*ElicitResult) isInputResponse() {}

// MetaKeyServerInfo exists from v1.7.0 on; mcplint uses it as a version
// marker.
const MetaKeyServerInfo = "io.modelcontextprotocol/serverInfo"
