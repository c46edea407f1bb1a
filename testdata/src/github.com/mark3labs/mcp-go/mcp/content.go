package mcp

// Content is TextContent, ImageContent, AudioContent, ResourceLink or EmbeddedResource.
type Content interface {
	isContent()
}

type TextContent struct {
	Annotated
	Meta *Meta  `json:"_meta,omitempty"`
	Type string `json:"type"`
	Text string `json:"text"`
}

func (TextContent) isContent() {}

type ImageContent struct {
	Annotated
	Meta     *Meta  `json:"_meta,omitempty"`
	Type     string `json:"type"`
	Data     string `json:"data"`
	MIMEType string `json:"mimeType"`
}

func (ImageContent) isContent() {}

type AudioContent struct {
	Annotated
	Meta     *Meta  `json:"_meta,omitempty"`
	Type     string `json:"type"`
	Data     string `json:"data"`
	MIMEType string `json:"mimeType"`
}

func (AudioContent) isContent() {}

type ResourceLink struct {
	Annotated
	Meta        *Meta  `json:"_meta,omitempty"`
	Type        string `json:"type"`
	URI         string `json:"uri"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description"`
	MIMEType    string `json:"mimeType"`
	Size        *int64 `json:"size,omitempty"`
}

func (ResourceLink) isContent() {}

type EmbeddedResource struct {
	Annotated
	Meta     *Meta            `json:"_meta,omitempty"`
	Type     string           `json:"type"`
	Resource ResourceContents `json:"resource"`
}

func (EmbeddedResource) isContent() {}

func NewTextContent(text string) TextContent {
	return TextContent{Type: ContentTypeText, Text: text}
}

func NewImageContent(data, mimeType string) ImageContent {
	return ImageContent{Type: ContentTypeImage, Data: data, MIMEType: mimeType}
}

func NewAudioContent(data, mimeType string) AudioContent {
	return AudioContent{Type: ContentTypeAudio, Data: data, MIMEType: mimeType}
}

func NewEmbeddedResource(resource ResourceContents) EmbeddedResource {
	return EmbeddedResource{Type: ContentTypeResource, Resource: resource}
}

func AsTextContent(content any) (*TextContent, bool) {
	switch c := content.(type) {
	case TextContent:
		return &c, true
	case *TextContent:
		return c, c != nil
	}
	return nil, false
}

func GetTextFromContent(content any) string {
	if tc, ok := AsTextContent(content); ok {
		return tc.Text
	}
	return ""
}
