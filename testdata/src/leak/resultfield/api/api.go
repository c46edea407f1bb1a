// Package api is a project's own handler types and result, with no SDK
// type in them: the tools report a failure in the result's Error field,
// and the adapter in package adapter sends that error's text as an
// isError result.
package api

// Params carries what a tool is called with.
type Params struct {
	Args map[string]any
}

// Result is what a tool returns.
type Result struct {
	// Content is the tool's output.
	Content string
	// Data is structured output.
	Data any
	// Error is a failure the model is shown.
	Error error
	// Note is a remark for the server's log: no adapter sends it.
	Note string
	// Retries counts attempts: not a text.
	Retries int
}

// NewResult returns a result with content and the tool's own failure.
func NewResult(content string, err error) *Result {
	return NewResultFull(content, nil, err)
}

// NewResultFull returns a result with content, structured data and the
// tool's own failure.
func NewResultFull(content string, data any, err error) *Result {
	return &Result{Content: content, Data: data, Error: err}
}

// ToolHandlerFunc is the tools' handler type, whose results the adapter
// maps into the SDK's.
type ToolHandlerFunc func(params Params) (*Result, error)

// ServerTool is a tool and its handler.
type ServerTool struct {
	Name    string
	Handler ToolHandlerFunc
}

// LoggedFunc is a second handler type: its adapter logs the result's
// Error and sends only its Content.
type LoggedFunc func(params Params) (*Result, error)

// UnreadFunc is a third: its adapter never reads the result's Error.
type UnreadFunc func(params Params) (*Result, error)
