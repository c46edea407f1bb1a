// Package api is a project's own handler types and result: a tool
// reports a failure in the result's Error or Failure field, and the
// adapter in package adapter sends it as an isError text.
package api

// Params carries what a tool is called with.
type Params struct {
	Args map[string]any
}

// Result is what a tool returns.
type Result struct {
	Text    string
	Failure string
	Error   error
}

// NewResult returns a result with a text and the tool's own failure.
func NewResult(text string, err error) *Result {
	return &Result{Text: text, Error: err}
}

// ToolHandlerFunc is the tools' handler type.
type ToolHandlerFunc func(params Params) (*Result, error)

// ServerTool is a tool and its handler.
type ServerTool struct {
	Name    string
	Handler ToolHandlerFunc
}

// WrappedFunc is a second handler type: its adapter sends the Error
// field's text after words of its own.
type WrappedFunc func(params Params) (*Result, error)
