package mcp

import "net/http"

type PromptArgument struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Required    bool   `json:"required,omitempty"`
}

type Prompt struct {
	Meta        *Meta            `json:"_meta,omitempty"`
	Name        string           `json:"name"`
	Title       string           `json:"title,omitempty"`
	Description string           `json:"description,omitempty"`
	Arguments   []PromptArgument `json:"arguments,omitempty"`
	Icons       []Icon           `json:"icons,omitempty"`
}

func (p Prompt) GetName() string { return p.Name }

type PromptOption func(*Prompt)

func NewPrompt(name string, opts ...PromptOption) Prompt {
	p := Prompt{Name: name}
	for _, opt := range opts {
		opt(&p)
	}
	return p
}

func WithPromptDescription(description string) PromptOption {
	return func(p *Prompt) { p.Description = description }
}

type GetPromptParams struct {
	Name      string            `json:"name"`
	Arguments map[string]string `json:"arguments,omitempty"`
	Meta      *Meta             `json:"_meta,omitempty"`
	MultiRoundTripParams
}

type GetPromptRequest struct {
	Request
	Params GetPromptParams `json:"params"`
	Header http.Header     `json:"-"`
}

type PromptMessage struct {
	Role    Role    `json:"role"`
	Content Content `json:"content"`
}

func NewPromptMessage(role Role, content Content) PromptMessage {
	return PromptMessage{Role: role, Content: content}
}

type GetPromptResult struct {
	Result
	MultiRoundTripResult
	Description string          `json:"description,omitempty"`
	Messages    []PromptMessage `json:"messages"`
}

func NewGetPromptResult(description string, messages []PromptMessage) *GetPromptResult {
	return &GetPromptResult{Description: description, Messages: messages}
}
