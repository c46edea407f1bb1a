package mcp

import "net/http"

type Resource struct {
	Annotated
	Meta        *Meta  `json:"_meta,omitempty"`
	URI         string `json:"uri"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	MIMEType    string `json:"mimeType,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
	Size        *int64 `json:"size,omitempty"`
}

func (r Resource) GetName() string { return r.Name }

type ResourceOption func(*Resource)

func NewResource(uri string, name string, opts ...ResourceOption) Resource {
	r := Resource{URI: uri, Name: name}
	for _, opt := range opts {
		opt(&r)
	}
	return r
}

func WithResourceDescription(description string) ResourceOption {
	return func(r *Resource) { r.Description = description }
}

func WithMIMEType(mimeType string) ResourceOption {
	return func(r *Resource) { r.MIMEType = mimeType }
}

// ResourceContents is TextResourceContents or BlobResourceContents.
type ResourceContents interface {
	isResourceContents()
}

type TextResourceContents struct {
	Meta     map[string]any `json:"_meta,omitempty"`
	URI      string         `json:"uri"`
	MIMEType string         `json:"mimeType,omitempty"`
	Text     string         `json:"text"`
}

func (TextResourceContents) isResourceContents() {}

type BlobResourceContents struct {
	Meta     map[string]any `json:"_meta,omitempty"`
	URI      string         `json:"uri"`
	MIMEType string         `json:"mimeType,omitempty"`
	Blob     string         `json:"blob"`
}

func (BlobResourceContents) isResourceContents() {}

type ReadResourceParams struct {
	URI       string         `json:"uri"`
	Arguments map[string]any `json:"arguments,omitempty"`
	Meta      *Meta          `json:"_meta,omitempty"`
	MultiRoundTripParams
}

type ReadResourceRequest struct {
	Request
	Header http.Header        `json:"-"`
	Params ReadResourceParams `json:"params"`
}

type ReadResourceResult struct {
	CacheableResult
	MultiRoundTripResult
	Contents []ResourceContents `json:"contents"`
}

// URITemplate wraps a parsed RFC 6570 template in the real package.
type URITemplate struct {
	raw string
}

type ResourceTemplate struct {
	Annotated
	Meta        *Meta        `json:"_meta,omitempty"`
	URITemplate *URITemplate `json:"uriTemplate"`
	Name        string       `json:"name"`
	Title       string       `json:"title,omitempty"`
	Description string       `json:"description,omitempty"`
	MIMEType    string       `json:"mimeType,omitempty"`
	Icons       []Icon       `json:"icons,omitempty"`
}

func (rt ResourceTemplate) GetName() string { return rt.Name }
