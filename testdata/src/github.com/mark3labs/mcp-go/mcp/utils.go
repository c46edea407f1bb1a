package mcp

import (
	"encoding/json"
	"fmt"
)

func textResult(text string, isError bool) *CallToolResult {
	return &CallToolResult{
		Content: []Content{TextContent{Type: ContentTypeText, Text: text}},
		IsError: isError,
	}
}

func NewToolResultText(text string) *CallToolResult { return textResult(text, false) }

func NewToolResultError(text string) *CallToolResult { return textResult(text, true) }

func NewToolResultErrorf(format string, a ...any) *CallToolResult {
	return textResult(fmt.Sprintf(format, a...), true)
}

func NewToolResultErrorFromErr(text string, err error) *CallToolResult {
	if err != nil {
		text = text + ": " + err.Error()
	}
	return textResult(text, true)
}

func NewToolResultStructured(structured any, fallbackText string) *CallToolResult {
	r := textResult(fallbackText, false)
	r.StructuredContent = structured
	return r
}

func NewToolResultStructuredOnly(structured any) *CallToolResult {
	text := ""
	if b, err := json.Marshal(structured); err != nil {
		text = "Error serializing structured content: " + err.Error()
	} else {
		text = string(b)
	}
	return NewToolResultStructured(structured, text)
}

func NewToolResultJSON[T any](data T) (*CallToolResult, error) {
	b, err := json.Marshal(data)
	if err != nil {
		return nil, fmt.Errorf("unable to marshal JSON: %w", err)
	}
	return NewToolResultStructured(data, string(b)), nil
}

func NewToolResultImage(text, imageData, mimeType string) *CallToolResult {
	r := textResult(text, false)
	r.Content = append(r.Content, NewImageContent(imageData, mimeType))
	return r
}

func NewToolResultAudio(text, audioData, mimeType string) *CallToolResult {
	r := textResult(text, false)
	r.Content = append(r.Content, NewAudioContent(audioData, mimeType))
	return r
}

func NewToolResultResource(text string, resource ResourceContents) *CallToolResult {
	r := textResult(text, false)
	r.Content = append(r.Content, NewEmbeddedResource(resource))
	return r
}
