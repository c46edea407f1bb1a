package mcp

import "encoding/json"

type wireContent struct {
	Type     string `json:"type"`
	Text     string `json:"text,omitempty"`
	MIMEType string `json:"mimeType,omitempty"`
	Data     []byte `json:"data,omitempty"`
}

// Content is one of the *XxxContent types of this package.
type Content interface {
	MarshalJSON() ([]byte, error)
	fromWire(*wireContent)
}

type TextContent struct {
	Text        string
	Meta        Meta
	Annotations *Annotations
}

func (c *TextContent) MarshalJSON() ([]byte, error) {
	return json.Marshal(wireContent{Type: "text", Text: c.Text})
}

func (c *TextContent) fromWire(w *wireContent) { c.Text = w.Text }

type ImageContent struct {
	Meta        Meta
	Annotations *Annotations
	Data        []byte
	MIMEType    string
}

func (c *ImageContent) MarshalJSON() ([]byte, error) {
	return json.Marshal(wireContent{Type: "image", Data: c.Data, MIMEType: c.MIMEType})
}

func (c *ImageContent) fromWire(w *wireContent) { c.Data, c.MIMEType = w.Data, w.MIMEType }

type AudioContent struct {
	Data        []byte
	MIMEType    string
	Meta        Meta
	Annotations *Annotations
}

func (c AudioContent) MarshalJSON() ([]byte, error) {
	return json.Marshal(wireContent{Type: "audio", Data: c.Data, MIMEType: c.MIMEType})
}

func (c *AudioContent) fromWire(w *wireContent) { c.Data, c.MIMEType = w.Data, w.MIMEType }

type EmbeddedResource struct {
	Resource    *ResourceContents
	Meta        Meta
	Annotations *Annotations
}

func (c *EmbeddedResource) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Type     string            `json:"type"`
		Resource *ResourceContents `json:"resource"`
	}{"resource", c.Resource})
}

func (c *EmbeddedResource) fromWire(w *wireContent) {}
